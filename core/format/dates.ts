/**
 * Dates and relative times for display in a language, through `Intl`: prose, so they keep the
 * language's own digits (unlike amounts, see numbers.ts). Plain functions, no React.
 */

/** How a date is written unless the caller says otherwise: "12 Nov 2025". */
export const DEFAULT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }

/** How a relative time is written unless the caller says otherwise: "yesterday", not "1 day ago". */
export const DEFAULT_RELATIVE_OPTIONS: Intl.RelativeTimeFormatOptions = { numeric: 'auto' }

/** A date in `language`, by default as "12 Nov 2025" (`dateStyle: 'medium'`). */
export function formatDate(
  date: Date | number,
  language: string,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_OPTIONS,
): string {
  return new Intl.DateTimeFormat(language, options).format(date)
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
