import { formatFiat, formatTokenAmount } from 'portico/ui'
import { roundFiat } from './fiat'
import type { Money, OnrampQuote } from './schemas'

/** How many decimal places of the bought currency the quote shows (cut off, never rounded up). */
export const CRYPTO_DISPLAY_DECIMALS = 6

/**
 * A quote's lines as shown: fiat rounded to cents (formatted by formatMoney), the crypto amount
 * never overstated and already in the visitor's language.
 */
export interface QuoteLines {
  fees: Money
  subtotal: Money
  total: Money
  receive: Money
}

/** The exact sum of decimal strings, as a decimal string ("0.375" + "0.1" → "0.475"). */
export function sumDecimals(values: readonly string[]): string {
  const places = Math.max(0, ...values.map((value) => value.split('.')[1]?.length ?? 0))
  const scaled = values.reduce((sum, value) => {
    const [whole = '0', fraction = ''] = value.split('.')
    return sum + BigInt(`${whole}${fraction.padEnd(places, '0')}`)
  }, 0n)
  if (places === 0) return scaled.toString()
  const digits = scaled.toString().padStart(places + 1, '0')
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`
}

const fiat = (money: Money): Money => ({
  value: roundFiat(money.value) ?? money.value,
  currency: money.currency,
})

/**
 * What the quote says: the fees summed, each fiat value in cents, the bought amount cut to
 * CRYPTO_DISPLAY_DECIMALS and written in `language`.
 */
export function quoteLines(quote: OnrampQuote, language: string): QuoteLines {
  const currency = quote.paymentTotal.currency
  return {
    fees: fiat({ value: sumDecimals(quote.fees.map((fee) => fee.amount.value)), currency }),
    subtotal: fiat(quote.paymentSubtotal),
    total: fiat(quote.paymentTotal),
    receive: {
      value: formatTokenAmount(quote.purchaseAmount.value, language, {
        maxFractionDigits: CRYPTO_DISPLAY_DECIMALS,
      }),
      currency: quote.purchaseAmount.currency,
    },
  }
}

/** A fiat decimal string in `language`, exactly: Intl reads the string, never a float. */
export function formatMoney(money: Money, language: string): string {
  return formatFiat(money.value as `${number}`, language, money.currency)
}
