// The local OpenID Connect provider of the demo and the server's tests: oidc-provider (the
// certified implementation) run once per social provider name, each an issuer of its own under
// its name's path (http://127.0.0.1:5177/google, /github, ...), so each gives its people
// subjects of its own as real providers do. Each issuer has one client, the auth service,
// with its callback as the one redirect URI; the code flow only, PKCE required, ID tokens
// signed by an RSA key made at start. Sign-in is a page listing the demo people (people.ts),
// then a consent page. What oidc-provider keeps (sessions, grants, codes) is in the stand-in's
// own memory (storage.ts), gone when it stops.
//
// The runtime: oidc-provider 9 prints "Unsupported runtime. Use Node.js v22.x LTS" when it is
// loaded on an older Node release, which is a statement of its support policy, not a failure.
// The repository runs on Node 20.19 and later (package.json engines), and everything the
// stand-in does there (discovery, the code flow with PKCE, consent, RS256 ID tokens, refused
// redirect URIs, a code used twice) is exercised on that Node by the auth service's suites
// (server/routes/social.test.ts, tests/security/social*.test.ts) and the demo. The stand-in
// serves only 127.0.0.1, for the demo and the tests, so it loads the package with that one
// line left out (loadOidcProvider); any other warning or error it prints goes through.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair } from 'jose'
import type Provider from 'oidc-provider'
import * as z from 'zod'
import { consentPage, errorPage, PAGE_HEADERS, signInPage } from './pages'
import { DEMO_PEOPLE, personOf, subjectOf } from './people'
import { standInStorage, type ModelStorage } from './storage'

/** oidc-provider's notice on a Node release before 22 (see above). */
const RUNTIME_NOTICE = 'Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.'

/** oidc-provider, loaded with its runtime notice left out; nothing else it prints is. */
async function loadOidcProvider(): Promise<typeof Provider> {
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].endsWith(RUNTIME_NOTICE)) return
    warn(...args)
  }
  try {
    return (await import('oidc-provider')).default
  } finally {
    console.warn = warn
  }
}

/** The client of one issuer: the auth service. */
export interface StandInClient {
  clientId: string
  clientSecret: string
}

export interface OidcStandInOptions {
  /** Default 5177; 0: a free port. */
  port?: number
  host?: string
  /** The provider names to play, each with the auth service's client there. */
  clients: Readonly<Record<string, StandInClient>>
  /** The auth service's callback(s), the only redirect URIs its clients accept. */
  redirectUris: readonly string[]
}

export interface OidcStandIn {
  url: string
  /** The issuer of one provider name, e.g. `http://127.0.0.1:5177/github`. */
  issuerOf(name: string): string
  stop(): Promise<void>
}

/** The stand-in's token lifetimes (seconds). */
const TTL = {
  AuthorizationCode: 60,
  IdToken: 3600,
  AccessToken: 3600,
  Interaction: 600,
  Session: 3600,
  Grant: 3600,
}

const personFormSchema = z.object({ person: z.string().min(1).max(64) })

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > 16 * 1024) throw new Error('form too large')
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function send(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, PAGE_HEADERS)
  response.end(html)
}

function createIssuer(
  OidcProvider: typeof Provider,
  name: string,
  issuer: string,
  client: StandInClient,
  redirectUris: readonly string[],
  signingKey: Record<string, unknown>,
  adapter: (model: string) => ModelStorage,
): Provider {
  return new OidcProvider(issuer, {
    adapter,
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    async findAccount(_context, id) {
      const person = personOf(name, id)
      if (!person) return undefined
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: person.name,
          preferred_username: person.username,
          email: person.email,
          email_verified: person.emailVerified,
        }),
      }
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    scopes: ['openid', 'email', 'profile'],
    // The granted claims in the ID token itself (the auth service reads no userinfo).
    conformIdTokenClaims: false,
    interactions: {
      url: async (_context, interaction) => `/${name}/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: TTL,
    async renderError(context, out) {
      context.type = 'html'
      context.body = errorPage(out.error, out.error_description)
    },
    clientBasedCORS: () => false,
  })
}

/** Starts the stand-in; resolves once it listens. */
export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const host = options.host ?? '127.0.0.1'
  const OidcProvider = await loadOidcProvider()
  const storage = standInStorage()
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  }
  const issuers = new Map<
    string,
    { provider: Provider; handle: ReturnType<Provider['callback']> }
  >()

  async function interaction(
    name: string,
    provider: Provider,
    request: IncomingMessage,
    response: ServerResponse,
    action: string | undefined,
    path: string,
  ) {
    const details = await provider.interactionDetails(request, response)
    if (request.method === 'GET' && action === undefined) {
      if (details.prompt.name === 'login') return send(response, 200, signInPage(name, path))
      const person = personOf(name, details.session?.accountId ?? '')
      const scopes = String(details.params.scope ?? 'openid').split(' ')
      return send(
        response,
        200,
        consentPage(name, path, { personName: person?.name ?? 'unknown', scopes }),
      )
    }
    if (request.method !== 'POST')
      return send(response, 405, errorPage('method not allowed', undefined))
    if (action === 'login') {
      const form = personFormSchema.safeParse(Object.fromEntries(await formOf(request)))
      const person = form.success
        ? DEMO_PEOPLE.find((candidate) => candidate.id === form.data.person)
        : undefined
      if (!person) return send(response, 400, errorPage('unknown person', undefined))
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: subjectOf(name, person) } },
        { mergeWithLastSubmission: false },
      )
    }
    if (action === 'confirm') {
      const accountId = details.session?.accountId
      const clientId = details.params.client_id
      if (accountId === undefined || typeof clientId !== 'string')
        return send(response, 400, errorPage('no sign-in to confirm', undefined))
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ??
          new provider.Grant({ accountId, clientId }))
        : new provider.Grant({ accountId, clientId })
      const missing = details.prompt.details
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
      const grantId = await grant.save()
      return provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      )
    }
    if (action === 'abort')
      return provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled.' },
        { mergeWithLastSubmission: false },
      )
    return send(response, 404, errorPage('not found', undefined))
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const [, name = '', ...rest] = url.pathname.split('/')
    const entry = issuers.get(name)
    if (!entry) return send(response, 404, errorPage('not found', 'no such provider'))
    if (rest[0] === 'interaction' && rest[1] !== undefined) {
      const path = `/${name}/interaction/${encodeURIComponent(rest[1])}`
      return interaction(name, entry.provider, request, response, rest[2], path)
    }
    // oidc-provider under its issuer's path: it sees the rest, and its mount path from
    // originalUrl (as a mounted Express or Koa app gives it).
    Object.assign(request, { originalUrl: request.url })
    request.url = request.url?.slice(name.length + 1) || '/'
    entry.handle(request, response)
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        send(
          response,
          500,
          errorPage('server error', error instanceof Error ? error.name : undefined),
        )
      else response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 5177, host, () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening on a port')
  const base = `http://${host}:${address.port}`
  for (const [name, client] of Object.entries(options.clients)) {
    const provider = createIssuer(
      OidcProvider,
      name,
      `${base}/${name}`,
      client,
      options.redirectUris,
      signingKey,
      storage.adapterOf,
    )
    issuers.set(name, { provider, handle: provider.callback() })
  }
  return {
    url: base,
    issuerOf: (name) => `${base}/${name}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
