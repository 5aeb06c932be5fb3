import { dayGroupOf, timeAgo } from './dates'

// Friday 14 November 2025, noon, local time.
const NOW = new Date(2025, 10, 14, 12, 0)
const label = (date: Date, language = 'en') => dayGroupOf(date, NOW, language).label

describe('dayGroupOf', () => {
  it('says Today and Yesterday by calendar day, not by 24 hours', () => {
    expect(label(new Date(2025, 10, 14, 0, 1))).toEqual({ kind: 'today' })
    // Fewer than 24 hours ago, but the day before.
    expect(label(new Date(2025, 10, 13, 23, 59))).toEqual({ kind: 'yesterday' })
    expect(label(new Date(2025, 10, 13, 0, 0))).toEqual({ kind: 'yesterday' })
  })

  it('reads a date ahead of the clock as today', () => {
    expect(label(new Date(2025, 10, 15, 9))).toEqual({ kind: 'today' })
  })

  it('names the weekday within the week, then the day and month, then month and year', () => {
    expect(label(new Date(2025, 10, 8))).toEqual({ kind: 'date', text: 'Saturday' })
    expect(label(new Date(2025, 10, 7))).toEqual({ kind: 'date', text: 'Nov 7' })
    expect(label(new Date(2025, 0, 1))).toEqual({ kind: 'date', text: 'Jan 1' })
    expect(label(new Date(2024, 11, 31))).toEqual({ kind: 'date', text: 'Dec 2024' })
    expect(label(new Date(2024, 11, 31), 'es')).toEqual({ kind: 'date', text: 'dic 2024' })
    expect(label(new Date(2025, 10, 7), 'de')).toEqual({ kind: 'date', text: '7. Nov.' })
  })

  it('groups by day this year, and by month in earlier years', () => {
    const key = (date: Date) => dayGroupOf(date, NOW, 'en').key
    expect(key(new Date(2025, 9, 2, 8))).toBe(key(new Date(2025, 9, 2, 20)))
    expect(key(new Date(2025, 9, 2))).not.toBe(key(new Date(2025, 9, 3)))
    expect(key(new Date(2024, 2, 5))).toBe(key(new Date(2024, 2, 28)))
    expect(key(new Date(2024, 2, 5))).not.toBe(key(new Date(2023, 2, 5)))
  })
})

describe('timeAgo', () => {
  const ago = (ms: number, language = 'en') => timeAgo(new Date(NOW.getTime() - ms), NOW, language)
  const MINUTE = 60_000
  const DAY = 24 * 60 * MINUTE

  it('uses the largest whole unit, in short wording', () => {
    expect(ago(20_000)).toBe('now')
    expect(ago(5 * MINUTE)).toBe('5 min. ago')
    expect(ago(90 * MINUTE)).toBe('1 hr. ago')
    expect(ago(3 * DAY)).toBe('3 days ago')
    expect(ago(15 * DAY)).toBe('2 wk. ago')
    expect(ago(400 * DAY)).toBe('last yr.')
    expect(ago(5 * MINUTE, 'es')).toBe('hace 5 min')
  })

  it('never says "in ...": a date ahead of the clock is now', () => {
    expect(ago(-10 * MINUTE)).toBe('now')
  })
})
