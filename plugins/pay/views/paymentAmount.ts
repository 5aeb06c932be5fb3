import { formatTokenAmount } from 'portico/ui'
import { fractionDigits } from '../amount'

/** Fewest decimal places the Pay view shows: its default reads 0.0000. */
const SHOWN_FRACTION_DIGITS = 4

/**
 * A canonical amount as the Pay view shows it, in `language`: exact (every decimal the host
 * gave), padded to 4 decimals ("25.0000", "1 234,5000" in French). In its own module, beside
 * the views: portico/ui is for view chunks, and ../amount is read by the host page's config.
 */
export function displayPaymentAmount(amount: string, language: string): string {
  return formatTokenAmount(amount, language, {
    minFractionDigits: SHOWN_FRACTION_DIGITS,
    maxFractionDigits: Math.max(SHOWN_FRACTION_DIGITS, fractionDigits(amount)),
  })
}

/** The Pay view's amount before a payment is configured. */
export const NO_AMOUNT = '0'
