import type { Modal } from 'portico'
import { FakeProvider } from 'portico/testing'
import { describe, expect, it } from 'vitest'
import { CONVERT_PATHS } from './schemas'
import { formPrefilled, selectSwaps } from './slice'
import { confirmSwap, type SwapOrder } from './swap'
import {
  connectedSwapsModal,
  convertHandlers,
  ETH,
  GOLD,
  ROUTER,
  setupSwapsServer,
  swapsApiOf,
  USDC,
  USDC_CONTRACT,
} from './test/fixtures'

const server = setupSwapsServer()
const APPROVE_HASH = `0x${'aa'.repeat(32)}`
const SWAP_HASH = `0x${'bb'.repeat(32)}`
const mined = { status: '0x1' }
const reverted = { status: '0x0' }

/** A wallet that sends (approval first, then swap) and whose transactions are mined. */
function wallet() {
  return new FakeProvider()
    .respondOnce('eth_sendTransaction', APPROVE_HASH)
    .respond('eth_sendTransaction', SWAP_HASH)
    .respond('eth_getTransactionReceipt', mined)
}

const ethForUsdc: SwapOrder = { from: ETH, to: USDC, fromAmount: 100_000_000_000_000_000n }
const usdcForGold: SwapOrder = { from: USDC, to: GOLD, fromAmount: 50_000_000n }

async function run(modal: Modal, order: SwapOrder) {
  // The form as the visitor left it: a failure must keep it.
  modal.store.dispatch(
    formPrefilled({ fromToken: order.from.address, toToken: order.to.address, amount: '50' }),
  )
  return modal.store.dispatch(confirmSwap(swapsApiOf(modal), order))
}

const sentTo = (provider: FakeProvider) =>
  provider.paramsOf('eth_sendTransaction').map((params) => {
    const [tx] = params as Array<{ to: string; data: string; value?: string }>
    return { to: tx?.to, data: tx?.data, value: tx?.value }
  })

describe('confirmSwap', () => {
  it('swaps the native currency at once: no allowance to spend, one transaction', async () => {
    let built: unknown
    server.use(
      convertHandlers.allowance((2n ** 256n - 1n).toString()),
      convertHandlers.buildTransaction((body) => (built = body)),
    )
    const provider = new FakeProvider()
      .respond('eth_sendTransaction', SWAP_HASH)
      .respond('eth_getTransactionReceipt', mined)
    const modal = await connectedSwapsModal(provider)
    expect(await run(modal, ethForUsdc)).toEqual({ ok: true, hash: SWAP_HASH })
    expect(sentTo(provider)).toEqual([
      { to: ROUTER, data: '0x7ff36ab5', value: '0x16345785d8a0000' },
    ])
    // The 1 % slippage tolerance; the wallet estimates the gas (and says why it fails).
    expect(built).toMatchObject({
      projectId: 'test',
      amount: '100000000000000000',
      eip155: { slippage: '1' },
      disableEstimate: true,
    })
    expect(selectSwaps(modal.getState()).progress).toEqual({
      status: 'success',
      hash: SWAP_HASH,
      caipNetworkId: 'eip155:1',
    })
    expect(selectSwaps(modal.getState()).amount).toBe('')
  })

  it('approves exactly the amount first when the allowance is short, then swaps', async () => {
    let approveParams: URLSearchParams | undefined
    server.use(
      convertHandlers.allowance('49999999'),
      convertHandlers.buildApprove((params) => (approveParams = params)),
      convertHandlers.buildTransaction(),
    )
    const provider = wallet()
    const modal = await connectedSwapsModal(provider)
    expect(await run(modal, usdcForGold)).toEqual({ ok: true, hash: SWAP_HASH })
    expect(approveParams?.get('amount')).toBe('50000000')
    expect(approveParams?.get('from')).toBe(USDC.address)
    expect(sentTo(provider)).toEqual([
      { to: USDC_CONTRACT, data: '0x095ea7b3', value: '0x0' },
      { to: ROUTER, data: '0x7ff36ab5', value: '0x0' },
    ])
    // The approval was mined before the swap was built and sent.
    const methods = provider.methods.filter(
      (m) => m.startsWith('eth_send') || m.includes('Receipt'),
    )
    expect(methods).toEqual([
      'eth_sendTransaction',
      'eth_getTransactionReceipt',
      'eth_sendTransaction',
      'eth_getTransactionReceipt',
    ])
  })

  it('skips the approval when the allowance covers the amount', async () => {
    let approvals = 0
    server.use(
      convertHandlers.allowance('50000000'),
      convertHandlers.buildApprove(() => approvals++),
      convertHandlers.buildTransaction(),
    )
    const provider = wallet()
    const modal = await connectedSwapsModal(provider)
    expect((await run(modal, usdcForGold)).ok).toBe(true)
    expect(approvals).toBe(0)
    expect(sentTo(provider)).toHaveLength(1)
  })

  it('keeps the form and gives the wallet’s reason when the visitor rejects', async () => {
    server.use(convertHandlers.allowance('0'), convertHandlers.buildApprove())
    const provider = new FakeProvider().fail(
      'eth_sendTransaction',
      4001,
      'User rejected the request.',
    )
    const modal = await connectedSwapsModal(provider)
    const outcome = await run(modal, usdcForGold)
    // The wallet's own words.
    expect(outcome).toEqual({ ok: false, reason: 'User rejected the request.' })
    const state = selectSwaps(modal.getState())
    expect(state.progress).toEqual({ status: 'failed', reason: outcome.ok ? '' : outcome.reason })
    expect(state.amount).toBe('50')
    expect(state.fromToken).toBe(USDC.address)
  })

  it('stops when the approval reverts on chain: no swap is sent', async () => {
    server.use(convertHandlers.allowance('0'), convertHandlers.buildApprove())
    const provider = new FakeProvider()
      .respond('eth_sendTransaction', APPROVE_HASH)
      .respond('eth_getTransactionReceipt', reverted)
    const modal = await connectedSwapsModal(provider)
    expect(await run(modal, usdcForGold)).toEqual({
      ok: false,
      reason: 'The approval of USDC failed on chain',
    })
    expect(sentTo(provider)).toHaveLength(1)
  })

  it('reports a swap that reverts on chain', async () => {
    server.use(convertHandlers.allowance('0'), convertHandlers.buildTransaction())
    const provider = new FakeProvider()
      .respond('eth_sendTransaction', SWAP_HASH)
      .respondOnce('eth_getTransactionReceipt', null)
      .respond('eth_getTransactionReceipt', reverted)
    const modal = await connectedSwapsModal(provider)
    expect(await run(modal, ethForUsdc)).toEqual({
      ok: false,
      reason: 'The swap failed on chain (the price may have moved)',
    })
  })

  it.each([
    ['the allowance', CONVERT_PATHS.allowance, 400],
    ['build-approve', CONVERT_PATHS.buildApprove, 400],
    ['build-transaction', CONVERT_PATHS.buildTransaction, 400],
    ['build-transaction, a server error', CONVERT_PATHS.buildTransaction, 503],
  ])(
    'fails with the status when %s is refused, sending nothing after',
    async (_name, path, status) => {
      // The refusal first: msw answers with the first handler that matches.
      server.use(
        convertHandlers.refusing(path, status),
        convertHandlers.allowance('0'),
        convertHandlers.buildApprove(),
        convertHandlers.buildTransaction(),
      )
      const provider = wallet()
      const modal = await connectedSwapsModal(provider)
      const outcome = await run(modal, usdcForGold)
      expect(outcome.ok).toBe(false)
      expect(outcome.ok ? '' : outcome.reason).toMatch(
        new RegExp(`^The exchange service failed \\(${status}\\)`),
      )
      const sends = sentTo(provider).length
      expect(sends).toBe(path === CONVERT_PATHS.buildTransaction ? 1 : 0)
    },
  )

  it('fails on an answer the schemas refuse, sending nothing', async () => {
    server.use(
      convertHandlers.allowance('0'),
      convertHandlers.malformed(CONVERT_PATHS.buildApprove),
    )
    const provider = wallet()
    const modal = await connectedSwapsModal(provider)
    const outcome = await run(modal, usdcForGold)
    expect(outcome.ok).toBe(false)
    expect(sentTo(provider)).toHaveLength(0)
  })

  it('refuses a second swap while one waits for the wallet', async () => {
    server.use(convertHandlers.allowance('0'), convertHandlers.buildTransaction())
    const provider = new FakeProvider().respond('eth_getTransactionReceipt', mined)
    const held = provider.hold('eth_sendTransaction')
    const modal = await connectedSwapsModal(provider)
    const first = run(modal, ethForUsdc)
    await held.received
    expect(await modal.store.dispatch(confirmSwap(swapsApiOf(modal), ethForUsdc))).toEqual({
      ok: false,
      reason: 'A swap is already waiting for the wallet',
    })
    held.approve(SWAP_HASH)
    expect(await first).toEqual({ ok: true, hash: SWAP_HASH })
  })
})
