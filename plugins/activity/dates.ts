/**
 * Dates of the activity list in short relative wording, in the modal's language:
 * the day headings (Today, Yesterday, a weekday, "12 Nov", "Nov 2024") and each row's time
 * ("5 min. ago"). Pure functions of the date, "now" and the language, so they test without
 * a clock.
 */

const DAY_MS = 86_400_000

/** The heading a transaction is listed under, and the key of that group. */
export interface DayGroup {
  key: string
  /** `today` and `yesterday` are translated by the caller; other labels come from Intl. */
  label: { kind: 'today' | 'yesterday' } | { kind: 'date'; text: string }
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())

/** Whole calendar days from `date` to `now`, in local time (0: the same day). */
function calendarDaysBetween(date: Date, now: Date): number {
  // Rounded: a day with a daylight-saving change lasts 23 or 25 hours.
  return Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / DAY_MS)
}

/**
 * The group of a transaction mined at `date`: the day for the last week and this year, the
 * month for earlier years (a heading per day of a past year would be a list of headings).
 */
export function dayGroupOf(date: Date, now: Date, language: string): DayGroup {
  const days = calendarDaysBetween(date, now)
  const day = `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`
  // A date ahead of the visitor's clock (a skewed clock) still reads as today.
  if (days <= 0) return { key: day, label: { kind: 'today' } }
  if (days === 1) return { key: day, label: { kind: 'yesterday' } }
  if (days < 7) {
    const text = new Intl.DateTimeFormat(language, { weekday: 'long' }).format(date)
    return { key: day, label: { kind: 'date', text } }
  }
  if (date.getFullYear() === now.getFullYear()) {
    const text = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date)
    return { key: day, label: { kind: 'date', text } }
  }
  const text = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(date)
  return { key: `${date.getFullYear()}-${date.getMonth() + 1}`, label: { kind: 'date', text } }
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** How long ago `date` was, in the largest whole unit: "now", "5 min. ago", "3 days ago". */
export function timeAgo(date: Date, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' })
  // Never "in 2 min.": a transaction cannot be mined in the future, the clock is off.
  const elapsed = Math.max(0, now.getTime() - date.getTime())
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit)
  }
  return format.format(0, 'second')
}

/** The whole date and time, for a row's tooltip. */
export function fullDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
