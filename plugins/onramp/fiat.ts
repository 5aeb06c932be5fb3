import { formatAmount, parseAmount } from 'portico/plugin'
import { FIAT_DECIMALS } from './constants'

/**
 * Fiat amounts as the plugin computes with them: decimal strings in, cents (bigint) inside,
 * decimal strings out. Never a float: 0.1 + 0.2 is not 0.3 in a float, and a price is money.
 */

/** An amount the visitor typed or a service sent, in cents; undefined when it is not one. */
export function toCents(value: string): bigint | undefined {
  try {
    return parseAmount(value, FIAT_DECIMALS)
  } catch {
    return undefined
  }
}

/** Cents as a decimal string with both places: 1050n → "10.50". */
export function fromCents(cents: bigint): string {
  const plain = formatAmount(cents, FIAT_DECIMALS)
  const [whole, fraction = ''] = plain.split('.')
  return `${whole}.${fraction.padEnd(FIAT_DECIMALS, '0')}`
}

/**
 * A service's decimal string shown in cents: rounded half up to two places ("25.375" →
 * "25.38"), as the provider charges it. Undefined for anything that is not a decimal.
 */
export function roundFiat(value: string): string | undefined {
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined
  const [whole = '0', fraction = ''] = value.split('.')
  const kept = BigInt(`${whole}${fraction.slice(0, FIAT_DECIMALS).padEnd(FIAT_DECIMALS, '0')}`)
  const roundUp = (fraction[FIAT_DECIMALS] ?? '0') >= '5'
  return fromCents(roundUp ? kept + 1n : kept)
}
