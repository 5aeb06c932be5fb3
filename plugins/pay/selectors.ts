import type { ErrorCode } from 'portico'
import type { PaymentErrorInfo } from './errors'
import type { PayState } from './slice'
import type { PaymentResult } from './types'

/** The payment is over: it succeeded, failed, or the modal closed before it could end. */
export const isPaymentEnded = (pay: PayState): boolean =>
  pay.closed || pay.currentPayment?.status === 'SUCCESS' || pay.currentPayment?.status === 'FAILED'

/** Whether the visitor may start an attempt now: nothing under way, nothing over. */
export const canStartPayment = (pay: PayState): boolean =>
  pay.isConfigured &&
  !isPaymentEnded(pay) &&
  !pay.isPaymentInProgress &&
  pay.loadingExchangeId === undefined

export type PaymentOutcome =
  { ok: true; result: PaymentResult } | { ok: false; error: PaymentErrorInfo }

const UNKNOWN_FAILURE: PaymentErrorInfo = {
  code: 'UNKNOWN_ERROR',
  message: 'The payment failed',
  details: {},
}

/** How the payment ended, or undefined while it has not. */
export function paymentOutcome(pay: PayState): PaymentOutcome | undefined {
  const { currentPayment } = pay
  if (currentPayment?.status === 'SUCCESS' && currentPayment.result) {
    return { ok: true, result: currentPayment.result }
  }
  if (currentPayment?.status === 'FAILED' || pay.closed) {
    return { ok: false, error: pay.error ?? UNKNOWN_FAILURE }
  }
  return undefined
}

/** How the payment is shown: in progress, completed or failed. */
export type PaymentDisplay = 'in-progress' | 'completed' | 'error'

/**
 * What PayLoading shows: error once an error appears, or once the payment stops
 * being in progress without a result; completed once it stops with a result and no error;
 * in progress until then.
 */
export function paymentDisplay(pay: PayState | undefined): PaymentDisplay {
  if (!pay) return 'error'
  if (pay.error) return 'error'
  if (pay.isPaymentInProgress) return 'in-progress'
  return pay.currentPayment?.result ? 'completed' : 'error'
}

/**
 * Failures whose own reason PayLoading states instead of the generic text, by the code of the
 * error the payment failed with (`details.cause`): the e-mail wallet's window closed while the
 * payment waited in it, which cancels the request (the visitor can act on that).
 */
const FAILURE_REASONS: ReadonlySet<string> = new Set<ErrorCode>(['FRAME_WINDOW_CLOSED'])

/** Why the payment failed, when PayLoading has a text of its own for it (`display.failedBecause`). */
export function failureReason(pay: PayState | undefined): string | undefined {
  const cause = pay?.error?.details.cause
  return typeof cause === 'string' && FAILURE_REASONS.has(cause) ? cause : undefined
}
