import { modalClosed } from 'portico/plugin'
import { parsePaymentConfig } from './config'
import { randomPaymentId } from './paymentId'
import type { PaymentErrorInfo } from './errors'
import { canStartPayment, paymentDisplay, paymentOutcome } from './selectors'
import {
  exchangePaymentOpened,
  exchangesLoaded,
  paySlice,
  paymentFailed,
  paymentProgressCleared,
  paymentStarted,
  paymentSucceeded,
  walletPaymentStarted,
  type PayState,
} from './slice'
import { ETH_ON_BASE, TEST_TX_HASH } from './test/fixtures'

const reduce = (
  state: PayState | undefined,
  ...actions: Parameters<typeof paySlice.reducer>[1][]
) =>
  actions.reduce<PayState>(
    (current, action) => paySlice.reducer(current, action),
    state ?? paySlice.getInitialState(),
  )

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const config = parsePaymentConfig(ETH_ON_BASE)
const REJECTED: PaymentErrorInfo = {
  code: 'GENERIC_PAYMENT_ERROR',
  message: 'The transaction was rejected in the wallet',
  details: { cause: 'TRANSACTION_REJECTED' },
}

function started(): { state: PayState; paymentId: string } {
  const action = paymentStarted(config)
  return { state: reduce(undefined, action), paymentId: action.payload.paymentId }
}

describe('payment state (SPEC §3)', () => {
  it('a fresh random payment id per payment, and nothing of the earlier one kept', () => {
    const first = started()
    const second = reduce(
      reduce(first.state, walletPaymentStarted({ paymentId: first.paymentId })),
      paymentStarted(config),
    )
    expect(first.paymentId).toMatch(UUID_V4)
    expect(second.paymentId).not.toBe(first.paymentId)
    expect(second).toMatchObject({
      isConfigured: true,
      currentPayment: undefined,
      isPaymentInProgress: false,
    })
  })

  it('keeps at most two exchanges (SPEC §9)', () => {
    const { state, paymentId } = started()
    const exchanges = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase(), imageUrl: '' }))
    expect(
      reduce(state, exchangesLoaded({ paymentId, exchanges })).exchanges.map((e) => e.id),
    ).toEqual(['a', 'b'])
  })

  it('ignores what arrives for an earlier payment', () => {
    const first = started()
    const second = reduce(first.state, paymentStarted(config))
    const late = reduce(
      second,
      walletPaymentStarted({ paymentId: first.paymentId }),
      paymentSucceeded({
        paymentId: first.paymentId,
        result: { status: 'SUCCESS', type: 'wallet', txHash: TEST_TX_HASH },
      }),
    )
    expect(late.currentPayment).toBeUndefined()
  })
})

describe('payment display (SPEC §4)', () => {
  it('in progress, then completed when it stops with a result and no error', () => {
    const { state, paymentId } = started()
    const paying = reduce(state, walletPaymentStarted({ paymentId }))
    expect(paymentDisplay(paying)).toBe('in-progress')
    expect(canStartPayment(paying)).toBe(false)

    const done = reduce(
      paying,
      paymentSucceeded({
        paymentId,
        result: { status: 'SUCCESS', type: 'wallet', txHash: TEST_TX_HASH },
      }),
      paymentProgressCleared({ paymentId }),
    )
    expect(paymentDisplay(done)).toBe('completed')
    expect(done.currentPayment?.status).toBe('SUCCESS')
    expect(paymentOutcome(done)).toEqual({
      ok: true,
      result: { status: 'SUCCESS', type: 'wallet', txHash: TEST_TX_HASH },
    })
  })

  it('error when an error appears, the payment marked FAILED', () => {
    const { state, paymentId } = started()
    const failed = reduce(
      state,
      walletPaymentStarted({ paymentId }),
      paymentFailed({ paymentId, error: REJECTED }),
    )
    expect(paymentDisplay(failed)).toBe('error')
    expect(failed).toMatchObject({ error: REJECTED, isPaymentInProgress: false })
    expect(failed.currentPayment?.status).toBe('FAILED')
    expect(paymentOutcome(failed)).toEqual({ ok: false, error: REJECTED })
  })

  it('error when the payment stops being in progress without a result', () => {
    const { state, paymentId } = started()
    const stopped = reduce(
      state,
      walletPaymentStarted({ paymentId }),
      paymentProgressCleared({ paymentId }),
    )
    expect(paymentDisplay(stopped)).toBe('error')
  })

  it('an exchange payment is in progress from the moment its page opens', () => {
    const { state, paymentId } = started()
    const opened = reduce(
      state,
      exchangePaymentOpened({ paymentId, exchangeId: 'binance', sessionId: 's1' }),
    )
    expect(paymentDisplay(opened)).toBe('in-progress')
    expect(opened.currentPayment).toEqual({
      type: 'exchange',
      exchangeId: 'binance',
      sessionId: 's1',
      status: 'IN_PROGRESS',
    })
  })
})

describe('closing the modal before the payment ended', () => {
  it('ends it, saying so in the error details', () => {
    const { state, paymentId } = started()
    const opened = reduce(
      state,
      exchangePaymentOpened({ paymentId, exchangeId: 'binance', sessionId: 's1' }),
    )
    const closed = reduce(opened, modalClosed())
    expect(closed.isPaymentInProgress).toBe(false)
    expect(paymentOutcome(closed)).toEqual({
      ok: false,
      error: {
        code: 'GENERIC_PAYMENT_ERROR',
        message: 'The modal was closed before the payment ended',
        details: { closed: true, exchangeId: 'binance', sessionId: 's1' },
      },
    })
    expect(canStartPayment(closed)).toBe(false)
  })

  it('leaves a transaction the wallet is still showing to end by itself', () => {
    const { state, paymentId } = started()
    const paying = reduce(state, walletPaymentStarted({ paymentId }), modalClosed())
    expect(paymentOutcome(paying)).toBeUndefined()
    expect(paying.isPaymentInProgress).toBe(true)
  })

  it('changes nothing once the payment has ended', () => {
    const { state, paymentId } = started()
    const done = reduce(
      state,
      walletPaymentStarted({ paymentId }),
      paymentSucceeded({
        paymentId,
        result: { status: 'SUCCESS', type: 'wallet', txHash: TEST_TX_HASH },
      }),
    )
    expect(reduce(done, modalClosed())).toEqual(done)
  })
})

describe('payment ids', () => {
  it('are v4 UUIDs even where crypto.randomUUID is missing (plain-http pages)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    onTestFinished(() => void vi.unstubAllGlobals())
    const ids = new Set(Array.from({ length: 20 }, () => randomPaymentId()))
    expect(ids.size).toBe(20)
    for (const id of ids) expect(id).toMatch(UUID_V4)
  })
})
