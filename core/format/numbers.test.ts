import { describe, expect, it } from 'vitest'
import { formatFiat, formatTokenAmount } from './numbers'

const NBSP = '\u00a0'
// Spaces as plain spaces: ICU uses narrow and no-break ones, which vary between versions.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatTokenAmount', () => {
  it("groups digits and uses the language's decimal separator", () => {
    expect(formatTokenAmount('1234.5', 'en')).toBe('1,234.5')
    expect(formatTokenAmount('1234.5', 'de')).toBe('1.234,5')
    expect(formatTokenAmount('1234567.5', 'es')).toBe('1.234.567,5')
    expect(formatTokenAmount('42', 'en')).toBe('42')
  })

  it('cuts to at most maxFractionDigits decimals (never rounds up) and drops trailing zeros', () => {
    expect(formatTokenAmount('0.99999', 'en')).toBe('0.9999')
    expect(formatTokenAmount('1.50000', 'en')).toBe('1.5')
    expect(formatTokenAmount('2.000001', 'en')).toBe('2')
    expect(formatTokenAmount('0.123456789', 'en', { maxFractionDigits: 6 })).toBe('0.123456')
    expect(formatTokenAmount('.5', 'en')).toBe('0.5')
  })

  it('keeps every decimal when the maximum is Infinity', () => {
    const options = { maxFractionDigits: Number.POSITIVE_INFINITY }
    expect(formatTokenAmount('1234.567891234567891234', 'de', options)).toBe(
      '1.234,567891234567891234',
    )
    expect(formatTokenAmount('7', 'en', options)).toBe('7')
  })

  it('adds zeros up to minFractionDigits (a rate, a percentage), never past the maximum', () => {
    expect(formatTokenAmount('1.5', 'en', { minFractionDigits: 2 })).toBe('1.50')
    expect(formatTokenAmount('3', 'fr', { minFractionDigits: 2 })).toBe('3,00')
    expect(formatTokenAmount('0.123', 'en', { minFractionDigits: 2 })).toBe('0.123')
    expect(formatTokenAmount('1', 'en', { maxFractionDigits: 1, minFractionDigits: 3 })).toBe('1.0')
  })

  it('keeps every digit of amounts no float could hold', () => {
    expect(formatTokenAmount('123456789012345678901234.5', 'en')).toBe(
      '123,456,789,012,345,678,901,234.5',
    )
    expect(formatTokenAmount('9007199254740993', 'de')).toBe('9.007.199.254.740.993')
  })

  it('signs negative amounts, but not a negative zero', () => {
    expect(formatTokenAmount('-1234.5', 'en')).toBe('-1,234.5')
    expect(formatTokenAmount('-0.00001', 'en')).toBe('0')
  })

  it('returns what is not a decimal string as given', () => {
    expect(formatTokenAmount('', 'en')).toBe('')
    expect(formatTokenAmount('1e18', 'en')).toBe('1e18')
    expect(formatTokenAmount('1.2.3', 'en')).toBe('1.2.3')
  })

  it('writes English for a tag Intl refuses, rather than throwing', () => {
    expect(formatTokenAmount('1234.5', 'not a tag')).toBe('1,234.5')
    expect(formatFiat(1.5, 'not a tag')).toBe('$1.50')
  })
})

describe('formatFiat', () => {
  it('formats fiat values in the language', () => {
    expect(formatFiat(1.5, 'en')).toBe('$1.50')
    expect(formatFiat(1.5, 'de')).toBe(`1,50${NBSP}$`)
    expect(formatFiat(1.5, 'es', 'EUR')).toBe(`1,50${NBSP}€`)
  })
})

describe('amounts per language', () => {
  it.each([
    ['en', '1,234.5', '$1.50'],
    ['fr', '1 234,5', '1,50 $US'],
    ['de', '1.234,5', '1,50 $'],
    ['ja', '1,234.5', '$1.50'],
  ])('%s: token amounts and fiat', (language, amount, fiat) => {
    expect(plain(formatTokenAmount('1234.5', language))).toBe(amount)
    expect(plain(formatFiat(1.5, language))).toBe(fiat)
  })
})

describe('amounts in Arabic', () => {
  // Amounts sit left to right beside addresses and are compared with wallets and explorers:
  // Latin digits even where Intl would write Arabic-Indic ones (ar-EG, ar-SA).
  const unmarked = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '')
  it.each(['ar', 'ar-EG', 'ar-SA'])('%s: Latin digits for token and fiat amounts', (language) => {
    expect(unmarked(formatTokenAmount('-1234.5', language))).toBe('-1,234.5')
    expect(unmarked(formatFiat(1234.5, language))).toMatch(/^1,234\.50\sUS\$$/)
    expect(formatFiat('1234.5', language)).not.toMatch(/[\u0660-\u0669]/)
  })
})
