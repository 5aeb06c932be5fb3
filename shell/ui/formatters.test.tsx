import { act } from '@testing-library/react'
import type { Modal } from '../../index'
import {
  formatDate,
  formatFiat,
  formatRelativeTime,
  formatTokenAmount,
  useAmountFormat,
  useDateFormat,
  useFiatFormat,
  useLanguage,
} from './formatters'
import { kitModal, renderInModal } from './test/kit'

const NBSP = '\u00a0'

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
})

describe('formatFiat and formatDate', () => {
  it('format fiat values in the language', () => {
    expect(formatFiat(1.5, 'en')).toBe('$1.50')
    expect(formatFiat(1.5, 'de')).toBe(`1,50${NBSP}$`)
    expect(formatFiat(1.5, 'es', 'EUR')).toBe(`1,50${NBSP}€`)
  })

  it('format dates in the language', () => {
    const date = new Date(2025, 10, 12, 15, 4)
    expect(formatDate(date, 'en')).toBe('Nov 12, 2025')
    expect(formatDate(date, 'de')).toBe('12.11.2025')
    expect(formatDate(date, 'en', { month: 'long' })).toBe('November')
  })
})

describe('formatting per language', () => {
  // Spaces as plain spaces: ICU uses narrow and no-break ones, which vary between versions.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
  it.each([
    ['en', '1,234.5', '$1.50', 'Nov 12, 2025', '5 minutes ago'],
    ['fr', '1 234,5', '1,50 $US', '12 nov. 2025', 'il y a 5 minutes'],
    ['de', '1.234,5', '1,50 $', '12.11.2025', 'vor 5 Minuten'],
    ['ja', '1,234.5', '$1.50', '2025/11/12', '5 分前'],
  ])('%s: amounts, fiat, dates and relative times', (language, amount, fiat, date, ago) => {
    expect(plain(formatTokenAmount('1234.5', language))).toBe(amount)
    expect(plain(formatFiat(1.5, language))).toBe(fiat)
    expect(plain(formatDate(new Date(2025, 10, 12), language))).toBe(date)
    expect(plain(formatRelativeTime(-5, 'minute', language))).toBe(ago)
  })
})

describe('amounts in Arabic', () => {
  // Amounts sit left to right beside addresses and are compared with wallets and explorers:
  // Latin digits even where Intl would write Arabic-Indic ones (ar-EG, ar-SA); dates keep them.
  const unmarked = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '')
  it.each(['ar', 'ar-EG', 'ar-SA'])('%s: Latin digits for token and fiat amounts', (language) => {
    expect(unmarked(formatTokenAmount('-1234.5', language))).toBe('-1,234.5')
    expect(unmarked(formatFiat(1234.5, language))).toMatch(/^1,234\.50\sUS\$$/)
    expect(formatFiat('1234.5', language)).not.toMatch(/[\u0660-\u0669]/)
  })

  it('keeps the digits of the language in dates', () => {
    expect(formatDate(new Date(2025, 10, 12), 'ar-EG')).toMatch(/[\u0660-\u0669]/)
  })
})

describe('the format hooks', () => {
  let modal: Modal

  beforeEach(async () => {
    modal = await kitModal()
  })

  afterEach(() => modal.destroy())

  const DATE_OPTIONS: Intl.DateTimeFormatOptions = { month: 'long' }

  function Figures() {
    const amount = useAmountFormat()
    const fiat = useFiatFormat()
    const date = useDateFormat(DATE_OPTIONS)
    return (
      <p>
        {[
          useLanguage(),
          amount('1234.56789'),
          fiat.format(1234.5),
          date.format(new Date(2025, 10, 12)),
        ].join(' | ')}
      </p>
    )
  }

  it("follow the modal's language", async () => {
    const { container } = renderInModal(modal, <Figures />)
    const shown = () => container.querySelector('p')?.textContent
    expect(shown()).toBe('en | 1,234.5678 | $1,234.50 | November')

    await act(() => modal.setLanguage('de'))

    expect(shown()).toBe(`de | 1.234,5678 | 1.234,50${NBSP}$ | November`)

    await act(() => modal.setLanguage('es'))

    expect(shown()).toBe(`es | 1234,5678 | 1234,50${NBSP}US$ | noviembre`)
  })
})
