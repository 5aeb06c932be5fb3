import { delay, http, HttpResponse } from 'msw'
import type { Modal } from 'portico'
import { SERVICE_REQUEST_TIMEOUT_MS } from 'portico/plugin'
import { setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import {
  EXCHANGES_SHOWN,
  EXCHANGE_STATUS_POLL_LIMIT_MS,
  EXCHANGE_STATUS_POLL_MS,
} from './constants'
import { TEST_EXCHANGES, exchangeRpc, rpcError, type ExchangeScript } from './test/exchangeHandlers'
import { payWithExchange } from './exchangePayment'
import {
  EXCHANGE_METHODS,
  EXCHANGE_RPC_PATH,
  type BuyStatus,
  type JsonRpcRequest,
} from './exchangeSchemas'
import {
  ETH_ON_BASE,
  RECIPIENT,
  USDC_25,
  USDC_ON_BASE,
  currentView,
  observe,
  payApi,
  payModal,
  payState,
  startPayment,
} from './test/fixtures'

const server = setupServiceServer()

const PAY_URL = 'http://127.0.0.1:4999/checkout/s1'

afterEach(() => {
  vi.useRealTimers()
})

/** A tab as window.open returns it, recording where it was sent and whether it was closed. */
function fakeTab() {
  const tab = { location: { href: '' }, closed: false, opener: {}, close: vi.fn() }
  return { tab, window: tab as unknown as Window }
}

/** The exchange service of a test: every request recorded, statuses answered in turn. */
function exchangeService(script: Partial<ExchangeScript> & { statuses?: BuyStatus[] } = {}) {
  const calls: JsonRpcRequest[] = []
  const statuses = [...(script.statuses ?? [])]
  server.use(
    exchangeRpc(
      {
        getExchanges: () => ({
          result: { exchanges: TEST_EXCHANGES, total: TEST_EXCHANGES.length },
        }),
        getPayUrl: () => ({ result: { url: PAY_URL, sessionId: 's1' } }),
        getBuyStatus: () => ({ result: statuses.shift() ?? { status: 'IN_PROGRESS' } }),
        ...script,
      },
      calls,
    ),
  )
  const of = (method: string) => calls.filter((call) => call.method === method)
  return { calls, of }
}

/** Picks an exchange as the Pay view does, with a tab opened during the click. */
async function chooseExchange(modal: Modal, exchangeId = 'binance') {
  const { tab, window } = fakeTab()
  await modal.store.dispatch(payWithExchange(payApi(modal), exchangeId, window))
  return tab
}

/** Lets the poll interval pass, and the request it starts be answered. */
async function nextPoll(service: ReturnType<typeof exchangeService>) {
  const before = service.of(EXCHANGE_METHODS.getBuyStatus).length
  await vi.advanceTimersByTimeAsync(EXCHANGE_STATUS_POLL_MS)
  await vi.waitFor(() => expect(service.of(EXCHANGE_METHODS.getBuyStatus)).toHaveLength(before + 1))
  // The answer is dispatched a few promise turns after the request is recorded.
  await vi.advanceTimersByTimeAsync(0)
}

describe('listing exchanges', () => {
  it('asks for the asset (CAIP-19) and amount, and keeps the first two', async () => {
    const service = exchangeService()
    const modal = payModal()
    await startPayment(modal, USDC_25)

    expect(service.of(EXCHANGE_METHODS.getExchanges)[0]?.params).toEqual({
      page: 0,
      asset: `eip155:8453/erc20:${USDC_ON_BASE}`,
      amount: '25',
    })
    expect(payState(modal).exchanges).toEqual(TEST_EXCHANGES.slice(0, EXCHANGES_SHOWN))
  })

  it("offers only the host's choice (includeOnly, exclude)", async () => {
    exchangeService()
    const modal = payModal()
    await startPayment(modal, { ...ETH_ON_BASE, payWithExchange: { exclude: ['binance'] } })
    expect(payState(modal).exchanges.map((exchange) => exchange.id)).toEqual(['coinbase', 'kraken'])
    // One payment at a time: the first ends (the modal closes) before the next is asked for.
    modal.close()

    await startPayment(modal, { ...ETH_ON_BASE, payWithExchange: { includeOnly: ['kraken'] } })
    expect(payState(modal).exchanges.map((exchange) => exchange.id)).toEqual(['kraken'])
  })

  it('UNABLE_TO_GET_EXCHANGES: an error toast, an empty list, and the payment still open', async () => {
    server.use(
      http.post(`${TEST_ENDPOINTS.blockchainServices}${EXCHANGE_RPC_PATH}`, () =>
        HttpResponse.json({}, { status: 400 }),
      ),
    )
    const modal = payModal()
    const { settled } = await startPayment(modal)

    expect(payState(modal)).toMatchObject({ exchanges: [], exchangesStatus: 'failed' })
    expect(payState(modal).error?.code).toBe('UNABLE_TO_GET_EXCHANGES')
    await vi.waitFor(() =>
      expect(modal.getState().snackbar).toMatchObject({
        open: true,
        variant: 'error',
        message: { key: 'pay:errors.UNABLE_TO_GET_EXCHANGES' },
      }),
    )
    expect(settled).toEqual({})
  })

  it("an answer saying the asset 'is not supported' becomes ASSET_NOT_SUPPORTED", async () => {
    exchangeService({
      getExchanges: () => rpcError('Asset eip155:8453/slip44:60 is not supported'),
    })
    const modal = payModal()
    await startPayment(modal)
    expect(payState(modal).error?.code).toBe('ASSET_NOT_SUPPORTED')
    await vi.waitFor(() =>
      expect(modal.getState().snackbar?.message).toEqual({ key: 'pay:errors.ASSET_NOT_SUPPORTED' }),
    )
  })
})

describe('paying through an exchange', () => {
  it('gets the pay URL, sends the tab opened during the click there, and shows PayLoading', async () => {
    const service = exchangeService()
    const modal = payModal()
    await startPayment(modal, {
      ...ETH_ON_BASE,
      redirectUrl: { success: 'http://127.0.0.1/ok', failure: 'http://127.0.0.1/ko' },
    })

    const tab = await chooseExchange(modal)

    expect(service.of(EXCHANGE_METHODS.getPayUrl)[0]?.params).toEqual({
      exchangeId: 'binance',
      asset: 'eip155:8453/slip44:60',
      amount: '0.01',
      recipient: `eip155:8453:${RECIPIENT}`,
      redirectUrl: { success: 'http://127.0.0.1/ok', failure: 'http://127.0.0.1/ko' },
    })
    expect(tab.location.href).toBe(PAY_URL)
    expect(tab.close).not.toHaveBeenCalled()
    expect(payState(modal).currentPayment).toEqual({
      type: 'exchange',
      exchangeId: 'binance',
      sessionId: 's1',
      status: 'IN_PROGRESS',
    })
    expect(payState(modal).isPaymentInProgress).toBe(true)
    expect(currentView(modal)).toBe('PayLoading')
  })

  it('every exchange option waits while one loads, and the loading marker clears after', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    exchangeService({
      getPayUrl: async () => {
        await answered
        return { result: { url: PAY_URL, sessionId: 's1' } }
      },
    })
    const modal = payModal()
    await startPayment(modal)

    const pending = chooseExchange(modal, 'binance')
    await vi.waitFor(() => expect(payState(modal).loadingExchangeId).toBe('binance'))
    // A second pick meanwhile starts nothing, and its tab is closed at once.
    const second = fakeTab()
    await modal.store.dispatch(payWithExchange(payApi(modal), 'coinbase', second.window))
    expect(second.tab.close).toHaveBeenCalled()
    expect(payState(modal).loadingExchangeId).toBe('binance')

    answer()
    await pending
    expect(payState(modal).loadingExchangeId).toBeUndefined()
    expect(payState(modal).currentPayment?.exchangeId).toBe('binance')
  })

  it('without a pay URL: the tab closes, a toast, the marker cleared, the visitor stays on Pay', async () => {
    exchangeService({ getPayUrl: () => rpcError('Exchange unavailable') })
    const modal = payModal()
    const { settled } = await startPayment(modal)

    const tab = await chooseExchange(modal)

    expect(tab.close).toHaveBeenCalled()
    expect(payState(modal)).toMatchObject({
      loadingExchangeId: undefined,
      currentPayment: undefined,
    })
    expect(payState(modal).error).toMatchObject({
      code: 'UNABLE_TO_GET_PAY_URL',
      message: 'Exchange unavailable',
    })
    expect(currentView(modal)).toBe('Pay')
    await vi.waitFor(() =>
      expect(modal.getState().snackbar?.message).toEqual({
        key: 'pay:errors.UNABLE_TO_GET_PAY_URL',
      }),
    )
    expect(settled).toEqual({})
  })

  it('closes the tab when the modal closed while the pay URL was on its way', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    exchangeService({
      getPayUrl: async () => {
        await answered
        return { result: { url: PAY_URL, sessionId: 's1' } }
      },
    })
    const modal = payModal()
    const { settled, ended } = await startPayment(modal)

    const picked = chooseExchange(modal)
    await vi.waitFor(() => expect(payState(modal).loadingExchangeId).toBe('binance'))
    modal.close()
    answer()
    const tab = await picked
    await ended

    expect(tab.close).toHaveBeenCalled()
    expect(tab.location.href).toBe('')
    expect(payState(modal).currentPayment).toBeUndefined()
    expect(settled.error).toMatchObject({ details: { closed: true } })
  })

  it("a pay URL refused because the asset 'is not supported' is ASSET_NOT_SUPPORTED", async () => {
    exchangeService({
      getPayUrl: () => rpcError('Asset eip155:8453/slip44:60 is not supported by Binance'),
    })
    const modal = payModal()
    await startPayment(modal)
    await chooseExchange(modal)
    expect(payState(modal).error?.code).toBe('ASSET_NOT_SUPPORTED')
  })

  it('never opens what is not a web page', async () => {
    exchangeService({
      getPayUrl: () => ({ result: { url: 'javascript:alert(1)', sessionId: 's1' } }),
    })
    const modal = payModal()
    await startPayment(modal)
    const tab = await chooseExchange(modal)
    expect(tab.location.href).toBe('')
    expect(tab.close).toHaveBeenCalled()
    expect(payState(modal).error?.code).toBe('UNABLE_TO_GET_PAY_URL')
  })

  it('opens the page in this tab when openInNewTab is false', async () => {
    exchangeService()
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    onTestFinished(() => assign.mockRestore())
    const modal = payModal()
    await startPayment(modal, { ...ETH_ON_BASE, openInNewTab: false })
    await modal.store.dispatch(payWithExchange(payApi(modal), 'binance'))
    expect(assign).toHaveBeenCalledWith(PAY_URL)
  })
})

describe('an exchange service that never answers', () => {
  /** An answer that never comes, as from a service that hangs. */
  const never = async () => {
    await delay('infinite')
    return rpcError('never sent')
  }

  it('UNABLE_TO_GET_EXCHANGES after the 10 s time limit: the error toast, the payment open', async () => {
    vi.useFakeTimers()
    const service = exchangeService({ getExchanges: never })
    const modal = payModal()
    const { settled } = observe(modal.pay(ETH_ON_BASE))
    await vi.waitFor(() => expect(service.of(EXCHANGE_METHODS.getExchanges)).toHaveLength(1))
    expect(payState(modal).exchangesStatus).not.toBe('failed')

    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS)
    await vi.waitFor(() => expect(payState(modal).exchangesStatus).toBe('failed'))
    expect(payState(modal).error?.code).toBe('UNABLE_TO_GET_EXCHANGES')
    await vi.waitFor(() =>
      expect(modal.getState().snackbar?.message).toEqual({
        key: 'pay:errors.UNABLE_TO_GET_EXCHANGES',
      }),
    )
    expect(settled).toEqual({})
  })

  it('a pay URL with no answer in 10 s: the tab closes, a toast, the marker cleared', async () => {
    vi.useFakeTimers()
    const service = exchangeService({ getPayUrl: never })
    const modal = payModal()
    await startPayment(modal)

    const picked = chooseExchange(modal)
    await vi.waitFor(() => expect(service.of(EXCHANGE_METHODS.getPayUrl)).toHaveLength(1))
    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS)
    const tab = await picked

    expect(tab.close).toHaveBeenCalled()
    expect(payState(modal).loadingExchangeId).toBeUndefined()
    expect(payState(modal).error?.code).toBe('UNABLE_TO_GET_PAY_URL')
    await vi.waitFor(() =>
      expect(modal.getState().snackbar?.message).toEqual({
        key: 'pay:errors.UNABLE_TO_GET_PAY_URL',
      }),
    )
  })

  it('closes the blank tab as soon as the modal closes, and drops the request', async () => {
    const service = exchangeService({ getPayUrl: never })
    const modal = payModal()
    const { settled, ended } = await startPayment(modal)

    const { tab, window } = fakeTab()
    const picked = modal.store.dispatch(payWithExchange(payApi(modal), 'binance', window))
    await vi.waitFor(() => expect(service.of(EXCHANGE_METHODS.getPayUrl)).toHaveLength(1))
    expect(tab.close).not.toHaveBeenCalled()

    modal.close()
    expect(tab.close).toHaveBeenCalled()
    // The request is dropped: the pick ends without waiting for the service's time limit.
    await picked
    await ended
    expect(tab.location.href).toBe('')
    // The close is what the host hears of, not the dropped request.
    expect(settled.error).toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      details: { closed: true },
    })
    expect(modal.getState().snackbar?.open ?? false).toBe(false)
  })
})

describe('following the buy status', () => {
  it('polls every 4 s until SUCCESS (UNKNOWN keeps polling) and resolves with the session', async () => {
    vi.useFakeTimers()
    const service = exchangeService({
      statuses: [
        { status: 'IN_PROGRESS' },
        { status: 'UNKNOWN' },
        { status: 'SUCCESS', txHash: '0xfeed' },
      ],
    })
    const modal = payModal()
    const { settled, ended } = await startPayment(modal)
    await chooseExchange(modal)
    expect(service.of(EXCHANGE_METHODS.getBuyStatus)).toHaveLength(0)

    await nextPoll(service)
    expect(payState(modal).currentPayment?.status).toBe('IN_PROGRESS')
    await nextPoll(service)
    expect(payState(modal).currentPayment?.status).toBe('UNKNOWN')
    expect(settled).toEqual({})
    await nextPoll(service)
    await ended

    expect(service.of(EXCHANGE_METHODS.getBuyStatus)[0]?.params).toEqual({
      sessionId: 's1',
      exchangeId: 'binance',
    })
    expect(settled.result).toEqual({
      status: 'SUCCESS',
      type: 'exchange',
      exchangeId: 'binance',
      sessionId: 's1',
      txHash: '0xfeed',
    })
    expect(payState(modal).isPaymentInProgress).toBe(false)
    // Over: no further poll.
    await vi.advanceTimersByTimeAsync(EXCHANGE_STATUS_POLL_MS * 3)
    expect(service.of(EXCHANGE_METHODS.getBuyStatus)).toHaveLength(3)
  })

  it('FAILED from the exchange ends the payment: rejected, with a toast', async () => {
    vi.useFakeTimers()
    const service = exchangeService({ statuses: [{ status: 'FAILED' }] })
    const modal = payModal()
    const { settled, ended } = await startPayment(modal)
    await chooseExchange(modal)

    await nextPoll(service)
    await ended
    expect(settled.error).toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      details: { exchangeId: 'binance', sessionId: 's1' },
    })
    expect(payState(modal).currentPayment?.status).toBe('FAILED')
    expect(modal.getState().snackbar?.message).toEqual({ key: 'pay:errors.GENERIC_PAYMENT_ERROR' })
  })

  it('a status that cannot be read is UNABLE_TO_GET_BUY_STATUS', async () => {
    vi.useFakeTimers()
    const service = exchangeService({ getBuyStatus: () => rpcError('Unknown session s1') })
    const modal = payModal()
    const { settled, ended } = await startPayment(modal)
    await chooseExchange(modal)

    await nextPoll(service)
    await ended
    expect(settled.error).toMatchObject({
      code: 'UNABLE_TO_GET_BUY_STATUS',
      shortMessage: 'Unknown session s1',
    })
    expect(modal.getState().snackbar?.message).toEqual({
      key: 'pay:errors.UNABLE_TO_GET_BUY_STATUS',
    })
  })

  it('gives up after 5 minutes: FAILED with UNABLE_TO_GET_BUY_STATUS, and no poll after', async () => {
    vi.useFakeTimers()
    const service = exchangeService()
    const modal = payModal()
    const { settled, ended } = await startPayment(modal)
    await chooseExchange(modal)

    const polls = EXCHANGE_STATUS_POLL_LIMIT_MS / EXCHANGE_STATUS_POLL_MS
    for (let poll = 0; poll < polls; poll += 1) await nextPoll(service)
    await ended

    expect(service.of(EXCHANGE_METHODS.getBuyStatus)).toHaveLength(polls)
    expect(settled.error).toMatchObject({
      code: 'UNABLE_TO_GET_BUY_STATUS',
      details: { timeoutMs: EXCHANGE_STATUS_POLL_LIMIT_MS },
    })
    await vi.advanceTimersByTimeAsync(EXCHANGE_STATUS_POLL_MS * 3)
    expect(service.of(EXCHANGE_METHODS.getBuyStatus)).toHaveLength(polls)
  })

  it('stops when the modal closes, rejecting with the session in the details', async () => {
    vi.useFakeTimers()
    const service = exchangeService()
    const modal = payModal()
    const { settled, ended } = await startPayment(modal)
    await chooseExchange(modal)
    await nextPoll(service)

    modal.close()
    await ended
    expect(settled.error).toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      details: { closed: true, exchangeId: 'binance', sessionId: 's1' },
    })
    await vi.advanceTimersByTimeAsync(EXCHANGE_STATUS_POLL_MS * 3)
    expect(service.of(EXCHANGE_METHODS.getBuyStatus)).toHaveLength(1)
  })
})
