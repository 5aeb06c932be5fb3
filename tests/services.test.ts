// @vitest-environment node
// The local services of the demo (demo/services) against Node's own fetch: no msw in this file,
// a real server on a free port of 127.0.0.1, every answer parsed with the kit's schemas.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createPublicClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { balanceResponseSchema, identityResponseSchema } from '../core/account/schemas'
import {
  analyticsConfigResponseSchema,
  analyticsEventSchema,
  originsResponseSchema,
  remoteConfigResponseSchema,
  type AnalyticsEvent,
} from '../core/api/schemas'
import { getWalletsResponseSchema } from '../core/wallets/schemas'
import { historyResponseSchema } from '../demo/services/schemas'
import { send, startServices, type RunningServices } from '../demo/services/server'
import { freePort } from './support/freePort'

let services: RunningServices
const ADDRESS = '0x00000000000000000000000000000000000000a1'

beforeAll(async () => {
  services = await startServices({ port: 0, logErrors: false })
})

afterAll(async () => {
  await services?.stop()
})

const query = (params: Record<string, string | number> = {}) =>
  new URLSearchParams({
    projectId: 'local',
    st: 'portico',
    sv: '0.1.0',
    ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  })

async function getJson<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  params?: Record<string, string | number>,
) {
  const response = await fetch(`${services.url}${path}?${query(params)}`)
  expect(response.status).toBe(200)
  return schema.parse(await response.json()) as z.infer<S>
}

const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  eventId: 'event-1',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  ...overrides,
})

describe('local services', () => {
  it('listens on 127.0.0.1 on the port it was given (a free one for 0)', () => {
    expect(services.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('answers the remote config: e-mail, socials, swaps, on-ramp and activity on', async () => {
    const { features } = await getJson(remoteConfigResponseSchema, '/appkit/v1/config')
    const enabled = Object.fromEntries(features.map((f) => [f.id, f.isEnabled]))
    expect(enabled).toMatchObject({
      email: true,
      socials: true,
      swaps: true,
      onramp: true,
      activity: true,
    })
  })

  it('answers the allowed origins and the analytics config', async () => {
    const { allowedOrigins } = await getJson(originsResponseSchema, '/projects/v1/origins')
    expect(allowedOrigins).toEqual(
      expect.arrayContaining(['http://127.0.0.1:5173', 'http://localhost:5173']),
    )
    const config = await getJson(analyticsConfigResponseSchema, '/getAnalyticsConfig')
    expect(config.isAnalyticsEnabled).toBe(true)
  })

  it('lists at least 300 wallets in pages of `entries`, without overlap', async () => {
    const first = await getJson(getWalletsResponseSchema, '/getWallets', { page: 1, entries: 40 })
    expect(first.count).toBeGreaterThanOrEqual(300)
    expect(first.data).toHaveLength(40)
    const pages = Math.ceil(first.count / 40)
    const ids = new Set(first.data.map((wallet) => wallet.id))
    for (let page = 2; page <= pages; page++) {
      const next = await getJson(getWalletsResponseSchema, '/getWallets', { page, entries: 40 })
      expect(next.count).toBe(first.count)
      for (const wallet of next.data) ids.add(wallet.id)
    }
    expect(ids.size).toBe(first.count)
    const beyond = await getJson(getWalletsResponseSchema, '/getWallets', {
      page: pages + 1,
      entries: 40,
    })
    expect(beyond).toEqual({ data: [], count: first.count })
  })

  it('is deterministic: the same query gives the same wallets', async () => {
    const a = await getJson(getWalletsResponseSchema, '/getWallets', { page: 3, entries: 4 })
    const b = await getJson(getWalletsResponseSchema, '/getWallets', { page: 3, entries: 4 })
    expect(a).toEqual(b)
    expect(new Set(a.data.map((w) => w.rdns).filter(Boolean)).size).toBe(
      a.data.filter((w) => w.rdns).length,
    )
  })

  it('searches names case-insensitively and counts the matches', async () => {
    const { data, count } = await getJson(getWalletsResponseSchema, '/getWallets', {
      page: 1,
      entries: 100,
      search: '  meta ',
    })
    expect(count).toBeGreaterThan(0)
    expect(data).toHaveLength(Math.min(count, 100))
    for (const wallet of data) expect(wallet.name.toLowerCase()).toContain('meta')
    const none = await getJson(getWalletsResponseSchema, '/getWallets', {
      search: 'no such wallet anywhere',
    })
    expect(none).toEqual({ data: [], count: 0 })
  })

  it('applies include, exclude and chains', async () => {
    const all = await getJson(getWalletsResponseSchema, '/getWallets', { page: 1, entries: 10 })
    const [a, b, c] = all.data.map((wallet) => wallet.id)
    const included = await getJson(getWalletsResponseSchema, '/getWallets', {
      include: `${a},${c}`,
    })
    expect(included.data.map((wallet) => wallet.id)).toEqual([a, c])
    expect(included.count).toBe(2)
    const excluded = await getJson(getWalletsResponseSchema, '/getWallets', {
      page: 1,
      entries: 10,
      exclude: `${a},${b}`,
    })
    expect(excluded.count).toBe(all.count - 2)
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain(a)
    const evm = await getJson(getWalletsResponseSchema, '/getWallets', {
      chains: 'eip155:31337',
      entries: 1000,
    })
    expect(evm.count).toBeGreaterThan(0)
    expect(evm.count).toBeLessThan(all.count)
    for (const wallet of evm.data) expect(wallet.chains).toContain('eip155:31337')
  })

  it("serves each wallet's image as an SVG with its initials", async () => {
    const { data } = await getJson(getWalletsResponseSchema, '/getWallets', { entries: 2 })
    const wallet = data[0]
    expect(wallet?.image_id).toBeTruthy()
    const response = await fetch(
      `${services.url}/getWalletImage/${wallet?.image_id ?? ''}?${query()}`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    const initials = (wallet?.name ?? '')
      .split(' ')
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
    expect(svg).toContain(`>${initials}</text>`)
    const other = await (await fetch(`${services.url}/getWalletImage/${data[1]?.image_id}`)).text()
    expect(other).not.toBe(svg)
    expect((await fetch(`${services.url}/getWalletImage/nope`)).status).toBe(404)
  })

  it('keeps valid analytics events and lists them at GET /e', async () => {
    const post = (body: unknown) =>
      fetch(`${services.url}/e?${query()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    const before = (await getJson(z.array(analyticsEventSchema), '/e')).length
    expect((await post(event())).ok).toBe(true)
    const error = event({
      eventId: 'event-2',
      props: {
        type: 'error',
        event: 'ERROR',
        errorType: 'TypeError',
        errorMessage: 'boom',
        stackTrace: 'at x',
      },
    })
    expect((await post(error)).ok).toBe(true)

    const bad = await post({ ...event(), props: { type: 'nope', event: '' } })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toContain('Invalid event')
    expect((await post('{not json')).status).toBe(400)
    expect((await post({ eventId: 'x' })).status).toBe(400)

    const listed = await getJson(z.array(analyticsEventSchema), '/e')
    expect(listed.slice(before)).toEqual([event(), error])
    expect(services.events.slice(before)).toEqual([event(), error])
  })

  it('answers balances: empty for a network it does not serve, 400 without currency or chainId', async () => {
    const { balances } = await getJson(balanceResponseSchema, `/v1/account/${ADDRESS}/balance`, {
      chainId: 'eip155:31337',
      currency: 'usd',
    })
    expect(balances).toEqual([])
    const missing = await fetch(
      `${services.url}/v1/account/${ADDRESS}/balance?${query({ chainId: 'eip155:1' })}`,
    )
    expect(missing.status).toBe(400)
    const badAddress = await fetch(
      `${services.url}/v1/account/not-an-address/balance?${query({ chainId: 'eip155:1', currency: 'usd' })}`,
    )
    expect(badAddress.status).toBe(400)
  })

  it('answers identity with no name and no avatar for an unregistered address', async () => {
    const identity = await getJson(identityResponseSchema, `/v1/identity/${ADDRESS}`, {
      sender: ADDRESS,
    })
    expect(identity).toEqual({ name: null, avatar: null })
  })

  it('answers history as an empty page when no chain is served', async () => {
    const history = await getJson(historyResponseSchema, `/v1/account/${ADDRESS}/history`, {
      chainId: 'eip155:31337',
    })
    expect(history).toEqual({ data: [], next: null })
  })

  it('allows loopback origins, answers the preflight, and refuses others', async () => {
    const preflight = await fetch(`${services.url}/e`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')

    const other = await fetch(`${services.url}/getAnalyticsConfig`, {
      headers: { origin: 'http://127.0.0.1:41234' },
    })
    expect(other.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:41234')

    const foreign = await fetch(`${services.url}/getAnalyticsConfig`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses to send a body its schema does not accept (a drift throws, nothing is sent)', () => {
    const res = { setHeader: vi.fn(), end: vi.fn(), statusCode: 0 }
    expect(() =>
      send(res as never, getWalletsResponseSchema, { data: [{ id: '', name: 'x' }], count: -1 }),
    ).toThrow()
    expect(res.end).not.toHaveBeenCalled()
  })

  it('answers 404 with an error body for an unknown path', async () => {
    const response = await fetch(`${services.url}/nope`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'No route for GET /nope' })
  })
})

/** The binary of @foundry-rs/anvil for this machine, else its Node launcher. */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const binary = path.resolve(
    `node_modules/@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`,
  )
  return existsSync(binary) ? binary : path.resolve('node_modules/.bin/anvil')
}

// The balance and history calls against a real chain: a bare anvil of its own (no tokens, so
// this does not depend on the devnet's deployments), one native transfer between two of its
// unlocked development accounts, and a second services instance reading that chain.
describe('local services on a chain', () => {
  const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  let anvil: ChildProcess | undefined
  let onChain: RunningServices | undefined
  let hash = ''

  beforeAll(async () => {
    const port = await freePort()
    const rpcUrl = `http://127.0.0.1:${port}`
    anvil = spawn(anvilBinary(), ['--port', String(port), '--chain-id', '31337', '--silent'], {
      stdio: 'ignore',
    })
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
    for (let tries = 0; ; tries++) {
      try {
        await client.getChainId()
        break
      } catch (error) {
        if (tries > 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    hash = await client.request({
      method: 'eth_sendTransaction' as never,
      params: [
        { from: SENDER, to: RECEIVER, value: `0x${parseEther('1.5').toString(16)}` },
      ] as never,
    })
    onChain = await startServices({
      port: 0,
      logErrors: false,
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl, tokens: [] }],
    })
  }, 20_000)

  // Even when a test failed: neither the server nor anvil outlives the run.
  afterAll(async () => {
    await onChain?.stop()
    const child = anvil
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  })

  const get = async <S extends z.ZodMiniType>(schema: S, pathname: string) => {
    const response = await fetch(`${onChain?.url ?? ''}${pathname}`)
    expect(response.status).toBe(200)
    return schema.parse(await response.json()) as z.infer<S>
  }

  it('reads the native balance from the chain', async () => {
    const { balances } = await get(
      balanceResponseSchema,
      `/v1/account/${RECEIVER}/balance?${query({ chainId: 'eip155:31337', currency: 'usd' })}`,
    )
    expect(balances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        chainId: 'eip155:31337',
        price: 3000,
        value: 10001.5 * 3000,
        quantity: { decimals: '18', numeric: '10001.5' },
      }),
    ])
    const other = await get(
      balanceResponseSchema,
      `/v1/account/${RECEIVER}/balance?${query({ chainId: 'eip155:31338', currency: 'usd' })}`,
    )
    expect(other.balances).toEqual([])
  })

  it("lists the transfer in both accounts' history", async () => {
    const received = await get(
      historyResponseSchema,
      `/v1/account/${RECEIVER}/history?${query({ chainId: 'eip155:31337' })}`,
    )
    expect(received.next).toBeNull()
    expect(received.data).toHaveLength(1)
    expect(received.data[0]?.metadata).toMatchObject({
      hash,
      operationType: 'receive',
      status: 'confirmed',
      chain: 'eip155:31337',
    })
    expect(received.data[0]?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '1.5' },
      value: 4500,
    })
    const sent = await get(historyResponseSchema, `/v1/account/${SENDER}/history?${query()}`)
    expect(sent.data.map((tx) => [tx.metadata.operationType, tx.transfers[0]?.direction])).toEqual([
      ['send', 'out'],
    ])
  })
})

describe('account names (POST /v1/profile/account)', () => {
  const owner = privateKeyToAccount(
    '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  )
  const register = async (body: unknown) =>
    fetch(`${services.url}/v1/profile/account?${query()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const signed = async (name: string, signer = owner) => {
    const message = JSON.stringify({ name, timestamp: Date.now() })
    return {
      coin_type: 60,
      address: owner.address,
      message,
      signature: await signer.signMessage({ message }),
    }
  }

  it('registers a name whose signature matches the address; identity and lookup then know it', async () => {
    const response = await register(await signed('ada-lovelace'))
    expect(response.status).toBe(200)
    const identity = await getJson(identityResponseSchema, `/v1/identity/${owner.address}`)
    expect(identity.name).toBe('ada-lovelace')
    const lookup = (await (
      await fetch(`${services.url}/v1/profile/account/ada-lovelace?${query()}`)
    ).json()) as { address: string }
    expect(lookup.address).toBe(owner.address)
  })

  it('refuses a signature by another key, a short name and a taken name', async () => {
    const intruder = privateKeyToAccount(
      '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    )
    expect((await register(await signed('grace-hopper', intruder))).status).toBe(401)
    expect((await register(await signed('abc'))).status).toBe(400)
    const other = privateKeyToAccount(
      '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
    )
    const message = JSON.stringify({ name: 'ada-lovelace', timestamp: Date.now() })
    const taken = await register({
      coin_type: 60,
      address: other.address,
      message,
      signature: await other.signMessage({ message }),
    })
    expect(taken.status).toBe(409)
  })
})
