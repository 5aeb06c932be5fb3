import { useMemo } from 'react'
import { useI18n } from './i18n'

/**
 * Numbers and dates for display, in the modal's language, through `Intl`: token amounts
 * (decimal strings, never floats), fiat values and dates. Plain functions taking the language,
 * and hooks that follow the modal's language (a view re-renders when it changes).
 */

/** How `formatTokenAmount` shows an amount. */
export interface TokenAmountFormatOptions {
  /** At most this many decimals, cut (never rounded up); 4 by default. */
  maxFractionDigits?: number
  /** At least this many decimals, zeros added ("1.50" for a rate or a percentage); 0 by default. */
  minFractionDigits?: number
}

/**
 * The locale amounts are formatted in: the language's grouping and separators, in Latin
 * digits. Amounts are data the visitor compares with their wallet, a block explorer or the
 * amount they typed (which the kit reads in Latin digits), and they sit left to right beside
 * addresses and token symbols: Arabic-Indic digits (Intl gives them for ar-EG, ar-SA, and for
 * ar itself in older ICU) or Persian ones would read differently in each of those places.
 * Dates and relative times are prose and keep the language's own digits.
 */
function amountLocale(language: string): string {
  try {
    return new Intl.Locale(language, { numberingSystem: 'latn' }).toString()
  } catch {
    return language
  }
}

interface NumberSymbols {
  grouped: Intl.NumberFormat
  decimal: string
  minus: string
}

const symbolsByLanguage = new Map<string, NumberSymbols>()

/** The language's digit grouping, decimal separator and minus sign (made once per language). */
function numberSymbols(language: string): NumberSymbols {
  let symbols = symbolsByLanguage.get(language)
  if (!symbols) {
    const locale = amountLocale(language)
    const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    const parts = new Intl.NumberFormat(locale).formatToParts(-1.5)
    symbols = {
      grouped,
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      minus: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
    }
    symbolsByLanguage.set(language, symbols)
  }
  return symbols
}

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * A token amount given as a decimal string ("1234.56789", as `formatDisplayAmount` and the
 * services give it) in `language`: digits grouped, its decimal separator, at most
 * `maxFractionDigits` decimals cut and trailing zeros dropped down to `minFractionDigits`
 * ("1,234.5678" in English, "1.234,5678" in German), in Latin digits (see amountLocale). Works on the digits themselves (whole part as a BigInt), so no
 * float ever touches the amount. Anything that is not a decimal string is returned as given.
 */
export function formatTokenAmount(
  value: string,
  language: string,
  { maxFractionDigits = 4, minFractionDigits = 0 }: TokenAmountFormatOptions = {},
): string {
  const match = DECIMAL.exec(value.trim())
  if (!match || (match[2] === '' && !match[3])) return value
  const [, sign, whole = '', fraction = ''] = match
  const { grouped, decimal, minus } = numberSymbols(language)
  const cut = fraction
    .slice(0, maxFractionDigits)
    .replace(/0+$/, '')
    .padEnd(Math.min(minFractionDigits, maxFractionDigits), '0')
  const digits = grouped.format(BigInt(whole === '' ? '0' : whole))
  const negative = sign === '-' && (cut !== '' || /[1-9]/.test(whole))
  return `${negative ? minus : ''}${digits}${cut ? `${decimal}${cut}` : ''}`
}

/**
 * A fiat value in `language`, in Latin digits like every amount: "$1.50", "1,50 $". A number
 * (as the services price tokens) or a decimal string (as a quote gives it), which Intl reads
 * exactly, never through a float.
 */
export function formatFiat(
  // A template type, not Intl.StringNumericLiteral: TypeScript before 5.5 lacks that name.
  value: number | `${number}`,
  language: string,
  currency = 'USD',
): string {
  return fiatFormat(language, currency).format(value)
}

function fiatFormat(language: string, currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat(amountLocale(language), { style: 'currency', currency })
}

/** A date in `language`, by default as "12 Nov 2025" (`dateStyle: 'medium'`). */
export function formatDate(
  date: Date | number,
  language: string,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_OPTIONS,
): string {
  return new Intl.DateTimeFormat(language, options).format(date)
}

const DEFAULT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }

/** The modal's language (a BCP 47 tag); the calling component re-renders when it changes. */
export function useLanguage(): string {
  return useI18n().i18n.language
}

/** `formatTokenAmount` in the modal's language. */
export function useAmountFormat(): (value: string, options?: TokenAmountFormatOptions) => string {
  const language = useLanguage()
  return useMemo(
    () => (value: string, options?: TokenAmountFormatOptions) =>
      formatTokenAmount(value, language, options),
    [language],
  )
}

/** Fiat values in the modal's language ("$1.50", "1,50 $"): `useFiatFormat().format(1.5)`. */
export function useFiatFormat(currency = 'USD'): Intl.NumberFormat {
  const language = useLanguage()
  return useMemo(() => fiatFormat(language, currency), [language, currency])
}

/**
 * Dates in the modal's language: `useDateFormat({ dateStyle: 'medium', timeStyle: 'short' })
 * .format(date)`. Pass options that keep their identity (a constant), or the format is made
 * again on each render.
 */
export function useDateFormat(
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_OPTIONS,
): Intl.DateTimeFormat {
  const language = useLanguage()
  return useMemo(() => new Intl.DateTimeFormat(language, options), [language, options])
}

/** A time relative to now in `language`, as Intl words it: "5 minutes ago", "in 2 days". */
export function formatRelativeTime(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string,
  options: Intl.RelativeTimeFormatOptions = DEFAULT_RELATIVE_OPTIONS,
): string {
  return new Intl.RelativeTimeFormat(language, options).format(value, unit)
}

const DEFAULT_RELATIVE_OPTIONS: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }

/**
 * Relative times in the modal's language: `useRelativeTimeFormat().format(-5, 'minute')`.
 * Pass options that keep their identity (a constant), or the format is made on each render.
 */
export function useRelativeTimeFormat(
  options: Intl.RelativeTimeFormatOptions = DEFAULT_RELATIVE_OPTIONS,
): Intl.RelativeTimeFormat {
  const language = useLanguage()
  return useMemo(() => new Intl.RelativeTimeFormat(language, options), [language, options])
}
