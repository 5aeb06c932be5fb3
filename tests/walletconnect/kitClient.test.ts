// @vitest-environment node
// The kit's own WalletConnect client (the real @walletconnect/universal-provider 2.25, started
// by createWalletConnectClient) pairing with a real sign-client wallet through the local relay:
// everything it says reaches the relay the kit was given and nothing else. Telemetry is off
// (WalletConnect's events service is never asked), the relay refuses no frame of either
// client, and no request leaves 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { createWalletConnectClient } from '../../core/connectors/walletconnect/client'
import { eip155Proposal } from '../../core/connectors/walletconnect/namespaces'
import { telemetryIsOff } from '../../core/connectors/walletconnect/telemetry'
import { resolveOptions } from '../../core/options/resolve'
import { startWalletConnect, type WalletConnectStack } from '../../demo/walletconnect/server'
import { localSignClient, refuseRemoteFetch, type SignClientInstance } from './offline'

// vitest.setup.ts gives every suite a stand-in of the universal provider; this one pairs the
// real client.
vi.unmock('@walletconnect/universal-provider')

type Wallet = SignClientInstance

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let stack: WalletConnectStack
/** Every address a client fetched that is not on 127.0.0.1 (refused, so nothing leaves). */
const remoteCalls = refuseRemoteFetch()
const closers: Array<() => Promise<unknown>> = []

beforeAll(async () => {
  stack = await startWalletConnect()
})

afterAll(async () => {
  for (const close of closers) await close().catch(() => undefined)
  vi.unstubAllGlobals()
  await stack.stop()
})

/** The relayer itself (not a parsed copy), for closing its socket after the suite. */
const relayer = z.custom<{ transportClose(): Promise<void> }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'transportClose') === 'function',
)

/** The parts of the started provider this suite looks at. */
const providerShape = z.object({
  client: z.object({
    core: z.object({
      relayUrl: z.string(),
      verify: z.object({ verifyUrlV3: z.string() }),
      eventClient: z.object({ telemetryEnabled: z.boolean() }),
      relayer,
    }),
  }),
})

const proposalEvent = z.object({
  id: z.number(),
  params: z.object({
    optionalNamespaces: z.record(
      z.string(),
      z.object({ chains: z.array(z.string()), methods: z.array(z.string()) }),
    ),
  }),
})
const requestEvent = z.object({
  id: z.number(),
  topic: z.string(),
  params: z.object({ request: z.object({ method: z.string(), params: z.unknown() }) }),
})

/** Resolves with the next event of that name, parsed. */
const next = <T>(
  wallet: Wallet,
  event: 'session_proposal' | 'session_request' | 'session_delete',
  schema: z.ZodType<T>,
) =>
  new Promise<T>((resolve) =>
    wallet.once(event, (payload: unknown) => resolve(schema.parse(payload))),
  )

describe("the kit's WalletConnect client on the local relay", () => {
  it("pairs, signs and disconnects without a word to WalletConnect's own services", async () => {
    const options = resolveOptions({
      projectId: 'p1',
      networks: ['eip155:1'],
      endpoints: { walletConnectRelay: stack.relayUrl, walletConnectVerify: stack.verifyUrl },
    })
    const client = await createWalletConnectClient(options)
    const started = providerShape.parse(client)
    closers.push(async () => started.client.core.relayer.transportClose())
    expect(started.client.core.relayUrl).toBe(stack.relayUrl)
    expect(started.client.core.verify.verifyUrlV3).toBe(`${stack.verifyUrl}/v3`)
    expect(started.client.core.eventClient.telemetryEnabled).toBe(false)
    expect(telemetryIsOff(client)).toBe(true)

    const wallet = await localSignClient(stack, 'Wallet', 'wallet')
    closers.push(() => wallet.core.relayer.transportClose())

    const proposalSeen = next(wallet, 'session_proposal', proposalEvent)
    client.on('display_uri', (uri: unknown) => void wallet.pair({ uri: z.string().parse(uri) }))
    const connected = client.connect({ optionalNamespaces: eip155Proposal(options.networks) })
    const proposal = await proposalSeen
    const asked = proposal.params.optionalNamespaces.eip155
    expect(asked?.chains).toEqual(['eip155:1'])
    await wallet.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: ['eip155:1'],
          accounts: [`eip155:1:${ACCOUNT}`],
          methods: asked?.methods ?? [],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    await connected
    expect(await client.request({ method: 'eth_accounts' })).toEqual([ACCOUNT])

    const requestSeen = next(wallet, 'session_request', requestEvent)
    const signature = client.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] })
    const request = await requestSeen
    expect(request.params.request.method).toBe('personal_sign')
    await wallet.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', result: '0xsigned' },
    })
    await expect(signature).resolves.toBe('0xsigned')

    const deleted = next(wallet, 'session_delete', z.object({ topic: z.string() }))
    await client.disconnect()
    expect((await deleted).topic).toBe(request.topic)
    expect(wallet.session.getAll()).toEqual([])

    expect(stack.relay.refusals).toEqual([])
    expect(remoteCalls).toEqual([])
  })

  it('counts a provider whose event client would report as telemetry left on', () => {
    const withEvents = (eventClient: object) => ({ client: { core: { eventClient } } })
    expect(telemetryIsOff(withEvents({ telemetryEnabled: false }))).toBe(true)
    expect(telemetryIsOff(withEvents({ telemetryEnabled: true }))).toBe(false)
    // A release that renamed the switch, or moved the event client.
    expect(telemetryIsOff(withEvents({ enabled: false }))).toBe(false)
    expect(telemetryIsOff({ client: { core: {} } })).toBe(false)
    // Nothing to report with: no WalletConnect core behind it.
    expect(telemetryIsOff({ connect() {} })).toBe(true)
  })
})
