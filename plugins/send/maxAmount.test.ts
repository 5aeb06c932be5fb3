import type { Modal } from 'portico'
import { FakeProvider, serviceHandlers } from 'portico/testing'
import { fillMaxAmount } from './maxAmount'
import { estimateSendFee } from './networkFee'
import { amountTyped, receiverTyped, selectSend, tokenChosen } from './slice'
import {
  RECEIVER,
  SENDER,
  USDC_CONTRACT,
  connectedSendModal,
  ethBalance,
  setupSendServer,
  usdcBalance,
  type TokenBalance,
} from './test/fixtures'

const server = setupSendServer()
const GAS = '0x5208' // 21000
const GWEI = '0x3b9aca00' // 1 gwei

beforeEach(() => localStorage.clear())

/** A connected modal whose account holds `entries`, with `symbol` chosen to send. */
async function choosing(symbol: string, entries: TokenBalance[], provider: FakeProvider) {
  server.use(serviceHandlers.balances({ [SENDER.toLowerCase()]: entries }))
  const modal = await connectedSendModal(provider)
  await vi.waitFor(() =>
    expect(selectSend(modal.getState()).tokenBalances.map((t) => t.symbol)).toContain(symbol),
  )
  const token = selectSend(modal.getState()).tokenBalances.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} balance`)
  modal.store.dispatch(tokenChosen(token))
  return modal
}

const amount = (modal: Modal) => selectSend(modal.getState()).sendTokenAmount
const snackbarKey = (modal: Modal) => {
  const message = modal.getState().snackbar?.message
  return message && 'key' in message ? modal.i18n.t(message.key, message.values) : undefined
}

describe('Max', () => {
  it('for the native currency, leaves the estimated fee (with headroom) for gas', async () => {
    const provider = new FakeProvider()
      .respond('eth_estimateGas', GAS)
      .respond('eth_gasPrice', GWEI)
    const modal = await choosing('ETH', [ethBalance('1')], provider)

    await modal.store.dispatch(fillMaxAmount())

    // 1 ETH less 21000 gas at 1 gwei, twice over: 0.000042 ETH stays for the fee.
    expect(amount(modal)).toBe('0.999958')
    // Estimated as a plain transfer; to the sender while no receiver is known.
    expect(provider.paramsOf('eth_estimateGas')).toEqual([
      [{ from: SENDER, to: SENDER, data: '0x', value: '0x0', chainId: '0x1' }],
    ])
  })

  it('estimates the transfer to the receiver once there is one', async () => {
    const provider = new FakeProvider()
      .respond('eth_estimateGas', GAS)
      .respond('eth_gasPrice', GWEI)
    const modal = await choosing('ETH', [ethBalance('1')], provider)
    modal.store.dispatch(receiverTyped(RECEIVER))
    await vi.waitFor(() => expect(selectSend(modal.getState()).receiverAddress).toBe(RECEIVER))

    await modal.store.dispatch(fillMaxAmount())

    expect(provider.paramsOf('eth_estimateGas')).toEqual([
      [{ from: SENDER, to: RECEIVER, data: '0x', value: '0x0', chainId: '0x1' }],
    ])
  })

  it('for a token, is the whole holding to the last unit, without asking the wallet', async () => {
    const provider = new FakeProvider()
    const modal = await choosing('USDC', [ethBalance('1'), usdcBalance('42.123456')], provider)

    await modal.store.dispatch(fillMaxAmount())

    expect(amount(modal)).toBe('42.123456')
    expect(provider.methods).not.toContain('eth_estimateGas')
  })

  it('says so when the balance does not even cover the fee, and keeps the amount', async () => {
    const provider = new FakeProvider()
      .respond('eth_estimateGas', GAS)
      .respond('eth_gasPrice', GWEI)
    const modal = await choosing('ETH', [ethBalance('0.00004')], provider)
    modal.store.dispatch(amountTyped('0.00001'))

    await modal.store.dispatch(fillMaxAmount())

    expect(amount(modal)).toBe('0.00001')
    expect(snackbarKey(modal)).toBe('Not enough ETH left to pay the network fee')
  })

  it('says so when the wallet cannot estimate the fee', async () => {
    const provider = new FakeProvider()
      .fail('eth_estimateGas', -32000, 'execution reverted')
      .respond('eth_gasPrice', GWEI)
    const modal = await choosing('ETH', [ethBalance('1')], provider)

    await modal.store.dispatch(fillMaxAmount())

    expect(amount(modal)).toBe('')
    expect(snackbarKey(modal)).toBe('The network fee could not be estimated')
  })
})

describe('the network fee of the preview', () => {
  it('is the gas of the real transfer times the gas price, in the smallest unit', async () => {
    const provider = new FakeProvider()
      .respond('eth_estimateGas', '0xea60') // 60000
      .respond('eth_gasPrice', '0x77359400') // 2 gwei
    const modal = await choosing('USDC', [ethBalance('1'), usdcBalance('10')], provider)
    modal.store.dispatch(amountTyped('2.5'))
    modal.store.dispatch(receiverTyped(RECEIVER))
    await vi.waitFor(() => expect(selectSend(modal.getState()).receiverAddress).toBe(RECEIVER))

    await modal.store.dispatch(estimateSendFee())

    expect(selectSend(modal.getState()).networkFee).toMatchObject({
      status: 'ready',
      gas: '60000',
      gasPrice: '2000000000',
    })
    const [[estimated]] = provider.paramsOf('eth_estimateGas') as [[{ to: string; data: string }]]
    expect(estimated.to).toBe(USDC_CONTRACT)
    expect(estimated.data.endsWith((2_500_000).toString(16).padStart(64, '0'))).toBe(true)
  })

  it('is marked failed when the wallet cannot estimate it, and not asked for an incomplete form', async () => {
    const provider = new FakeProvider().fail('eth_gasPrice', -32603, 'Internal error')
    provider.respond('eth_estimateGas', GAS)
    const modal = await choosing('ETH', [ethBalance('1')], provider)

    await modal.store.dispatch(estimateSendFee())
    expect(selectSend(modal.getState()).networkFee).toEqual({ status: 'idle' })

    modal.store.dispatch(amountTyped('0.5'))
    modal.store.dispatch(receiverTyped(RECEIVER))
    await vi.waitFor(() => expect(selectSend(modal.getState()).receiverAddress).toBe(RECEIVER))
    await modal.store.dispatch(estimateSendFee())
    expect(selectSend(modal.getState()).networkFee).toMatchObject({
      status: 'failed',
      reason: 'Internal error',
    })
  })
})
