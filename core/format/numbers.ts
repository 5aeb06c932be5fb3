/**
 * Token amounts and fiat values for display in a language, through `Intl`: plain functions,
 * no React, so the kit's views (portico/ui's hooks) and the wallet frame's approval screen
 * write amounts the same way.
 */

/** How `formatTokenAmount` shows an amount. */
export interface TokenAmountFormatOptions {
  /**
   * At most this many decimals, cut (never rounded up); 4 by default. `Infinity` keeps every
   * digit (an amount the visitor approves).
   */
  maxFractionDigits?: number
  /** At least this many decimals, zeros added ("1.50" for a rate or a percentage); 0 by default. */
  minFractionDigits?: number
}

/** The language amounts are written in when the given one is not a tag `Intl` takes. */
const FALLBACK_LANGUAGE = 'en'

/**
 * The locale amounts are formatted in: the language's grouping and separators, in Latin
 * digits. Amounts are data the visitor compares with their wallet, a block explorer or the
 * amount they typed (which the kit reads in Latin digits), and they sit left to right beside
 * addresses and token symbols: Arabic-Indic digits (Intl gives them for ar-EG, ar-SA, and for
 * ar itself in older ICU) or Persian ones would read differently in each of those places.
 * Dates and relative times are prose and keep the language's own digits. A tag `Intl` refuses
 * gets English writing rather than an exception in the middle of a view.
 */
function amountLocale(language: string): string {
  try {
    return new Intl.Locale(language, { numberingSystem: 'latn' }).toString()
  } catch {
    return new Intl.Locale(FALLBACK_LANGUAGE, { numberingSystem: 'latn' }).toString()
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
 * ("1,234.5678" in English, "1.234,5678" in German), in Latin digits (see amountLocale). Works
 * on the digits themselves (whole part as a BigInt), so no float ever touches the amount.
 * Anything that is not a decimal string is returned as given.
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

/** The format `formatFiat` uses, for a caller that formats many values in one language. */
export function fiatFormat(language: string, currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat(amountLocale(language), { style: 'currency', currency })
}
