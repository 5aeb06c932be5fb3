/**
 * `modal.pay(config)`: the host entry imports this module on the first call, so a page that
 * never asks for a payment carries none of it.
 */
import type { Modal } from '../../core/createModalCore'
import { errorMessage } from '../../core/errors'
import { parsePaymentConfig } from './config'
import { fromPaymentErrorInfo, paymentError } from './errors'
import { paymentOutcome } from './selectors'
import { paymentStarted } from './slice'
import type { PaymentConfigInput, PaymentResult } from './types'

/** Settles with the payment's end: its result, its coded error, or its replacement. */
function paymentEnd(modal: Modal, paymentId: string) {
  let unsubscribe = () => undefined as void
  const promise = new Promise<PaymentResult>((resolve, reject) => {
    const check = () => {
      const pay = modal.getState().pay
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
    unsubscribe = modal.subscribe(check)
  })
  // The host receives this promise once the modal is open; until then, a rejection is not
  // left unhandled.
  promise.catch(() => undefined)
  return { promise, cancel: () => unsubscribe() }
}

/**
 * Validates the config, opens Pay and settles when the payment ends: resolves with its
 * result, or rejects with a PorticoError whose code is one of SPEC §8's payment codes (a
 * modal closed before the end is GENERIC_PAYMENT_ERROR with `details.closed`).
 */
export async function pay(modal: Modal, input: PaymentConfigInput): Promise<PaymentResult> {
  const config = parsePaymentConfig(input)
  const outcome = await modal.loadPlugin('pay').catch((error: unknown) => {
    // Only a modal that does not know the plugin at all lands here.
    throw paymentError('UNABLE_TO_INITIATE_PAYMENT', errorMessage(error))
  })
  if (outcome !== 'ready') {
    throw paymentError('UNABLE_TO_INITIATE_PAYMENT', `The pay plugin is ${outcome}`, {
      plugin: outcome,
    })
  }
  const current = modal.getState().pay
  if (current?.isPaymentInProgress) {
    throw paymentError('UNABLE_TO_INITIATE_PAYMENT', 'Another payment is in progress', {
      paymentId: current.paymentId,
    })
  }
  const { paymentId } = modal.store.dispatch(paymentStarted(config)).payload
  const end = paymentEnd(modal, paymentId)
  try {
    await modal.open({ view: 'Pay' })
  } catch (error) {
    end.cancel()
    throw paymentError('UNABLE_TO_INITIATE_PAYMENT', errorMessage(error), { paymentId })
  }
  return end.promise
}
