import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type BalanceCall,
  nativeEntry,
  onTestNode,
  rpcHandlers,
  serviceHandlers,
  setupServiceServer,
  TEST_ENDPOINTS,
  tokenEntry,
} from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { toChecksumAddress } from '../chains/address'
import { BALANCE_CACHE_MS, BALANCE_RETRY_WAIT_MS } from '../constants'
import { TOKEN_BALANCE_UNAVAILABLE_KEY, refreshBalance } from './balance'
import { activeNamespaceSet, connected, networkChanged } from './slice'

const server = setupServiceServer()

const ADDRESS = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7')
const KEY = ADDRESS.toLowerCase()
const ONE_AND_A_HALF_ETH = 1_500_000_000_000_000_000n

type TestModal = ReturnType<typeof coreModal>

/** A modal whose eip155 account is connected on `caipNetworkId`, its networks on the msw node. */
function connectedModal(caipNetworkId = 'eip155:1') {
  const modal = coreModal({ networks: [onTestNode('eip155:1'), onTestNode('eip155:8453')] })
  // The both-failed warning is expected where it happens; the tests read the snackbar instead.
  vi.spyOn(modal.runtime.logger, 'warn').mockImplementation(() => undefined)
  connectOn(modal, caipNetworkId)
  return modal
}

/** The eip155 account connected on `caipNetworkId` (set directly, as a restored connection). */
function connectOn(modal: TestModal, caipNetworkId: string) {
  modal.store.dispatch(activeNamespaceSet('eip155'))
  modal.store.dispatch(
    connected(
      {
        namespace: 'eip155',
        address: ADDRESS,
        caipAddress: `${caipNetworkId}:${ADDRESS}`,
        caipNetworkId,
        connectorId: 'test',
      },
      'restore',
    ),
  )
}

/** The wallet moved the connected account to `caipNetworkId`. */
function onNetwork(modal: TestModal, caipNetworkId: string) {
  modal.store.dispatch(
    networkChanged({
      namespace: 'eip155',
      caipNetworkId,
      caipAddress: `${caipNetworkId}:${ADDRESS}`,
    }),
  )
}

const account = (modal: TestModal) => modal.getState().account.byNamespace.eip155

/** Counts the service's balance calls and the node's JSON-RPC requests. */
function counting() {
  const calls = { service: [] as BalanceCall[], node: 0 }
  return {
    calls,
    service: (table: Parameters<typeof serviceHandlers.balances>[0]) =>
      serviceHandlers.balances(table, (call) => calls.service.push(call)),
    serviceFailing: (status: number) =>
      serviceHandlers.accountFailing('balance', status, () =>
        calls.service.push({ address: '', chainId: null, currency: null, forceUpdate: null }),
      ),
    node: (balances: Record<string, bigint>) =>
      rpcHandlers.balances(balances, { onCall: () => (calls.node += 1) }),
    nodeFailing: (status: number) =>
      rpcHandlers.failing(status, { onCall: () => (calls.node += 1) }),
  }
}

beforeEach(() => {
  // Only the clock is faked: msw, the retries and the snackbar keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

describe('refreshBalance from the balance service', () => {
  it('keeps the native balance and the tokens, filtering zero-decimal tokens', async () => {
    const { calls, service, node } = counting()
    server.use(
      service({
        [KEY]: [
          nativeEntry('eip155:1', '1.25'),
          tokenEntry('eip155:1', 'USDC', '12.5'),
          tokenEntry('eip155:1', 'NFTISH', '3', '0'),
        ],
      }),
      node({}),
    )
    const modal = connectedModal()

    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('service')

    expect(account(modal)).toMatchObject({ balance: '1.25', balanceSymbol: 'ETH' })
    expect(account(modal)?.tokenBalance?.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(calls.service).toEqual([
      { address: ADDRESS, chainId: 'eip155:1', currency: 'usd', forceUpdate: null },
    ])
    expect(calls.node).toBe(0)
  })

  it('reuses an answer for 30 s, then asks again (SPEC §9)', async () => {
    const { calls, service } = counting()
    server.use(service({ [KEY]: [nativeEntry('eip155:1', '1')] }))
    const modal = connectedModal()

    await modal.store.dispatch(refreshBalance())
    later(BALANCE_CACHE_MS - 1_000)
    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('service')
    expect(calls.service).toHaveLength(1)

    later(1_000)
    await modal.store.dispatch(refreshBalance())
    expect(calls.service).toHaveLength(2)
  })

  it('caches per network: another network is its own request', async () => {
    const { calls, service } = counting()
    server.use(
      service({ [KEY]: [nativeEntry('eip155:1', '1'), nativeEntry('eip155:8453', '0.2')] }),
    )
    const modal = connectedModal()
    await modal.store.dispatch(refreshBalance())
    onNetwork(modal, 'eip155:8453')
    await modal.store.dispatch(refreshBalance())
    expect(account(modal)?.balance).toBe('0.2')
    expect(calls.service.map((call) => call.chainId)).toEqual(['eip155:1', 'eip155:8453'])
  })

  it('sends forceUpdate and skips the cache when a token just changed', async () => {
    const { calls, service } = counting()
    server.use(service({ [KEY]: [nativeEntry('eip155:1', '1')] }))
    const modal = connectedModal()
    await modal.store.dispatch(refreshBalance())
    await modal.store.dispatch(refreshBalance({ forceUpdate: 'eip155:1:0xtoken' }))
    expect(calls.service.map((call) => call.forceUpdate)).toEqual([null, 'eip155:1:0xtoken'])
  })

  it('makes one request for refreshes asked at the same time', async () => {
    const { calls, service } = counting()
    server.use(service({ [KEY]: [nativeEntry('eip155:1', '1')] }))
    const modal = connectedModal()
    const outcomes = await Promise.all([
      modal.store.dispatch(refreshBalance()),
      modal.store.dispatch(refreshBalance()),
    ])
    expect(outcomes).toEqual(['service', 'service'])
    expect(calls.service).toHaveLength(1)
  })
})

describe('refreshBalance falling back to the node', () => {
  it("reads eth_getBalance from the network's node when the service fails", async () => {
    const { calls, serviceFailing, node } = counting()
    server.use(serviceFailing(404), node({ [KEY]: ONE_AND_A_HALF_ETH }))
    const modal = connectedModal()

    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('node')

    expect(account(modal)).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
    expect(account(modal)?.tokenBalance).toBeUndefined()
    expect(calls).toMatchObject({ node: 1 })
    expect(modal.getState().snackbar?.open ?? false).toBe(false)
  })

  it('reads the node when the service has no native entry, keeping its tokens', async () => {
    const { calls, service, node } = counting()
    // The service leaves out a native balance of zero.
    server.use(service({ [KEY]: [tokenEntry('eip155:1', 'USDC', '5')] }), node({}))
    const modal = connectedModal()

    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('node')

    expect(account(modal)).toMatchObject({ balance: '0', balanceSymbol: 'ETH' })
    expect(account(modal)?.tokenBalance?.map((token) => token.symbol)).toEqual(['USDC'])
    expect(calls.node).toBe(1)
  })

  it('uses the symbol of the network, e.g. POL on Polygon', async () => {
    const { serviceFailing, node } = counting()
    server.use(serviceFailing(404), node({ [KEY]: 2n * 10n ** 18n }))
    const modal = coreModal({ networks: [onTestNode('eip155:137')] })
    connectOn(modal, 'eip155:137')
    await modal.store.dispatch(refreshBalance())
    const symbol = modal.getState().options.networks[0]?.nativeCurrency.symbol
    expect(account(modal)).toMatchObject({ balance: '2', balanceSymbol: symbol })
  })
})

describe('refreshBalance when both fail (SPEC §4)', () => {
  it("shows 'Token Balance Unavailable' and does nothing for 30 s, then tries again", async () => {
    const { calls, serviceFailing, nodeFailing, service } = counting()
    server.use(serviceFailing(404), nodeFailing(400))
    const modal = connectedModal()

    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('failed')
    expect(modal.getState().snackbar).toMatchObject({
      open: true,
      variant: 'error',
      message: { key: TOKEN_BALANCE_UNAVAILABLE_KEY },
    })
    expect(account(modal)?.balance).toBeUndefined()
    expect(calls.service).toHaveLength(1)
    expect(calls.node).toBe(1)

    // Inside the wait: no request at all, whatever asks.
    later(BALANCE_RETRY_WAIT_MS - 1)
    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('blocked')
    await expect(modal.store.dispatch(refreshBalance({ forceUpdate: 'x' }))).resolves.toBe(
      'blocked',
    )
    expect(calls.service).toHaveLength(1)
    expect(calls.node).toBe(1)

    // After it: a new attempt, which now succeeds.
    server.use(service({ [KEY]: [nativeEntry('eip155:1', '3')] }))
    later(1)
    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('service')
    expect(calls.service).toHaveLength(2)
    expect(account(modal)?.balance).toBe('3')
  })

  it('blocks per modal: another modal on the page still asks', async () => {
    const { calls, serviceFailing, nodeFailing } = counting()
    server.use(serviceFailing(404), nodeFailing(400))
    const first = connectedModal()
    const second = connectedModal()
    await first.store.dispatch(refreshBalance())
    await expect(second.store.dispatch(refreshBalance())).resolves.toBe('failed')
    expect(calls.service).toHaveLength(2)
  })

  it('fails also when the service has no native entry and the node fails, keeping the tokens', async () => {
    const { service, nodeFailing } = counting()
    server.use(service({ [KEY]: [tokenEntry('eip155:1', 'USDC', '5')] }), nodeFailing(400))
    const modal = connectedModal()
    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('failed')
    expect(modal.getState().snackbar?.message).toEqual({ key: TOKEN_BALANCE_UNAVAILABLE_KEY })
    expect(account(modal)?.balance).toBeUndefined()
    expect(account(modal)?.tokenBalance?.map((token) => token.symbol)).toEqual(['USDC'])
  })

  it('treats a malformed service answer as a failure', async () => {
    const { node } = counting()
    server.use(
      http.get(`${TEST_ENDPOINTS.blockchainServices}/v1/account/:address/balance`, () =>
        HttpResponse.json({ balances: [{ symbol: 'ETH' }] }),
      ),
      node({ [KEY]: 1n }),
    )
    const modal = connectedModal()
    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('node')
    expect(account(modal)?.balance).toBe('0.000000000000000001')
  })
})

describe('refreshBalance and the account', () => {
  it('does nothing without a connected account or on a network the host did not configure', async () => {
    const { calls, service } = counting()
    server.use(service({}))
    const modal = coreModal({ networks: [onTestNode('eip155:1')] })
    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('skipped')
    connectOn(modal, 'eip155:10')
    await expect(modal.store.dispatch(refreshBalance())).resolves.toBe('skipped')
    expect(calls.service).toEqual([])
  })

  it('drops an answer that arrives after the visitor switched network', async () => {
    const { service } = counting()
    server.use(service({ [KEY]: [nativeEntry('eip155:1', '9')] }))
    const modal = connectedModal()
    const refreshing = modal.store.dispatch(refreshBalance())
    // The request for eip155:1 is in flight when the wallet moves to Base.
    onNetwork(modal, 'eip155:8453')
    await expect(refreshing).resolves.toBe('skipped')
    expect(account(modal)?.balance).toBeUndefined()
    expect(account(modal)?.caipNetworkId).toBe('eip155:8453')
  })
})
