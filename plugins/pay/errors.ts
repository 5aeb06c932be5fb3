import { PorticoError, errorMessage, type PorticoErrorOptions } from 'portico/plugin'
import type { PaymentErrorCode, PaymentErrorDetails } from './types'

/**
 * A payment's failure, as `modal.pay()` rejects with it: one of the payment codes, with
 * `details` and, when it was another error first, that error as `cause`. Links to the
 * README's Payments.
 */
export class PaymentError extends PorticoError<PaymentErrorCode> {
  /** A payment error with `code`, its sentence, its details and the error underneath. */
  constructor(
    code: PaymentErrorCode,
    shortMessage: string,
    details: PaymentErrorDetails = {},
    options: PorticoErrorOptions = {},
  ) {
    super(code, shortMessage, details, { docsPath: '#payments', ...options })
  }
}

/** A payment failure as the store keeps it: plain data, turned back into an error for the host. */
export interface PaymentErrorInfo {
  code: PaymentErrorCode
  /** For developers, in English; the visitor reads the translated toast of the code. */
  message: string
  details: Record<string, string | number | boolean>
}

/** The payment error codes: what a payment may fail with. */
export const PAYMENT_ERROR_CODES: ReadonlySet<string> = new Set<PaymentErrorCode>([
  'INVALID_PAYMENT_CONFIG',
  'INVALID_RECIPIENT',
  'INVALID_ASSET',
  'INVALID_AMOUNT',
  'UNKNOWN_ERROR',
  'UNABLE_TO_INITIATE_PAYMENT',
  'INVALID_CHAIN_NAMESPACE',
  'GENERIC_PAYMENT_ERROR',
  'UNABLE_TO_GET_EXCHANGES',
  'ASSET_NOT_SUPPORTED',
  'UNABLE_TO_GET_PAY_URL',
  'UNABLE_TO_GET_BUY_STATUS',
])

/** A payment error (see PaymentError); `options.cause` is the error it was first. */
export function paymentError(
  code: PaymentErrorCode,
  message: string,
  details: PaymentErrorDetails = {},
  options?: PorticoErrorOptions,
): PaymentError {
  return new PaymentError(code, message, details, options)
}

const isPaymentError = (error: unknown): error is PorticoError<PaymentErrorCode> =>
  error instanceof PorticoError && PAYMENT_ERROR_CODES.has(error.code)

/**
 * The live error behind a stored failure, by the stored object itself: the store keeps plain
 * data, the host's rejection still gets the original error as its `cause`. Held weakly, so a
 * failure the store dropped takes its error with it.
 */
const causes = new WeakMap<PaymentErrorInfo, unknown>()

function withCause(info: PaymentErrorInfo, cause: unknown): PaymentErrorInfo {
  if (cause !== undefined) causes.set(info, cause)
  return info
}

/** Only the details that survive the store: strings, numbers and booleans. */
function plainDetails(details: Readonly<Record<string, unknown>>) {
  const plain: PaymentErrorInfo['details'] = {}
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      plain[key] = value
    }
  }
  return plain
}

/**
 * Any failure as a payment error: a payment error keeps its code; anything else (a wallet's
 * rejection, a core error) gets `fallback`, with the original code kept in `details.cause`.
 */
export function toPaymentError(error: unknown, fallback: PaymentErrorCode): PaymentErrorInfo {
  if (isPaymentError(error)) {
    const info = {
      code: error.code,
      message: error.shortMessage,
      details: plainDetails(error.details),
    }
    return withCause(info, error.cause)
  }
  const details =
    error instanceof PorticoError ? { ...plainDetails(error.details), cause: error.code } : {}
  return withCause({ code: fallback, message: errorMessage(error), details }, error)
}

/**
 * A failure of the exchange service: one that says the asset "is not supported" becomes
 * ASSET_NOT_SUPPORTED, any other gets the step's own code.
 */
export function toExchangeError(error: unknown, fallback: PaymentErrorCode): PaymentErrorInfo {
  const info = toPaymentError(error, fallback)
  return info.message.includes('is not supported')
    ? withCause({ ...info, code: 'ASSET_NOT_SUPPORTED' }, causes.get(info))
    : info
}

/** The error a host's `pay()` rejects with: the stored failure, with its live cause if known. */
export const fromPaymentErrorInfo = (info: PaymentErrorInfo): PaymentError =>
  paymentError(info.code, info.message, info.details, { cause: causes.get(info) })

/** The translated toast of a code, in the plugin's namespace. */
export const errorToastKey = (code: PaymentErrorCode) => `pay:errors.${code}`
