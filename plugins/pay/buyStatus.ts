import { showError, type CoreState, type StartListening } from 'portico/plugin'
import { EXCHANGE_STATUS_POLL_LIMIT_MS, EXCHANGE_STATUS_POLL_MS } from './constants'
import type { ExchangeApi } from './endpoints'
import { errorToastKey, toExchangeError, type PaymentErrorInfo } from './errors'
import { rpcResult } from './exchangeRpc'
import { EXCHANGE_METHODS, type BuyStatus } from './exchangeSchemas'
import { buyStatusPolled, exchangePaymentOpened, paymentFailed, paymentSucceeded } from './slice'

/** Polls in a payment's life: 75 of 4 s make the 5 minutes after which it is given up. */
const MAX_POLLS = Math.ceil(EXCHANGE_STATUS_POLL_LIMIT_MS / EXCHANGE_STATUS_POLL_MS)

/**
 * Follows an exchange payment: the buy status is asked every 4 s until SUCCESS or
 * FAILED (IN_PROGRESS and UNKNOWN keep polling). Polling stops as soon as the modal closes,
 * the payment ends or another payment starts, and after 5 minutes at most, when the payment
 * fails with UNABLE_TO_GET_BUY_STATUS: it never runs unbounded. `exchangeApi` is the
 * plugin's (its context's `api`).
 */
export function followExchangePayments(
  startListening: StartListening,
  exchangeApi: ExchangeApi,
): void {
  startListening({
    actionCreator: exchangePaymentOpened,
    effect: async (action, api) => {
      const { paymentId, exchangeId, sessionId } = action.payload
      const { modal } = api.extra
      const over = (state: CoreState) =>
        !state.modal.open ||
        state.pay?.paymentId !== paymentId ||
        state.pay.currentPayment?.sessionId !== sessionId ||
        !state.pay.isPaymentInProgress
      const fail = (error: PaymentErrorInfo) => {
        api.dispatch(paymentFailed({ paymentId, error }))
        void api.dispatch(showError({ key: errorToastKey(error.code) }))
      }

      for (let poll = 1; poll <= MAX_POLLS; poll += 1) {
        // Waits out the interval, or less when the payment is over before it ends.
        if (over(api.getState())) return
        if (await api.condition((_action, state) => over(state), EXCHANGE_STATUS_POLL_MS)) return

        let answer: BuyStatus
        try {
          const request = exchangeApi.endpoints.getExchangeBuyStatus.initiate(
            { sessionId, exchangeId },
            { subscribe: false, forceRefetch: true },
          )
          answer = rpcResult(await api.dispatch(request).unwrap(), EXCHANGE_METHODS.getBuyStatus)
        } catch (failure) {
          if (over(api.getState())) return
          const error = toExchangeError(failure, 'UNABLE_TO_GET_BUY_STATUS')
          modal.logger.warn('The exchange did not tell the buy status', error.message)
          fail(error)
          return
        }
        if (over(api.getState())) return

        switch (answer.status) {
          case 'SUCCESS':
            api.dispatch(
              paymentSucceeded({
                paymentId,
                result: {
                  status: 'SUCCESS',
                  type: 'exchange',
                  exchangeId,
                  sessionId,
                  ...(answer.txHash ? { txHash: answer.txHash } : {}),
                },
              }),
            )
            return
          case 'FAILED':
            fail({
              code: 'GENERIC_PAYMENT_ERROR',
              message: 'The exchange reports the payment as failed',
              details: { exchangeId, sessionId },
            })
            return
          default:
            api.dispatch(buyStatusPolled({ paymentId, status: answer.status }))
        }
      }
      fail({
        code: 'UNABLE_TO_GET_BUY_STATUS',
        message: `The exchange gave no final status within ${EXCHANGE_STATUS_POLL_LIMIT_MS / 1000} s`,
        details: { exchangeId, sessionId, timeoutMs: EXCHANGE_STATUS_POLL_LIMIT_MS },
      })
    },
  })
}
