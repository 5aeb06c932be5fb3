// @vitest-environment node
// docs/services.md is the rendering of the services table (servicesReference.ts), and the table
// is what the code does: every endpoint of the shared service APIs has a row, and each row's
// method, path, parameters, body and answer schema are those of the code that makes the call.
// PORTICO_UPDATE_DOCS=1 writes the page instead of comparing it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { injectAccountEndpoints } from '../../core/account/endpoints'
import { blockchainServicesApi, walletServicesApi } from '../../core/api/apis'
import { createAnalytics } from '../../core/analytics/client'
import { injectWalletEndpoints, walletImageUrl } from '../../core/wallets/endpoints'
import { assetImageUrl, tokenImageUrl } from '../../core/images/serviceImages'
import { createServiceClient } from '../../frame/service'
import { historyEndpoints } from '../../plugins/activity/endpoints'
import { injectNamesEndpoints } from '../../plugins/names/endpoints'
import { injectNftEndpoints } from '../../plugins/nfts/endpoints'
import { injectOnrampEndpoints } from '../../plugins/onramp/endpoints'
import { exchangeEndpoints } from '../../plugins/pay/endpoints'
import { injectSendEndpoints } from '../../plugins/send/endpoints'
import { injectSwapEndpoints } from '../../plugins/swaps/endpoints'
import {
  SERVICE_CALLS,
  jsonSchemaOf,
  renderServicesReference,
  type AuthCall,
  type EndpointCall,
  type Schema,
  type ServiceCall,
} from './servicesReference'

const root = path.resolve(import.meta.dirname, '../..')
const PAGE = path.join(root, 'docs/services.md')
const UPDATE =
  'npm run docs:services (PORTICO_UPDATE_DOCS=1 npx vitest run tests/package/servicesReference.test.ts)'

// Every file that adds endpoints to the shared APIs, each injector called below: a new one must
// join this list (and its calls the table), or the scan at the end fails.
const INJECTING_FILES = [
  'core/account/endpoints.ts',
  'core/wallets/endpoints.ts',
  'plugins/activity/endpoints.ts',
  'plugins/names/endpoints.ts',
  'plugins/nfts/endpoints.ts',
  'plugins/onramp/endpoints.ts',
  'plugins/pay/endpoints.ts',
  'plugins/send/endpoints.ts',
  'plugins/swaps/endpoints.ts',
]
injectAccountEndpoints(blockchainServicesApi)
injectWalletEndpoints(walletServicesApi)
historyEndpoints(blockchainServicesApi)
exchangeEndpoints(blockchainServicesApi)
injectNamesEndpoints(blockchainServicesApi)
injectNftEndpoints(blockchainServicesApi)
injectOnrampEndpoints(blockchainServicesApi)
injectSendEndpoints(blockchainServicesApi)
injectSwapEndpoints(blockchainServicesApi)

const APIS = { walletServices: walletServicesApi, blockchainServices: blockchainServicesApi }

/** What an endpoint's `query` returns: the base query's arguments. */
const serviceArgsSchema = z.object({
  url: z.string(),
  method: z.optional(z.enum(['GET', 'POST'])),
  params: z.optional(z.record(z.string(), z.unknown())),
  body: z.optional(z.unknown()),
})

const definitionSchema = z.object({
  query: z.custom<(arg: unknown) => unknown>((value) => typeof value === 'function'),
  responseSchema: z.custom<Schema>((value) => typeof value === 'object' && value !== null),
})

/** An endpoint's definition, through RTK Query's own `enhanceEndpoints` (which only reads it here). */
function definitionOf(row: EndpointCall) {
  let found: unknown
  const enhance = APIS[row.service].enhanceEndpoints as (options: {
    endpoints: Record<string, (definition: unknown) => void>
  }) => unknown
  enhance({ endpoints: { [row.endpoint]: (definition) => void (found = definition) } })
  return definitionSchema.parse(found)
}

/** The path template as a pattern: `{name}` is one segment. */
const pathPattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  )

const sameJsonSchema = (a: Schema, b: Schema) =>
  expect(JSON.stringify(jsonSchemaOf(a))).toBe(JSON.stringify(jsonSchemaOf(b)))

/** The query parameters sent, checked against the row: none undocumented, none required missing. */
function expectQuery(row: ServiceCall, sent: Record<string, unknown>, common: readonly string[]) {
  const documented = new Map((row.query ?? []).map((parameter) => [parameter.name, parameter]))
  const names = Object.keys(sent).filter(
    (name) => sent[name] !== undefined && !common.includes(name),
  )
  expect(
    names.filter((name) => !documented.has(name)),
    'undocumented parameters',
  ).toEqual([])
  const missing = [...documented.values()]
    .filter((parameter) => parameter.required && !names.includes(parameter.name))
    .map((parameter) => parameter.name)
  expect(missing, 'required parameters not sent by the example').toEqual([])
}

const rowsOf = <K extends ServiceCall['kind']>(kind: K) =>
  SERVICE_CALLS.filter((row): row is ServiceCall & { kind: K } => row.kind === kind)

function onlyRow<K extends ServiceCall['kind']>(kind: K) {
  const [row, ...others] = rowsOf(kind)
  if (!row || others.length > 0) throw new Error(`Expected one ${kind} row`)
  return row
}

describe('docs/services.md', () => {
  it('is the rendering of the services table', () => {
    const page = renderServicesReference()
    if (process.env.PORTICO_UPDATE_DOCS === '1') {
      writeFileSync(PAGE, page)
      return
    }
    let written = ''
    try {
      written = readFileSync(PAGE, 'utf8')
    } catch {
      // Missing: compared as empty below, with the same advice.
    }
    expect(written === page, `docs/services.md is out of date; update it with:\n  ${UPDATE}`).toBe(
      true,
    )
  })
})

describe('the services table', () => {
  it('names each call once', () => {
    const ids = SERVICE_CALLS.map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has a row for every endpoint of the shared service APIs, and no other', () => {
    for (const [service, api] of Object.entries(APIS)) {
      const rows = rowsOf('endpoint')
        .filter((row) => row.service === service)
        .map((row) => row.endpoint)
      expect(rows.toSorted(), service).toEqual(Object.keys(api.endpoints).toSorted())
    }
  })

  it.each(rowsOf('endpoint').map((row) => [row.id, row] as const))(
    '%s is what its endpoint sends and parses',
    (_id, row) => {
      const definition = definitionOf(row)
      const args = serviceArgsSchema.parse(definition.query(row.example))
      expect(args.method ?? 'GET').toBe(row.method)
      expect(args.url).toMatch(pathPattern(row.path))
      expectQuery(row, args.params ?? {}, [])
      if (row.body) expect(row.body.safeParse(args.body).success, 'body matches').toBe(true)
      else expect(args.body).toBeUndefined()
      expect(row.response, 'an endpoint parses its answer').toBeDefined()
      if (row.response) sameJsonSchema(definition.responseSchema, row.response)
    },
  )

  describe('the auth service calls', () => {
    const requests: { method: string; url: URL; headers: Headers; body: unknown }[] = []
    let answer: unknown
    const client = createServiceClient({
      baseUrl: 'https://auth.test',
      // The page embedding the frame: a social sign-in's result goes to it.
      pageOrigin: 'https://shop.example',
      fetch: (input, init) => {
        requests.push({
          method: init?.method ?? 'GET',
          url: new URL(String(input)),
          headers: new Headers(init?.headers),
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        })
        return Promise.resolve(
          answer === undefined
            ? new Response(null, { status: 204 })
            : Response.json(answer, { status: 200 }),
        )
      },
    })

    it('have a row for every method of the frame’s client', () => {
      expect(
        rowsOf('authService')
          .map((row) => row.clientMethod)
          .toSorted(),
      ).toEqual(Object.keys(client).toSorted())
    })

    it.each(rowsOf('authService').map((row) => [row.id, row] as const))(
      '%s is what the client sends and accepts',
      async (_id, row: AuthCall) => {
        requests.length = 0
        answer = row.example.answer
        if (row.response) expect(row.response.safeParse(answer).success, 'answer').toBe(true)
        else expect(answer).toBeUndefined()
        await row.example.call(client)
        expect(requests).toHaveLength(1)
        const [request] = requests
        expect(request?.method).toBe(row.method)
        expect(request?.url.pathname).toMatch(pathPattern(row.path))
        expectQuery(row, Object.fromEntries(request?.url.searchParams ?? []), [])
        expect(request?.headers.has('authorization')).toBe(row.bearer)
        if (row.body) expect(row.body.safeParse(request?.body).success, 'body').toBe(true)
        else expect(request?.body).toBeUndefined()
      },
    )
  })

  it('has the analytics event as the analytics client sends it', async () => {
    const row = onlyRow('analytics')
    const sent: { url: URL; method: string | undefined; body: unknown }[] = []
    const analytics = createAnalytics(
      { endpoint: 'https://analytics.test', projectId: 'project-1', hostEnabled: true },
      {
        onForbidden: () => undefined,
        fetch: (input, init) => {
          sent.push({
            url: new URL(String(input)),
            method: init?.method,
            body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
          })
          return Promise.resolve(new Response(null, { status: 204 }))
        },
      },
    )
    analytics.setRemoteEnabled(true)
    analytics.track('MODAL_OPEN', { connected: false })
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    const [request] = sent
    expect(request?.method).toBe(row.method)
    expect(request?.url.pathname).toMatch(pathPattern(row.path))
    expectQuery(row, Object.fromEntries(request?.url.searchParams ?? []), ['projectId', 'st', 'sv'])
    expect(row.body?.safeParse(request?.body).success).toBe(true)
  })

  it('has the wallet image address as the wallet list builds it', () => {
    const row = onlyRow('walletImage')
    const url = new URL(walletImageUrl('https://wallets.test', 'image-1', 'project-1'))
    expect(url.pathname).toMatch(pathPattern(row.path))
    expect([...url.searchParams.keys()].toSorted()).toEqual(['projectId', 'st', 'sv'])
  })

  it('has the asset and token image addresses as the network and token icons build them', () => {
    const asset = new URL(assetImageUrl('https://wallets.test', 'eip155:8453', 'project-1'))
    expect(asset.pathname).toMatch(pathPattern(onlyRow('assetImage').path))
    expect([...asset.searchParams.keys()].toSorted()).toEqual(['projectId', 'st', 'sv'])
    const token = new URL(tokenImageUrl('https://wallets.test', 'USDC', 'project-1'))
    expect(token.pathname).toMatch(pathPattern(onlyRow('tokenImage').path))
    expect([...token.searchParams.keys()].toSorted()).toEqual(['projectId', 'st', 'sv'])
  })

  it('knows every file that injects endpoints into the service APIs', () => {
    const sources = ['core', 'shell', 'plugins'].flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    )
    const injecting = sources.filter((file) =>
      /\.injectEndpoints\(/.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(injecting.map((file) => file.split(path.sep).join('/')).toSorted()).toEqual(
      INJECTING_FILES,
    )
  })
})
