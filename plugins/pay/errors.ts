import { PorticoError, errorMessage } from 'portico/plugin'
import type { PaymentErrorCode } from './types'

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

export function paymentError(
  code: PaymentErrorCode,
  message: string,
  details: Record<string, unknown> = {},
): PorticoError<PaymentErrorCode> {
  return new PorticoError<PaymentErrorCode>(code, message, details)
}

const isPaymentError = (error: unknown): error is PorticoError<PaymentErrorCode> =>
  error instanceof PorticoError && PAYMENT_ERROR_CODES.has(error.code)

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
    return { code: error.code, message: error.message, details: plainDetails(error.details) }
  }
  const details =
    error instanceof PorticoError ? { ...plainDetails(error.details), cause: error.code } : {}
  return { code: fallback, message: errorMessage(error), details }
}

/**
 * A failure of the exchange service: one that says the asset "is not supported" becomes
 * ASSET_NOT_SUPPORTED, any other gets the step's own code.
 */
export function toExchangeError(error: unknown, fallback: PaymentErrorCode): PaymentErrorInfo {
  const info = toPaymentError(error, fallback)
  return info.message.includes('is not supported') ? { ...info, code: 'ASSET_NOT_SUPPORTED' } : info
}

/** The error a host's `pay()` rejects with. */
export const fromPaymentErrorInfo = (info: PaymentErrorInfo): PorticoError<PaymentErrorCode> =>
  paymentError(info.code, info.message, info.details)

/** The translated toast of a code, in the plugin's namespace. */
export const errorToastKey = (code: PaymentErrorCode) => `pay:errors.${code}`
