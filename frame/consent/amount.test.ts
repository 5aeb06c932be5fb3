import { describe, expect, it } from 'vitest'
import { formatExactAmount } from './amount'

describe('an amount as the frame shows it for approval', () => {
  const amount = 1_234_567_891_234_567_891_234n // 1234.567891234567891234 at 18 decimals

  it("keeps every digit and writes the language's separators", () => {
    expect(formatExactAmount(amount, 18, 'en')).toBe('1,234.567891234567891234')
    expect(formatExactAmount(amount, 18, 'de')).toBe('1.234,567891234567891234')
    expect(formatExactAmount(amount, 18, 'fr')).toBe('1\u202f234,567891234567891234')
    expect(formatExactAmount(amount, 18, 'ja')).toBe('1,234.567891234567891234')
  })

  it('uses Latin digits in Arabic too, and whole amounts have no decimal sign', () => {
    expect(formatExactAmount(5_000_000_000n, 6, 'ar-EG')).toMatch(/^5[^0-9]?000$/)
    expect(formatExactAmount(5_000_000_000n, 6, 'ar-EG')).not.toMatch(/[\u0660-\u0669]/)
    expect(formatExactAmount(2_500_000n, 6, 'en')).toBe('2.5')
  })

  it('falls back to English writing for a tag Intl refuses', () => {
    expect(formatExactAmount(1_500_000n, 6, 'not a tag')).toBe('1.5')
  })
})
