import { useMemo } from 'react'
import { DEFAULT_DATE_OPTIONS, DEFAULT_RELATIVE_OPTIONS } from '../../core/format/dates'
import {
  fiatFormat,
  formatTokenAmount,
  type TokenAmountFormatOptions,
} from '../../core/format/numbers'
import { useI18n } from './i18n'

/**
 * Numbers and dates for display in the modal's language: hooks that follow it (a view
 * re-renders when it changes) over the plain functions of core/format, which portico/ui
 * exports too (the wallet frame writes its amounts with them, without React).
 */

export { formatFiat, formatTokenAmount } from '../../core/format/numbers'
export type { TokenAmountFormatOptions } from '../../core/format/numbers'
export { formatDate, formatRelativeTime } from '../../core/format/dates'

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
