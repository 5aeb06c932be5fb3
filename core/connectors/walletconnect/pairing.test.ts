import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { coreModal } from '../../../testing/coreModal'
import {
  FakeSdkError,
  resetUniversalProviderMock,
  universalProviderMock as wc,
} from '../../../tests/support/universalProviderMock'
import { toChecksumAddress } from '../../chains/address'
import {
  PAIRING_EXPIRY_MS,
  WALLET_CONNECT_START_TIMEOUT_MS,
  WALLET_CONNECT_URI_TIMEOUT_MS,
} from '../../constants'
import { disconnect } from '../../connection'
import { readConnections } from '../../connection/storage'
import { openModal } from '../../modal/open'
import { liveRegistryOf } from '../../plugin/liveRegistry'
import { PROVIDER_KIND } from '../types'
import {
  EIP155_EVENTS,
  EIP155_METHODS,
  WALLET_CONNECT_CONNECTOR_ID,
  abortPairing,
  restoreWalletConnectSession,
  selectWalletConnect,
  startPairing,
} from '.'

vi.mock('@walletconnect/universal-provider', async () => {
  const { universalProviderModule } = await import('../../../tests/support/universalProviderMock')
  return universalProviderModule
})

setupServiceServer()

const ADDRESS = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7')

type TestModal = ReturnType<typeof coreModal>
const pairing = (modal: TestModal) => selectWalletConnect(modal.getState())
const account = (modal: TestModal) => modal.getState().account.byNamespace.eip155

/** Waits until the pairing shows its `count`th URI, and returns it. */
async function uriNumber(modal: TestModal, count: number): Promise<string> {
  await vi.waitFor(() => expect(pairing(modal).uriCount).toBe(count))
  const { uri } = pairing(modal)
  if (!uri) throw new Error('The pairing shows no URI')
  return uri
}

beforeEach(() => {
  resetUniversalProviderMock()
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('making the pairing URI', () => {
  it("starts the client on the host's own relay when one is set", async () => {
    // The test services as ever, plus a relay address (never dialled: the client is a stand-in).
    const modal = coreModal({
      endpoints: { ...TEST_ENDPOINTS, walletConnectRelay: 'ws://127.0.0.1:5555' },
    })
    void startPairing(modal.runtime)
    await uriNumber(modal, 1)
    expect(wc.initOptions).toEqual([
      {
        projectId: 'p1',
        relayUrl: 'ws://127.0.0.1:5555',
        logger: 'silent',
        telemetryEnabled: false,
      },
    ])
  })

  it('starts the client with the host options and puts a wc: URI and its expiry in state', async () => {
    const modal = coreModal({
      networks: ['eip155:1', 'eip155:8453'],
      metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.test', icons: [] },
    })
    void startPairing(modal.runtime)
    const before = Date.now()
    const uri = await uriNumber(modal, 1)

    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=/)
    expect(uri).toBe(wc.last.uris[0])
    const { status, expiresAt } = pairing(modal)
    expect(status).toBe('pairing')
    expect(expiresAt).toBeGreaterThanOrEqual(before + PAIRING_EXPIRY_MS)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + PAIRING_EXPIRY_MS)
    expect(wc.initOptions).toEqual([
      {
        projectId: 'p1',
        metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.test', icons: [] },
        logger: 'silent',
        telemetryEnabled: false,
      },
    ])
    expect(wc.last.connectCalls).toHaveLength(1)
    const proposal = wc.last.connectCalls[0]?.optionalNamespaces?.eip155
    expect(proposal).toMatchObject({
      chains: ['eip155:1', 'eip155:8453'],
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
    })
    expect(EIP155_METHODS).toEqual([
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ])
    expect(EIP155_EVENTS).toEqual(['chainChanged', 'accountsChanged'])
    // Reads go to the host's own nodes, keyed by chain reference as the client expects.
    expect(Object.keys(proposal?.rpcMap ?? {})).toEqual(['1', '8453'])
    expect(modal.getState().connectors?.list.map((c) => [c.id, c.type])).toEqual([
      [WALLET_CONNECT_CONNECTOR_ID, 'WALLET_CONNECT'],
    ])
  })

  it('joins a running pairing instead of starting a second one', async () => {
    const modal = coreModal()
    const first = startPairing(modal.runtime)
    expect(startPairing(modal.runtime)).toBe(first)
    await uriNumber(modal, 1)
    expect(wc.instances).toHaveLength(1)
    expect(wc.last.connectCalls).toHaveLength(1)
  })

  it('fails clearly without a project id, before loading the client', async () => {
    const modal = coreModal({ projectId: '' })
    await expect(startPairing(modal.runtime)).resolves.toBe('failed')
    expect(pairing(modal)).toMatchObject({
      status: 'failed',
      uri: undefined,
      error: {
        code: 'PROJECT_ID_NOT_CONFIGURED',
        message: 'WalletConnect needs a project id: pass `projectId` to createModal',
      },
    })
    expect(wc.initOptions).toEqual([])
  })

  it('fails with the reason when the client cannot start, and a retry starts it again', async () => {
    const modal = coreModal()
    wc.initError = new Error('relay unreachable')
    await expect(startPairing(modal.runtime)).resolves.toBe('failed')
    expect(pairing(modal).error).toEqual({
      code: 'WALLET_CONNECT_UNAVAILABLE',
      message: 'WalletConnect is unavailable: relay unreachable',
    })
    void startPairing(modal.runtime)
    await uriNumber(modal, 1)
    expect(wc.initOptions).toHaveLength(2)
  })
})

describe('pairing expiry (4 minutes)', () => {
  it('replaces an unanswered URI with a fresh one from a new proposal, again and again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const modal = coreModal()
    void startPairing(modal.runtime)
    // No vi.waitFor here: with fake timers it moves the clock itself.
    const shown = async (count: number) => {
      for (let tick = 0; tick < 50 && pairing(modal).uriCount < count; tick++) {
        await vi.advanceTimersByTimeAsync(0)
      }
      expect(pairing(modal).uriCount).toBe(count)
      return pairing(modal)
    }
    const first = await shown(1)
    expect(first.expiresAt).toBe(Date.now() + PAIRING_EXPIRY_MS)

    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - 1)
    expect(pairing(modal)).toMatchObject({ uri: first.uri, status: 'pairing' })

    await vi.advanceTimersByTimeAsync(1)
    const second = await shown(2)
    expect(second.uri).toMatch(/^wc:/)
    expect(second.uri).not.toBe(first.uri)
    expect(second.status).toBe('pairing')
    expect(second.expiresAt).toBe((first.expiresAt ?? 0) + PAIRING_EXPIRY_MS)
    expect(wc.last.connectCalls).toHaveLength(2)

    // The relay giving up on the first proposal later is no news: the new URI stays.
    wc.last.expireProposal(0)
    await vi.advanceTimersByTimeAsync(0)
    expect(pairing(modal)).toMatchObject({ status: 'pairing', uri: second.uri })

    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    await shown(3)
    expect(wc.last.connectCalls).toHaveLength(3)
  })
})

/** Moves the fake clock by 0 until `done` holds (promises settle between the steps). */
async function settleUntil(done: () => boolean): Promise<void> {
  // No vi.waitFor with fake timers: it moves the clock itself.
  for (let tick = 0; tick < 50 && !done(); tick++) await vi.advanceTimersByTimeAsync(0)
  expect(done()).toBe(true)
}

/** A promise and its resolve, for the fake's gates. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

describe('a client that hangs: time limits, then Retry with a fresh client', () => {
  it('fails a client start that does not settle within the start limit; a late start is put away', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const modal = coreModal()
    const hung = gate()
    wc.initGate = hung.promise
    const outcome = startPairing(modal.runtime)
    await settleUntil(() => wc.initOptions.length === 1)

    await vi.advanceTimersByTimeAsync(WALLET_CONNECT_START_TIMEOUT_MS - 1)
    expect(pairing(modal)).toMatchObject({ status: 'pairing', uri: undefined })
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toBe('failed')
    expect(pairing(modal)).toMatchObject({
      status: 'failed',
      error: {
        code: 'WALLET_CONNECT_UNAVAILABLE',
        message: 'WalletConnect is unavailable: the client did not start within 15 s',
      },
    })

    // Retry starts a client of its own, which pairs.
    const retry = startPairing(modal.runtime)
    await settleUntil(() => pairing(modal).uriCount === 1)
    expect(wc.initOptions).toHaveLength(2)
    const fresh = wc.last

    // The first start settles at last: that client proposes nothing and is put away, and
    // the socket WalletConnect shares with the fresh client stays open.
    hung.open()
    await settleUntil(() => wc.instances.length === 2)
    const late = wc.instances.find((instance) => instance !== fresh)
    await settleUntil(() => late?.cleanupCalls.length === 1)
    expect(late?.cleanupCalls).toEqual([{ deletePairings: true }])
    expect(late?.connectCalls).toEqual([])
    expect(late?.transportCloses).toBe(0)
    expect(pairing(modal)).toMatchObject({ status: 'pairing', uri: fresh.uris[0] })
    fresh.approve()
    await expect(retry).resolves.toBe('connected')
  })

  it('fails a proposal whose URI does not come within the URI limit; Retry uses a fresh client', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const modal = coreModal()
    const stuck = gate()
    wc.uriGate = stuck.promise
    const outcome = startPairing(modal.runtime)
    await settleUntil(() => wc.instances.length === 1 && wc.last.connectCalls.length === 1)
    const first = wc.last

    await vi.advanceTimersByTimeAsync(WALLET_CONNECT_URI_TIMEOUT_MS - 1)
    expect(pairing(modal)).toMatchObject({ status: 'pairing', uri: undefined })
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toBe('failed')
    expect(pairing(modal)).toMatchObject({
      status: 'failed',
      error: {
        code: 'WALLET_CONNECT_UNAVAILABLE',
        message: 'WalletConnect is unavailable: the relay gave no pairing code within 20 s',
      },
    })
    // Given up on: its proposal dropped, its socket closed, out of the live registry.
    await settleUntil(() => first.transportCloses === 1)
    expect(first.cleanupCalls).toEqual([{ deletePairings: true }])
    expect(first.listenerCount('display_uri')).toBe(0)

    wc.uriGate = undefined
    const retry = startPairing(modal.runtime)
    await settleUntil(() => pairing(modal).uriCount === 1)
    expect(wc.instances).toHaveLength(2)
    const fresh = wc.last
    expect(fresh).not.toBe(first)
    expect(pairing(modal).uri).toBe(fresh.uris[0])

    // The stuck proposal's URI, should it come after all, reaches nobody.
    stuck.open()
    await settleUntil(() => first.uris.length === 1)
    expect(pairing(modal)).toMatchObject({ status: 'pairing', uri: fresh.uris[0], uriCount: 1 })
    fresh.approve()
    await expect(retry).resolves.toBe('connected')
  })

  it('gives a renewed code the same limit after an expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const modal = coreModal()
    const outcome = startPairing(modal.runtime)
    await settleUntil(() => pairing(modal).uriCount === 1)
    wc.uriGate = gate().promise

    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    expect(pairing(modal).status).toBe('expired')
    await vi.advanceTimersByTimeAsync(WALLET_CONNECT_URI_TIMEOUT_MS)
    await expect(outcome).resolves.toBe('failed')
    expect(pairing(modal).error?.code).toBe('WALLET_CONNECT_UNAVAILABLE')
  })
})

describe('approval', () => {
  it('connects the account through core/connection and follows the session', async () => {
    const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
    const track = vi.spyOn(modal.runtime.analytics, 'track')
    const outcome = startPairing(modal.runtime)
    await uriNumber(modal, 1)
    wc.last.approve({ accounts: [ADDRESS.toLowerCase()], chainId: 1 })

    await expect(outcome).resolves.toBe('connected')
    expect(pairing(modal)).toMatchObject({ status: 'connected', uri: undefined })
    expect(account(modal)).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      caipNetworkId: 'eip155:1',
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
    })
    expect(modal.getState().account.activeNamespace).toBe('eip155')
    expect(readConnections().connections).toEqual([
      { namespace: 'eip155', connectorId: WALLET_CONNECT_CONNECTOR_ID, status: 'connected' },
    ])
    expect(
      liveRegistryOf(modal.runtime).get(PROVIDER_KIND, WALLET_CONNECT_CONNECTOR_ID),
    ).toBeDefined()
    expect(track).toHaveBeenCalledWith('CONNECT_SUCCESS', {
      method: 'qrcode',
      name: 'Fake Mobile Wallet',
    })
    // The session reports the chain as a decimal reference; the account follows it.
    wc.last.emit('chainChanged', '8453')
    expect(account(modal)?.caipNetworkId).toBe('eip155:8453')
  })

  it('ends the WalletConnect session when the visitor disconnects', async () => {
    const modal = coreModal()
    void startPairing(modal.runtime)
    await uriNumber(modal, 1)
    wc.last.approve()
    await vi.waitFor(() => expect(account(modal)?.status).toBe('connected'))

    await modal.store.dispatch(disconnect())
    expect(wc.last.disconnectCalls).toBe(1)
    expect(account(modal)?.status).toBe('disconnected')
    expect(modal.getState().snackbar?.open ?? false).toBe(false)
  })

  it('fails when the wallet approves without an eip155 account', async () => {
    const modal = coreModal()
    const outcome = startPairing(modal.runtime)
    await uriNumber(modal, 1)
    wc.last.approve({ accounts: [] })
    await expect(outcome).resolves.toBe('failed')
    expect(pairing(modal).error?.code).toBe('NO_ACCOUNTS')
    expect(account(modal)?.status).not.toBe('connected')
  })
})

describe('rejection and closing', () => {
  it('shows the wallet rejection, and a retry pairs with a new URI', async () => {
    const modal = coreModal()
    const outcome = startPairing(modal.runtime)
    const first = await uriNumber(modal, 1)
    wc.last.reject()

    await expect(outcome).resolves.toBe('failed')
    expect(pairing(modal)).toMatchObject({
      status: 'failed',
      uri: undefined,
      error: { code: 'CONNECTION_REJECTED', message: 'User rejected.' },
    })
    expect(account(modal)?.status).not.toBe('connected')

    const retry = startPairing(modal.runtime)
    const second = await uriNumber(modal, 1)
    expect(second).not.toBe(first)
    expect(pairing(modal).error).toBeUndefined()
    wc.last.approve()
    await expect(retry).resolves.toBe('connected')
  })

  it('reports any other failure as a failed connection with its message', async () => {
    const modal = coreModal()
    const outcome = startPairing(modal.runtime)
    await uriNumber(modal, 1)
    wc.last.reject(new FakeSdkError(-32000, 'Relay closed the socket'))
    await expect(outcome).resolves.toBe('failed')
    expect(pairing(modal).error).toEqual({
      code: 'CONNECTION_FAILED',
      message: 'Relay closed the socket',
    })
  })

  it('aborts when the modal closes: state back to idle, proposals dropped, no new URI', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const modal = coreModal()
    modal.store.dispatch(openModal({ view: 'ConnectingWalletConnect' }))
    const outcome = startPairing(modal.runtime)
    await vi.advanceTimersByTimeAsync(0)
    await uriNumber(modal, 1)
    const client = wc.last

    modal.close()
    await expect(outcome).resolves.toBe('aborted')
    expect(pairing(modal)).toMatchObject({ status: 'idle', uri: undefined, uriCount: 0 })
    expect(client.cleanupCalls).toEqual([{ deletePairings: true }])
    expect(client.listenerCount('display_uri')).toBe(0)

    await vi.advanceTimersByTimeAsync(2 * PAIRING_EXPIRY_MS)
    expect(client.connectCalls).toHaveLength(1)
    // An approval that still arrives for the dropped proposal connects nothing.
    client.approve()
    await vi.advanceTimersByTimeAsync(0)
    expect(account(modal)?.status).not.toBe('connected')
  })

  it('abortPairing stops a pairing that is still starting its client', async () => {
    const modal = coreModal()
    const outcome = startPairing(modal.runtime)
    abortPairing(modal.runtime)
    await expect(outcome).resolves.toBe('aborted')
    await vi.waitFor(() => expect(wc.instances).toHaveLength(1))
    expect(wc.last.connectCalls).toEqual([])
  })
})

describe('restoring a session after a reload', () => {
  it('publishes the stored session as the connector provider', async () => {
    wc.storedSession = {
      topic: 'stored',
      accounts: [ADDRESS],
      chainId: 8453,
      peer: { metadata: { name: 'Fake Mobile Wallet' } },
    }
    const modal = coreModal()
    const provider = await restoreWalletConnectSession(modal.runtime)
    expect(provider).toBe(
      liveRegistryOf(modal.runtime).get(PROVIDER_KIND, WALLET_CONNECT_CONNECTOR_ID),
    )
    await expect(provider?.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    expect(modal.getState().connectors?.list.map((c) => c.id)).toEqual([
      WALLET_CONNECT_CONNECTOR_ID,
    ])
  })

  it('finds nothing when no session survived', async () => {
    const modal = coreModal()
    await expect(restoreWalletConnectSession(modal.runtime)).resolves.toBeUndefined()
    expect(liveRegistryOf(modal.runtime).get(PROVIDER_KIND, WALLET_CONNECT_CONNECTOR_ID)).toBe(
      undefined,
    )
  })
})
