import { describe, expect, it } from 'vitest'
import { formatDate, formatRelativeTime } from './dates'

// Spaces as plain spaces: ICU uses narrow and no-break ones, which vary between versions.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatDate', () => {
  it('formats dates in the language', () => {
    const date = new Date(2025, 10, 12, 15, 4)
    expect(formatDate(date, 'en')).toBe('Nov 12, 2025')
    expect(formatDate(date, 'de')).toBe('12.11.2025')
    expect(formatDate(date, 'en', { month: 'long' })).toBe('November')
  })

  it('keeps the digits of the language (prose, unlike amounts)', () => {
    expect(formatDate(new Date(2025, 10, 12), 'ar-EG')).toMatch(/[\u0660-\u0669]/)
  })
})

describe('dates and relative times per language', () => {
  it.each([
    ['en', 'Nov 12, 2025', '5 minutes ago', 'yesterday'],
    ['fr', '12 nov. 2025', 'il y a 5 minutes', 'hier'],
    ['de', '12.11.2025', 'vor 5 Minuten', 'gestern'],
    ['ja', '2025/11/12', '5 分前', '昨日'],
  ])('%s', (language, date, ago, yesterday) => {
    expect(plain(formatDate(new Date(2025, 10, 12), language))).toBe(date)
    expect(plain(formatRelativeTime(-5, 'minute', language))).toBe(ago)
    expect(formatRelativeTime(-1, 'day', language)).toBe(yesterday)
  })
})
