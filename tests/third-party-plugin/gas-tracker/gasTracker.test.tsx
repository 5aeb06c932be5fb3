import { act, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Network, PluginEntry } from 'portico'
import { onTestFinished } from 'vitest'
import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  onTestNode,
  renderModal,
  renderView,
  rpcHandlers,
  serviceHandlers,
  setupServiceServer,
  TEST_RPC_URL,
  type JsonRpcCall,
  type RenderedModal,
} from 'portico/testing'
import { ERC20_TRANSFER_GAS, median, NATIVE_TRANSFER_GAS, shortAmount, transferCosts } from './fees'
import { gasTracker } from './entry'
import { callNode } from './rpc'
import { feeHistorySchema, gasPriceSchema } from './schemas'
import { feesRead, gasTrackerSlice, selectTrend } from './slice'
import { feeHistory, gasNode, heldNode, SECOND_RPC_URL } from './test/node'

type AnalyticsSink = Parameters<typeof serviceHandlers.analyticsEvents>[0]

// The analytics events the modals send, for the whole file: a modal still sends one as it is
// torn down, after a test's own handlers are gone.
const events: AnalyticsSink = []
const server = setupServiceServer(serviceHandlers.analyticsEvents(events))
beforeEach(() => {
  events.length = 0
})

const ETHEREUM = onTestNode('eip155:1')
const BASE: Network = {
  ...onTestNode('eip155:8453'),
  rpcUrls: { default: { http: [SECOND_RPC_URL] } },
}

// The node's answers, in hex as it sends them. Base fees (gwei): 11, 11.5, 12, 12.2, 12.3 and,
// last, the next block's: 12.345678901. Rewards at the 50th percentile (gwei): 1, 1.5, 2,
// 1.5, 1: their median is 1.5. A unit of gas costs 12.345678901 + 1.5 = 13.845678901 gwei.
const HISTORY = {
  oldestBlock: '0x1312d00',
  baseFeePerGas: [
    '0x28fa6ae00',
    '0x2ad741300',
    '0x2cb417800',
    '0x2d7303600',
    '0x2dd231b80',
    '0x2dfdc1c35',
  ],
  gasUsedRatio: [0.41, 0.58, 0.52, 0.49, 0.55],
  reward: [['0x3b9aca00'], ['0x59682f00'], ['0x77359400'], ['0x59682f00'], ['0x3b9aca00']],
}
// 21,000 gas × 13.845678901 gwei = 0.000290759256921 ETH, shown cut to 0.0002907 (not rounded
// up to …08); 65,000 gas × 13.845678901 gwei = 0.000899969128565 ETH, shown as 0.0008999.
const SHOWN = {
  baseFee: '12.3456 gwei',
  priorityFee: '1.5 gwei',
  native: '0.0002907 ETH',
  erc20: '0.0008999 ETH',
}

/** The plugin as a host passes it (its entry), its code loader counted. */
function gasTrackerEntry() {
  const load = vi.fn(() => import('./index'))
  const entry: PluginEntry = { ...gasTracker, load }
  return { entry, load }
}

/** The value the view shows for `term` (the definition after it), once it shows one. */
async function shown(scope: Pick<RenderedModal, 'findByText'>, term: string) {
  const dt = await scope.findByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent
}

/** The analytics events the plugin sent for openings of its view. */
const openings = () => events.filter((event) => event.props.event === 'GAS_TRACKER_OPENED')

describe('the gas tracker, a third-party plugin written against the public entries only', () => {
  it('loads on its view and shows the fees and transfer costs the node gives, exactly', async () => {
    const calls: JsonRpcCall[] = []
    const held = heldNode()
    server.use(held.handler, gasNode({ feeHistory: HISTORY, calls }))
    const { entry, load } = gasTrackerEntry()
    const modal = createTestModal({ networks: [ETHEREUM] }, { plugins: [entry] })
    expect(load).not.toHaveBeenCalled()

    const view = await renderView(modal, 'GasTracker')
    const dialog = within(await view.findByRole('dialog', { name: 'Network fees' }))
    // A skeleton until the node answers.
    expect(await dialog.findByRole('status', { name: 'Reading network fees' })).toBeDefined()
    expect(load).toHaveBeenCalledTimes(1)
    held.release()

    expect(await shown(dialog, 'Base fee')).toBe(SHOWN.baseFee)
    expect(await shown(dialog, 'Priority fee')).toBe(SHOWN.priorityFee)
    expect(await shown(dialog, 'Sending ETH')).toBe(SHOWN.native)
    expect(await shown(dialog, 'Sending a token')).toBe(SHOWN.erc20)
    expect(dialog.getByText('21,000 gas')).toBeDefined()
    expect(dialog.getByText('65,000 gas')).toBeDefined()
    expect(dialog.getByText('On Ethereum')).toBeDefined()
    expect(dialog.getByText('Updated now')).toBeDefined()
    // One reading, so no trend yet.
    expect(dialog.queryByRole('img', { name: /Rising|Falling|Steady/ })).toBeNull()
    // The last five blocks, with the 50th percentile of their priority fees.
    expect(calls.map((call) => [call.method, call.params])).toEqual([
      ['eth_feeHistory', ['0x5', 'latest', [50]]],
    ])
    expect(modal.getState().gasTracker?.readings['eip155:1']).toEqual([
      { at: expect.any(Number), perGas: '13845678901' },
    ])
  })

  it('falls back to eth_gasPrice when the node keeps no fee history', async () => {
    const calls: JsonRpcCall[] = []
    // No eth_feeHistory: the node answers -32601. 30 gwei a unit of gas.
    server.use(gasNode({ gasPrice: '0x6fc23ac00', calls }))
    const modal = createTestModal({ networks: [ETHEREUM] }, { plugins: [gasTrackerEntry().entry] })

    const view = await renderView(modal, 'GasTracker')
    expect(await shown(view, 'Gas price')).toBe('30 gwei')
    expect(await shown(view, 'Sending ETH')).toBe('0.00063 ETH')
    expect(await shown(view, 'Sending a token')).toBe('0.00195 ETH')
    expect(view.queryByText('Base fee')).toBeNull()
    expect(calls.map((call) => call.method)).toEqual(['eth_feeHistory', 'eth_gasPrice'])
  })

  it('treats the zero base fees of a chain before EIP-1559 as no fee history', async () => {
    server.use(
      gasNode({
        feeHistory: feeHistory(['0', '0', '0', '0', '0', '0'], ['0', '0', '0', '0', '0']),
        gasPrice: '0x3b9aca00',
      }),
    )
    const modal = createTestModal({ networks: [ETHEREUM] }, { plugins: [gasTrackerEntry().entry] })

    const view = await renderView(modal, 'GasTracker')
    expect(await shown(view, 'Gas price')).toBe('1 gwei')
    expect(await shown(view, 'Sending ETH')).toBe('0.000021 ETH')
  })

  it('says so when the node fails, and Retry reads it again', async () => {
    let failing = true
    server.use(
      http.post(TEST_RPC_URL, () =>
        failing ? new HttpResponse(null, { status: 502 }) : undefined,
      ),
      gasNode({ feeHistory: HISTORY }),
    )
    const modal = createTestModal({ networks: [ETHEREUM] }, { plugins: [gasTrackerEntry().entry] })

    const view = await renderView(modal, 'GasTracker')
    const alert = await view.findByRole('alert')
    expect(alert.textContent).toContain('The Ethereum node did not answer with its fees.')

    failing = false
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await shown(view, 'Base fee')).toBe(SHOWN.baseFee)
    expect(view.queryByRole('alert')).toBeNull()
  })

  it('reads again every 12 s while open, with a trend arrow and when it last read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    onTestFinished(() => void vi.useRealTimers())
    // 20 gwei a unit of gas, then 30: rising.
    const first = feeHistory(['20', '20', '20', '20', '20', '19'], ['1', '1', '1', '1', '1'])
    const later = feeHistory(['20', '20', '20', '20', '20', '29'], ['1', '1', '1', '1', '1'])
    const calls: JsonRpcCall[] = []
    server.use(gasNode({ feeHistory: () => (calls.length <= 1 ? first : later), calls }))
    const modal = createTestModal({ networks: [ETHEREUM] }, { plugins: [gasTrackerEntry().entry] })

    const view = await renderView(modal, 'GasTracker')
    expect(await shown(view, 'Base fee')).toBe('19 gwei')
    await act(() => vi.advanceTimersByTimeAsync(6_000))
    expect(view.getByText('Updated 6 seconds ago')).toBeDefined()
    expect(calls).toHaveLength(1)

    await act(() => vi.advanceTimersByTimeAsync(6_000))
    await waitFor(() => expect(view.getByText('29 gwei')).toBeDefined())
    expect(calls).toHaveLength(2)
    expect(view.getByRole('img', { name: 'Rising' })).toBeDefined()
    expect(view.getByText('Updated now')).toBeDefined()

    // Closed, it reads nothing more.
    await act(async () => modal.close())
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(calls).toHaveLength(2)
  })

  it('shows the wallet’s network when one is connected, else the host’s default', async () => {
    server.use(
      gasNode({ feeHistory: HISTORY }),
      gasNode({ url: SECOND_RPC_URL, gasPrice: '0x2faf080' }),
    )
    const modal = createTestModal(
      { networks: [ETHEREUM, BASE] },
      { plugins: [gasTrackerEntry().entry] },
    )

    const view = await renderView(modal, 'GasTracker')
    expect(await view.findByText('On Ethereum')).toBeDefined()
    expect(await shown(view, 'Base fee')).toBe(SHOWN.baseFee)

    // A wallet on Base: 0.05 gwei a unit of gas there.
    await connectWallet(modal, createFakeWallet({ chainId: 8453 }))
    expect(modal.getState().account.byNamespace.eip155?.caipNetworkId).toBe('eip155:8453')
    await act(() => modal.open({ view: 'GasTracker' }))
    expect(await view.findByText('On Base')).toBeDefined()
    expect(await shown(view, 'Gas price')).toBe('0.05 gwei')
    expect(await shown(view, 'Sending ETH')).toBe('0.00000105 ETH')
  })

  it('offers a header button on the Account view, which opens it and is counted', async () => {
    server.use(gasNode({ feeHistory: HISTORY }), serviceHandlers.analyticsConfig(true))
    const { entry, load } = gasTrackerEntry()
    const modal = createTestModal({ networks: [ETHEREUM] }, { plugins: [entry] })
    await connectWallet(modal, createFakeWallet())

    const view = await renderModal(modal)
    expect(await view.findByRole('dialog', { name: 'Account' })).toBeDefined()
    // Its row on the Account view, and its button in the header: both before its code loads.
    expect(view.getByTestId('account-action-gasTracker').textContent).toBe(
      'Network feesWhat a transfer costs right now',
    )
    const button = view.getByRole('button', { name: 'Network fees' })
    expect(load).not.toHaveBeenCalled()

    await view.user.click(button)
    const dialog = within(await view.findByRole('dialog', { name: 'Network fees' }))
    expect(await shown(dialog, 'Base fee')).toBe(SHOWN.baseFee)
    expect(load).toHaveBeenCalledTimes(1)
    // The header button shows on the Account view only.
    expect(view.queryByRole('button', { name: 'Network fees' })).toBeNull()
    await waitFor(() => expect(openings()).toHaveLength(1))
    expect(openings()[0]?.props.properties).toEqual({ network: 'eip155:1' })

    // Back on Account, its row opens it too, and that opening counts as well.
    await view.user.click(view.getByRole('button', { name: 'Back' }))
    await view.user.click(await view.findByTestId('account-action-gasTracker'))
    expect(await view.findByRole('dialog', { name: 'Network fees' })).toBeDefined()
    await waitFor(() => expect(openings()).toHaveLength(2))
  })

  it('adds modal.networkFees(), which reads the fees as bigints without opening the modal', async () => {
    server.use(
      gasNode({ feeHistory: HISTORY }),
      gasNode({ url: SECOND_RPC_URL, gasPrice: '0x2faf080' }),
    )
    const { entry, load } = gasTrackerEntry()
    const modal = createTestModal({ networks: [ETHEREUM, BASE] }, { plugins: [entry] })
    expect(typeof modal.networkFees).toBe('function')
    expect(load).not.toHaveBeenCalled()

    await expect(modal.networkFees()).resolves.toEqual({
      kind: 'eip1559',
      caipNetworkId: 'eip155:1',
      baseFee: 12_345_678_901n,
      priorityFee: 1_500_000_000n,
      perGas: 13_845_678_901n,
      costs: { native: 290_759_256_921_000n, erc20: 899_969_128_565_000n },
    })
    await expect(modal.networkFees('eip155:8453')).resolves.toMatchObject({
      kind: 'legacy',
      gasPrice: 50_000_000n,
      costs: { native: 1_050_000_000_000n },
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(modal.getState().modal.open).toBe(false)

    await expect(modal.networkFees('eip155:137')).rejects.toMatchObject({
      name: 'PorticoError',
      code: 'UNKNOWN_NETWORK',
    })
    server.use(rpcHandlers.failing(500))
    await expect(modal.networkFees()).rejects.toMatchObject({
      name: 'PorticoError',
      code: 'NODE_FAILED',
    })
  })

  it('stays off, and offers nothing, when the project switches its feature off remotely', async () => {
    server.use(
      gasNode({ feeHistory: HISTORY }),
      serviceHandlers.config([{ id: 'gasTracker', isEnabled: false }]),
    )
    const { entry, load } = gasTrackerEntry()
    const modal = createTestModal({ networks: [ETHEREUM] }, { plugins: [entry] })
    await connectWallet(modal, createFakeWallet())

    const view = await renderModal(modal)
    expect(await view.findByRole('dialog', { name: 'Account' })).toBeDefined()
    await waitFor(() => expect(modal.getState().features?.status).toBe('loaded'))
    expect(view.queryByRole('button', { name: /Network fees/ })).toBeNull()
    expect(view.queryByTestId('account-action-gasTracker')).toBeNull()

    await act(() => modal.open({ view: 'GasTracker' }))
    expect(await view.findByText('This screen is not available in this app.')).toBeDefined()
    await expect(modal.networkFees()).rejects.toMatchObject({ code: 'PLUGIN_UNAVAILABLE' })
    expect(load).not.toHaveBeenCalled()
  })

  it('gives each of two modals on a page its own reading, state and context', async () => {
    server.use(
      gasNode({ feeHistory: HISTORY }),
      gasNode({ url: SECOND_RPC_URL, gasPrice: '0x2faf080' }),
      serviceHandlers.analyticsConfig(true),
    )
    // One plugin entry, as a page would share it; two modals on different networks.
    const { entry, load } = gasTrackerEntry()
    const first = createTestModal({ networks: [ETHEREUM] }, { plugins: [entry] })
    const second = createTestModal({ networks: [BASE], language: 'de' }, { plugins: [entry] })

    const firstView = await renderView(first, 'GasTracker')
    const secondView = await renderView(second, 'GasTracker')
    expect(await shown(firstView, 'Base fee')).toBe(SHOWN.baseFee)
    expect(await shown(secondView, 'Gaspreis')).toBe('0.05 Gwei')
    expect(firstView.queryByText('Gaspreis')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)

    // Each modal's listeners wrote to its own store, and tracked with its own context.
    expect(Object.keys(first.getState().gasTracker?.readings ?? {})).toEqual(['eip155:1'])
    expect(Object.keys(second.getState().gasTracker?.readings ?? {})).toEqual(['eip155:8453'])
    await waitFor(() => expect(openings()).toHaveLength(2))
    expect(openings().map((event) => event.props.properties?.network)).toEqual(
      expect.arrayContaining(['eip155:1', 'eip155:8453']),
    )

    // Unloading it from one modal leaves the other's alone.
    await act(() => first.unloadPlugin('gasTracker'))
    expect(first.getState().plugins.byId.gasTracker).toBeUndefined()
    expect(second.getState().plugins.byId.gasTracker?.status).toBe('ready')
    expect(await shown(secondView, 'Gaspreis')).toBe('0.05 Gwei')
  })

  it('is taken down by unloadPlugin: its view and listeners go; its manifest stays', async () => {
    const calls: JsonRpcCall[] = []
    server.use(gasNode({ feeHistory: HISTORY, calls }), serviceHandlers.analyticsConfig(true))
    const { entry, load } = gasTrackerEntry()
    const modal = createTestModal({ networks: [ETHEREUM] }, { plugins: [entry] })
    await connectWallet(modal, createFakeWallet())
    const view = await renderModal(modal)
    await view.user.click(await view.findByRole('button', { name: 'Network fees' }))
    expect(await shown(view, 'Base fee')).toBe(SHOWN.baseFee)
    await waitFor(() => expect(openings()).toHaveLength(1))

    await act(() => modal.unloadPlugin('gasTracker'))
    expect(modal.getState().plugins.byId.gasTracker).toBeUndefined()
    // Its view is gone from the modal (the route waits for a plugin again)...
    await waitFor(() => expect(view.queryByText('Base fee')).toBeNull())
    // ...and with it the view's subscription to the node.
    const heard = calls.length

    // The header button is part of its manifest, which the modal keeps: pressing it loads
    // the plugin again. Its old listeners are gone: the new opening is counted once, and the
    // new reading kept once.
    await view.user.click(view.getByRole('button', { name: 'Back' }))
    await view.user.click(await view.findByRole('button', { name: 'Network fees' }))
    expect(await shown(view, 'Base fee')).toBe(SHOWN.baseFee)
    expect(load).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(openings()).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(openings()).toHaveLength(2)
    expect(calls.length).toBe(heard + 1)
    expect(modal.getState().gasTracker?.readings['eip155:1']).toHaveLength(2)
  })

  it.each([
    {
      language: 'es' as const,
      title: 'Comisiones de red',
      rows: {
        'Comisión base': '12.3456 gwei',
        'Comisión de prioridad': '1.5 gwei',
        'Enviar ETH': SHOWN.native,
        'Enviar un token': SHOWN.erc20,
      },
      texts: ['En Ethereum', 'Actualizado ahora', '21.000 de gas'],
    },
    {
      language: 'de' as const,
      title: 'Netzwerkgebühren',
      rows: {
        Grundgebühr: '12.3456 Gwei',
        Prioritätsgebühr: '1.5 Gwei',
        'ETH senden': SHOWN.native,
        'Einen Token senden': SHOWN.erc20,
      },
      texts: ['Auf Ethereum', 'Aktualisiert jetzt', '21.000 Gas'],
    },
  ])('speaks $language in its own namespace', async ({ language, title, rows, texts }) => {
    server.use(gasNode({ feeHistory: HISTORY }))
    const modal = createTestModal(
      { networks: [ETHEREUM], language },
      { plugins: [gasTrackerEntry().entry] },
    )
    await connectWallet(modal, createFakeWallet())

    const view = await renderModal(modal)
    // The header button's label comes from the manifest, before the plugin's code loads.
    await view.user.click(await view.findByRole('button', { name: title }))
    const dialog = within(await view.findByRole('dialog', { name: title }))
    for (const [term, value] of Object.entries(rows)) {
      expect(await shown(dialog, term)).toBe(value)
    }
    for (const text of texts) expect(dialog.getByText(text)).toBeDefined()
  })
})

describe('its parts', () => {
  it('computes with bigints and shows amounts cut, never rounded up', () => {
    expect(median([3n, 1n, 2n])).toBe(2n)
    expect(median([4n, 1n, 3n, 2n])).toBe(2n)
    expect(median([])).toBe(0n)
    const perGas = 13_845_678_901n
    expect(transferCosts({ kind: 'legacy', gasPrice: perGas, perGas })).toEqual({
      native: perGas * NATIVE_TRANSFER_GAS,
      erc20: perGas * ERC20_TRANSFER_GAS,
    })
    expect(shortAmount(290_759_256_921_000n, 18)).toBe('0.0002907')
    expect(shortAmount(20_123_456_789n, 9)).toBe('20.1234')
    // A native token with 6 decimals: formatted with its own.
    expect(shortAmount(1_234_567n, 6)).toBe('1.2345')
    expect(shortAmount(0n, 18)).toBe('0')
  })

  it('keeps the last five readings per network and reads a trend from them', () => {
    const reduce = (readings: string[]) =>
      readings.reduce(
        (state, perGas, at) =>
          gasTrackerSlice.reducer(state, feesRead({ caipNetworkId: 'eip155:1', at, perGas })),
        gasTrackerSlice.getInitialState(),
      )
    const trendOf = (readings: string[]) =>
      selectTrend({ gasTracker: reduce(readings) } as never, 'eip155:1')

    expect(reduce(['1', '2', '3', '4', '5', '6', '7']).readings['eip155:1']).toHaveLength(5)
    expect(trendOf(['100'])).toBeUndefined()
    expect(trendOf(['100', '110'])).toBe('up')
    expect(trendOf(['100', '90'])).toBe('down')
    expect(trendOf(['100', '101'])).toBe('steady')
    // Against the mean of the earlier readings: 100, 120 → 110; 111 is steady.
    expect(trendOf(['100', '120', '111'])).toBe('steady')
  })

  it('tries the next node address when one fails, and gives up on one that hangs', async () => {
    server.use(rpcHandlers.failing(503), gasNode({ url: SECOND_RPC_URL, gasPrice: '0x1' }))
    const signal = new AbortController().signal
    const urls = [TEST_RPC_URL, SECOND_RPC_URL]
    await expect(callNode({ urls, signal }, 'eth_gasPrice', [], gasPriceSchema)).resolves.toBe(
      '0x1',
    )

    // A malformed result is no answer either; a JSON-RPC error is the node's answer.
    server.use(rpcHandlers.node({ eth_feeHistory: () => ({ result: { oldestBlock: 'soon' } }) }))
    await expect(
      callNode({ urls: [TEST_RPC_URL], signal }, 'eth_feeHistory', [], feeHistorySchema),
    ).rejects.toMatchObject({ kind: 'malformed' })
    await expect(
      callNode({ urls: [SECOND_RPC_URL], signal }, 'eth_feeHistory', [], feeHistorySchema),
    ).rejects.toMatchObject({ kind: 'rpc', code: -32601 })

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    server.use(http.post(TEST_RPC_URL, () => new Promise<never>(() => {})))
    const hanging = callNode({ urls: [TEST_RPC_URL], signal }, 'eth_gasPrice', [], gasPriceSchema)
    const outcome = expect(hanging).rejects.toMatchObject({
      kind: 'unreachable',
      message: `${TEST_RPC_URL} did not answer in time`,
    })
    await vi.advanceTimersByTimeAsync(10_000)
    await outcome
  })
})
