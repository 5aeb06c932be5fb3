import { formatUnits, parseUnits } from 'viem'
import * as z from 'zod/mini'
import { DEFAULT_BIG_NUMBER_DECIMALS, VIEW_DATA_TEXT_MAX_LENGTH } from '../constants'
import type { ErrorDetailsInput } from '../errors/codes'
import { PorticoError } from '../errors/PorticoError'

export type AmountErrorCode =
  | 'AMOUNT_EMPTY'
  | 'AMOUNT_NOT_NUMERIC'
  | 'AMOUNT_NEGATIVE'
  | 'AMOUNT_TOO_MANY_DECIMALS'
  | 'INVALID_DECIMALS'

/** ERC-20 `decimals()` is a uint8; no token anywhere has more. */
const MAX_DECIMALS = 255
// Plain decimal notation only: no sign, exponent, grouping or spaces ("1", "1.5", ".5", "1.").
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/
const NEGATIVE_DECIMAL = /^-(\d+\.?\d*|\.\d+)$/

function amountError(
  code: AmountErrorCode,
  message: string,
  details: ErrorDetailsInput<AmountErrorCode>,
) {
  return new PorticoError<AmountErrorCode>(code, message, details)
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw amountError(
      'INVALID_DECIMALS',
      `Invalid token decimals ${decimals}: expected a whole number from 0 to ${MAX_DECIMALS}`,
      { decimals },
    )
  }
}

/**
 * Converts an amount typed by a person ("1.5") into the token's smallest unit, exactly:
 * `parseAmount('1.5', 6) === 1500000n`. Surrounding spaces are ignored. Trailing zeros past the
 * token's decimals are accepted (they change nothing); any other extra digit is refused rather
 * than rounded, since rounding would send a different amount from the one shown.
 * @throws PorticoError `AMOUNT_EMPTY`, `AMOUNT_NOT_NUMERIC`, `AMOUNT_NEGATIVE`,
 *   `AMOUNT_TOO_MANY_DECIMALS` or `INVALID_DECIMALS`.
 */
export function parseAmount(input: string, decimals: number): bigint {
  assertDecimals(decimals)
  const value = input.trim()
  if (value === '') throw amountError('AMOUNT_EMPTY', 'Amount is empty', { input })
  if (NEGATIVE_DECIMAL.test(value)) {
    throw amountError('AMOUNT_NEGATIVE', `Amount "${input}" is negative`, { input })
  }
  if (!DECIMAL.test(value)) {
    throw amountError(
      'AMOUNT_NOT_NUMERIC',
      `Amount "${input}" is not a number: use digits and one "." only`,
      { input },
    )
  }
  const fraction = (value.split('.')[1] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) {
    throw amountError(
      'AMOUNT_TOO_MANY_DECIMALS',
      `Amount "${input}" has ${fraction.length} decimal places; this token allows ${decimals}`,
      { input, decimals },
    )
  }
  // Nothing is left for viem to round: the check above guarantees the fraction fits.
  return parseUnits(value, decimals)
}

/**
 * Formats a value in the token's smallest unit as an exact decimal string, without trailing
 * zeros: `formatAmount(1500000n, 6) === '1.5'`. The inverse of `parseAmount`.
 * @throws PorticoError `INVALID_DECIMALS`.
 */
export function formatAmount(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  return formatUnits(value, decimals)
}

export interface DisplayAmountOptions {
  /** Most decimal places shown; the rest is cut off. Default DEFAULT_BIG_NUMBER_DECIMALS (20). */
  maxFractionDigits?: number
  /** Fewest decimal places shown, padded with zeros (the Pay view shows 0.0000). Default 0. */
  minFractionDigits?: number
}

/**
 * Formats a value in the token's smallest unit for display. Extra decimal places are cut off
 * towards zero, never rounded up, so a balance is never shown as more than it is.
 * `formatDisplayAmount(1234567n, 6, { maxFractionDigits: 2 }) === '1.23'`.
 * @throws PorticoError `INVALID_DECIMALS`.
 */
export function formatDisplayAmount(
  value: bigint,
  decimals: number,
  options: DisplayAmountOptions = {},
): string {
  const exact = formatAmount(value, decimals)
  const max = Math.max(0, Math.trunc(options.maxFractionDigits ?? DEFAULT_BIG_NUMBER_DECIMALS))
  const min = Math.min(max, Math.max(0, Math.trunc(options.minFractionDigits ?? 0)))
  const negative = exact.startsWith('-')
  const [integer = '0', fraction = ''] = (negative ? exact.slice(1) : exact).split('.')
  const shown = fraction.slice(0, max).replace(/0+$/, '').padEnd(min, '0')
  const digits = shown ? `${integer}.${shown}` : integer
  // A tiny negative value cut to zero is shown as 0, not -0.
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits
}

// The pieces a plugin's boundary schemas share (what a view is opened with): here, beside the
// amounts, rather than in a module of their own, which the host's bundler would make one more
// lazy chunk named in the host page's preload map. Refinements rather than z.maxLength() and
// z.regex(): every zod class the kit uses joins the zod chunk, part of the host page's first
// download.

/**
 * An amount in a token's units as a person writes it (`'0.5'`, `'.5'`, `'2.'`): digits with at
 * most one point, no sign, no exponent. Convert it with `parseAmount(value, decimals)`.
 */
export const decimalAmountSchema = z
  .string()
  .check(z.refine((value) => DECIMAL.test(value), 'must be a decimal amount'))

/**
 * A short piece of text handed to a view (a receiver, a token's symbol or address): not empty
 * and at most 200 characters, so a host's data cannot fill a field with a page of text.
 */
export const boundedTextSchema = z.string().check(
  z.minLength(1, 'must not be empty'),
  z.refine(
    (value) => value.length <= VIEW_DATA_TEXT_MAX_LENGTH,
    `must be at most ${VIEW_DATA_TEXT_MAX_LENGTH} characters`,
  ),
)
