import { http } from 'msw'
import * as z from 'zod/mini'
import type { Modal } from 'portico'
import { connected, namespaceChanged, showError } from 'portico/plugin'
import {
  createTestModal,
  FakeProvider,
  serviceHandlers,
  TEST_ENDPOINTS,
  validated,
  type BalanceCall,
} from 'portico/testing'
import { estimateSendFee } from './networkFee'
import { sendToken } from './sendToken'
import { amountTyped, receiverTyped, selectSend, tokenChosen } from './slice'
import {
  RECEIVER,
  SENDER,
  USDC_CONTRACT,
  connectedSendModal,
  ethBalance,
  sendApiOf,
  sendEntry,
  setupSendServer,
  usdcBalance,
  type TokenBalance,
} from './test/fixtures'

const server = setupSendServer()
const HASH = `0x${'ab'.repeat(32)}`

beforeEach(() => localStorage.clear())

/** The balance service answers `entries` for the sender; returns the table to change later. */
function serveBalances(entries: TokenBalance[], onCall?: (call: BalanceCall) => void) {
  const table: Record<string, TokenBalance[]> = { [SENDER.toLowerCase()]: entries }
  server.use(serviceHandlers.balances(table, onCall))
  return table
}

/** Fills the form as the views do, once the account's balances have reached the send state. */
async function fill(modal: Modal, symbol: string, amount: string, receiver: string) {
  await vi.waitFor(() =>
    expect(selectSend(modal.getState()).tokenBalances.map((t) => t.symbol)).toContain(symbol),
  )
  const token = selectSend(modal.getState()).tokenBalances.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} balance`)
  modal.store.dispatch(tokenChosen(token))
  modal.store.dispatch(amountTyped(amount))
  modal.store.dispatch(receiverTyped(receiver))
  await vi.waitFor(() => expect(selectSend(modal.getState()).receiverLookup).toBe('resolved'))
}

const snackbarText = (modal: Modal) => {
  const message = modal.getState().snackbar?.message
  if (!message) return undefined
  return 'key' in message ? modal.i18n.t(message.key, message.values) : message.text
}

describe('sending on eip155', () => {
  it('sends the native currency as a transaction with empty data and the value', async () => {
    serveBalances([ethBalance('2'), usdcBalance('42.5')])
    const provider = new FakeProvider().respond('eth_sendTransaction', HASH)
    const modal = await connectedSendModal(provider)
    await fill(modal, 'ETH', '1.5', RECEIVER.toLowerCase())

    expect(await modal.store.dispatch(sendToken(sendApiOf(modal)))).toEqual({
      ok: true,
      hash: HASH,
    })

    expect(provider.paramsOf('eth_sendTransaction')).toEqual([
      [{ from: SENDER, to: RECEIVER, data: '0x', value: '0x14d1120d7b160000', chainId: '0x1' }],
    ])
  })

  it("calls transfer(receiver, amount) on the token's contract, the amount in its decimals", async () => {
    serveBalances([ethBalance('2'), usdcBalance('42.5')])
    const provider = new FakeProvider().respond('eth_sendTransaction', HASH)
    const modal = await connectedSendModal(provider)
    await fill(modal, 'USDC', '1.5', RECEIVER)

    expect(await modal.store.dispatch(sendToken(sendApiOf(modal)))).toEqual({
      ok: true,
      hash: HASH,
    })

    // transfer(address,uint256) is 0xa9059cbb; then the receiver and 1.5 USDC = 1500000 units.
    const data =
      '0xa9059cbb' +
      RECEIVER.slice(2).toLowerCase().padStart(64, '0') +
      (1_500_000).toString(16).padStart(64, '0')
    expect(provider.paramsOf('eth_sendTransaction')).toEqual([
      [{ from: SENDER, to: USDC_CONTRACT, data, chainId: '0x1' }],
    ])
  })

  it('on success: tracked, form reset, back on Account, and the snackbar says what was sent', async () => {
    serveBalances([ethBalance('2'), usdcBalance('42.5')])
    const provider = new FakeProvider().respond('eth_sendTransaction', HASH)
    const modal = await connectedSendModal(provider)
    await fill(modal, 'USDC', '2', RECEIVER)
    const track = vi.spyOn(modal.runtime.analytics, 'track')

    await modal.store.dispatch(sendToken(sendApiOf(modal)))

    const properties = {
      network: 'eip155:1',
      token: 'USDC',
      tokenAddress: `eip155:1:${USDC_CONTRACT}`,
      amount: '2',
    }
    expect(track.mock.calls).toEqual([
      ['SEND_INITIATED', properties],
      ['SEND_SUCCESS', { ...properties, hash: HASH }],
    ])
    const send = selectSend(modal.getState())
    expect(send).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverInput: '',
      receiverAddress: undefined,
      loading: false,
    })
    // The balances belong to the account, not to the form: they stay.
    expect(send.tokenBalances.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(modal.getState().router.history).toEqual([{ view: 'Account' }])
    expect(modal.getState().snackbar).toMatchObject({ open: true, variant: 'success' })
    expect(snackbarText(modal)).toBe('Sent 2 USDC')
  })

  it("says what was sent in the visitor's language, every digit kept, Latin digits", async () => {
    serveBalances([ethBalance('2'), usdcBalance('5000')])
    const provider = new FakeProvider().respond('eth_sendTransaction', HASH)
    const modal = await connectedSendModal(provider)
    await modal.setLanguage('de')
    await fill(modal, 'USDC', '1234.56', RECEIVER)

    await modal.store.dispatch(sendToken(sendApiOf(modal)))

    expect(snackbarText(modal)).toBe('1.234,56 USDC gesendet')
  })

  it('loading is on while the wallet decides, and a second send waits for the first', async () => {
    serveBalances([ethBalance('2')])
    let approve: (hash: string) => void = () => undefined
    const provider = new FakeProvider().respond(
      'eth_sendTransaction',
      () => new Promise<string>((resolve) => (approve = resolve)),
    )
    const modal = await connectedSendModal(provider)
    await fill(modal, 'ETH', '1', RECEIVER)

    const first = modal.store.dispatch(sendToken(sendApiOf(modal)))
    await vi.waitFor(() => expect(provider.paramsOf('eth_sendTransaction')).toHaveLength(1))
    expect(selectSend(modal.getState()).loading).toBe(true)
    expect(await modal.store.dispatch(sendToken(sendApiOf(modal)))).toMatchObject({ ok: false })
    approve(HASH)

    expect(await first).toEqual({ ok: true, hash: HASH })
    expect(provider.paramsOf('eth_sendTransaction')).toHaveLength(1)
    expect(selectSend(modal.getState()).loading).toBe(false)
  })
})

describe('when the send fails', () => {
  it("a rejection: SEND_ERROR with the wallet's reason, which the snackbar shows; the form stays", async () => {
    serveBalances([ethBalance('2'), usdcBalance('42.5')])
    const provider = new FakeProvider().fail(
      'eth_sendTransaction',
      4001,
      'User rejected the request.',
    )
    const modal = await connectedSendModal(provider)
    await fill(modal, 'USDC', '1.5', RECEIVER)
    const history = modal.getState().router.history
    const track = vi.spyOn(modal.runtime.analytics, 'track')

    expect(await modal.store.dispatch(sendToken(sendApiOf(modal)))).toEqual({
      ok: false,
      message: 'User rejected the request.',
    })

    expect(track).toHaveBeenLastCalledWith('SEND_ERROR', {
      network: 'eip155:1',
      token: 'USDC',
      tokenAddress: `eip155:1:${USDC_CONTRACT}`,
      amount: '1.5',
      message: 'User rejected the request.',
    })
    expect(modal.getState().snackbar).toMatchObject({ open: true, variant: 'error' })
    expect(snackbarText(modal)).toBe('User rejected the request.')
    expect(selectSend(modal.getState())).toMatchObject({
      token: { symbol: 'USDC' },
      sendTokenAmount: '1.5',
      receiverInput: RECEIVER,
      receiverAddress: RECEIVER,
      loading: false,
    })
    expect(modal.getState().router.history).toEqual(history)
  })

  it('an incomplete form never reaches the wallet, and says what is missing', async () => {
    serveBalances([ethBalance('2')])
    const provider = new FakeProvider()
    const modal = await connectedSendModal(provider)
    const track = vi.spyOn(modal.runtime.analytics, 'track')

    await modal.store.dispatch(sendToken(sendApiOf(modal)))
    expect(snackbarText(modal)).toBe('An amount and receiver address are required')
    expect(track).toHaveBeenLastCalledWith(
      'SEND_ERROR',
      expect.objectContaining({ message: 'An amount and receiver address are required' }),
    )

    modal.store.dispatch(amountTyped('1'))
    modal.store.dispatch(receiverTyped(RECEIVER))
    await vi.waitFor(() => expect(selectSend(modal.getState()).receiverLookup).toBe('resolved'))
    await modal.store.dispatch(sendToken(sendApiOf(modal)))
    expect(snackbarText(modal)).toBe('A token is required')

    await fill(modal, 'ETH', '2.000000000000000001', RECEIVER)
    await modal.store.dispatch(sendToken(sendApiOf(modal)))
    expect(snackbarText(modal)).toBe('That is more than your balance of 2 ETH')

    expect(provider.methods).not.toContain('eth_sendTransaction')
    expect(track.mock.calls.map(([event]) => event)).toEqual([
      'SEND_INITIATED',
      'SEND_ERROR',
      'SEND_INITIATED',
      'SEND_ERROR',
      'SEND_INITIATED',
      'SEND_ERROR',
    ])
  })

  it("fails with 'Unsupported chain' in a namespace without a sender", async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const modal = createTestModal(
      { networks: ['eip155:1', solana] },
      { plugins: [sendEntry], ui: false },
    )
    expect(await modal.loadPlugin('send')).toBe('ready')
    modal.store.dispatch(namespaceChanged('solana'))
    modal.store.dispatch(
      connected(
        {
          namespace: 'solana',
          address,
          caipAddress: `${solana}:${address}`,
          caipNetworkId: solana,
          connectorId: 'test-solana-wallet',
        },
        'restore',
      ),
    )
    modal.store.dispatch(
      tokenChosen({
        name: 'Solana',
        symbol: 'SOL',
        chainId: solana,
        value: 150,
        price: 150,
        quantity: { decimals: '9', numeric: '1' },
        iconUrl: '',
      }),
    )
    modal.store.dispatch(amountTyped('0.5'))
    modal.store.dispatch(receiverTyped('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'))
    await vi.waitFor(() => expect(selectSend(modal.getState()).receiverLookup).toBe('resolved'))
    const track = vi.spyOn(modal.runtime.analytics, 'track')

    expect(await modal.store.dispatch(sendToken(sendApiOf(modal)))).toEqual({
      ok: false,
      message: 'Unsupported chain',
    })
    expect(snackbarText(modal)).toBe('Unsupported chain')
    expect(track).toHaveBeenLastCalledWith(
      'SEND_ERROR',
      expect.objectContaining({ network: solana, token: 'SOL', message: 'Unsupported chain' }),
    )
    expect(selectSend(modal.getState())).toMatchObject({ sendTokenAmount: '0.5', loading: false })
    // Nor is there a fee to estimate there: the preview says so rather than waiting.
    await modal.store.dispatch(estimateSendFee())
    expect(selectSend(modal.getState()).networkFee).toMatchObject({
      status: 'failed',
      reason: 'Unsupported chain',
    })
  })
})

describe('after a send', () => {
  const historySchema = z.object({ data: z.array(z.unknown()) })
  const balanceSchema = z.object({ balances: z.array(z.unknown()) })

  it('balance and history answers are read again, and the account balance refreshes', async () => {
    const balanceCalls: BalanceCall[] = []
    const table = serveBalances([ethBalance('2')], (call) => balanceCalls.push(call))
    let historyCalls = 0
    server.use(
      http.get(`${TEST_ENDPOINTS.blockchainServices}/v1/account/:address/history`, () => {
        historyCalls += 1
        return validated(historySchema, { data: [] })
      }),
    )
    const provider = new FakeProvider().respond('eth_sendTransaction', HASH)
    const modal = await connectedSendModal(provider)
    // A view holding the balance, and one holding a history (as the activity plugin's does).
    const viewsApi = sendApiOf(modal).injectEndpoints({
      endpoints: (build) => ({
        sendTestBalance: build.query<z.infer<typeof balanceSchema>, string>({
          query: (address) => ({
            url: `/v1/account/${address}/balance`,
            params: { currency: 'usd', chainId: 'eip155:1' },
          }),
          responseSchema: balanceSchema,
          providesTags: ['Balance'],
        }),
        sendTestHistory: build.query<z.infer<typeof historySchema>, string>({
          query: (address) => ({ url: `/v1/account/${address}/history` }),
          responseSchema: historySchema,
          providesTags: ['History'],
        }),
      }),
      overrideExisting: true,
    })
    const balanceView = modal.store.dispatch(viewsApi.endpoints.sendTestBalance.initiate(SENDER))
    const historyView = modal.store.dispatch(viewsApi.endpoints.sendTestHistory.initiate(SENDER))
    await Promise.all([balanceView, historyView])
    server.use(serviceHandlers.identities({ [RECEIVER.toLowerCase()]: { name: 'ada.eth' } }))
    await fill(modal, 'ETH', '0.5', RECEIVER)
    // The receiver is named before the send, as the visitor reviews it: a service read still
    // under way when the send ends would hold RTK Query's invalidation back until it settles,
    // and the account's own unsubscribed read would then lose its answer to it.
    await vi.waitFor(() => expect(selectSend(modal.getState()).receiverProfileName).toBe('ada.eth'))
    const callsBefore = balanceCalls.length
    expect(historyCalls).toBe(1)
    table[SENDER.toLowerCase()] = [ethBalance('1.5')]

    await modal.store.dispatch(sendToken(sendApiOf(modal)))

    await vi.waitFor(() => expect(historyCalls).toBe(2))
    await vi.waitFor(() => {
      const after = balanceCalls.slice(callsBefore)
      // The view's answer is read again, and the account's own read bypasses the cache.
      expect(after.some((call) => call.forceUpdate === null)).toBe(true)
      expect(after.some((call) => call.forceUpdate === `eip155:1:${SENDER}`)).toBe(true)
    })
    await vi.waitFor(() => expect(modal.getState().account.byNamespace.eip155?.balance).toBe('1.5'))
    balanceView.unsubscribe()
    historyView.unsubscribe()
  })

  it('an open snackbar closes, then reopens with the new message', async () => {
    serveBalances([ethBalance('2')])
    const provider = new FakeProvider().respond('eth_sendTransaction', HASH)
    const modal = await connectedSendModal(provider)
    await fill(modal, 'ETH', '1', RECEIVER)
    await modal.store.dispatch(showError({ text: 'An earlier message' }))
    const seen: Array<{ open: boolean; text: string | undefined }> = []
    let last = modal.getState().snackbar
    const stop = modal.store.subscribe(() => {
      const now = modal.getState().snackbar
      if (now === last || !now) return
      last = now
      seen.push({ open: now.open, text: snackbarText(modal) })
    })

    await modal.store.dispatch(sendToken(sendApiOf(modal)))
    stop()

    expect(seen).toEqual([
      { open: false, text: 'An earlier message' },
      { open: true, text: 'Sent 1 ETH' },
    ])
  })
})
