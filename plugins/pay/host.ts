/**
 * `modal.pay(config)`: the plugin's host method (its manifest's `contributes.hostMethods`).
 * The modal handle loads the plugin on the first call and runs `pay` with its context, so a
 * page that never asks for a payment carries none of it.
 */
import { errorMessage, type PluginContext } from 'portico/plugin'
import { parsePaymentConfig } from './config'
import type { ExchangeApi } from './endpoints'
import { fromPaymentErrorInfo, paymentError } from './errors'
import { isPaymentEnded, paymentOutcome } from './selectors'
import { paymentAbandoned, paymentStarted } from './slice'
import type { PaymentResult } from './types'

/** Settles with the payment's end: its result, its coded error, or its replacement. */
function paymentEnd(context: PluginContext<ExchangeApi>, paymentId: string) {
  let unsubscribe = () => undefined as void
  const promise = new Promise<PaymentResult>((resolve, reject) => {
    const check = () => {
      const pay = context.getState().pay
      if (pay?.paymentId !== paymentId) {
        unsubscribe()
        reject(
          paymentError('GENERIC_PAYMENT_ERROR', 'Another payment replaced this one', {
            replaced: true,
            paymentId,
          }),
        )
        return
      }
      const outcome = paymentOutcome(pay)
      if (!outcome) return
      unsubscribe()
      if (outcome.ok) resolve(outcome.result)
      else reject(fromPaymentErrorInfo(outcome.error))
    }
    unsubscribe = context.store.subscribe(check)
  })
  // The host receives this promise once the modal is open; until then, a rejection is not
  // left unhandled.
  promise.catch(() => undefined)
  return { promise, cancel: () => unsubscribe() }
}

/**
 * Validates the config (the host's, unparsed: it crosses a boundary), opens Pay and settles
 * when the payment ends: resolves with its result, or rejects with a PorticoError whose code
 * is one of the payment error codes (a modal closed before the end is GENERIC_PAYMENT_ERROR
 * with `details.closed`).
 */
export async function pay(
  context: PluginContext<ExchangeApi>,
  input: unknown,
): Promise<PaymentResult> {
  const config = parsePaymentConfig(input)
  // One payment at a time: a pay() before the last one ended is refused, and the
  // last one goes on, whether or not the visitor has started paying it yet.
  const current = context.getState().pay
  if (current?.isConfigured && !isPaymentEnded(current)) {
    throw paymentError('UNABLE_TO_INITIATE_PAYMENT', 'Another payment has not ended yet', {
      paymentId: current.paymentId,
      inProgress: current.isPaymentInProgress,
    })
  }
  const { paymentId } = context.dispatch(paymentStarted(config)).payload
  const end = paymentEnd(context, paymentId)
  try {
    await context.open({ view: 'Pay' })
  } catch (error) {
    end.cancel()
    // Never shown, so never to end: it must not hold off the next pay().
    context.dispatch(paymentAbandoned({ paymentId }))
    throw paymentError(
      'UNABLE_TO_INITIATE_PAYMENT',
      errorMessage(error),
      { paymentId },
      { cause: error },
    )
  }
  return end.promise
}
