import { describe, expect, it } from 'vitest'
import { fromCents, roundFiat, toCents } from './fiat'
import { formatMoney, quoteLines, sumDecimals } from './quoteDisplay'
import type { OnrampQuote } from './schemas'

const quote = (overrides: Partial<OnrampQuote> = {}): OnrampQuote => ({
  fees: [
    { type: 'provider', amount: { value: '0.375', currency: 'USD' } },
    { type: 'network', amount: { value: '0.1', currency: 'USD' } },
  ],
  paymentSubtotal: { value: '25', currency: 'USD' },
  paymentTotal: { value: '25.475', currency: 'USD' },
  purchaseAmount: { value: '0.008333333333333333', currency: 'ETH' },
  quoteId: 'q1',
  ...overrides,
})

describe('fiat amounts', () => {
  it('are cents inside and two-place decimal strings outside', () => {
    expect(toCents('25')).toBe(2500n)
    expect(toCents('25.5')).toBe(2550n)
    expect(toCents('0.07')).toBe(7n)
    expect(toCents('1.234')).toBeUndefined()
    expect(toCents('x')).toBeUndefined()
    expect(fromCents(2550n)).toBe('25.50')
    expect(fromCents(7n)).toBe('0.07')
    expect(fromCents(750000n)).toBe('7500.00')
  })

  it('round half up to the cent, as the provider charges', () => {
    expect(roundFiat('25.375')).toBe('25.38')
    expect(roundFiat('25.374999')).toBe('25.37')
    expect(roundFiat('0.005')).toBe('0.01')
    expect(roundFiat('0.004')).toBe('0.00')
    expect(roundFiat('9.995')).toBe('10.00')
    expect(roundFiat('7')).toBe('7.00')
    expect(roundFiat('1e3')).toBeUndefined()
    expect(roundFiat('-1')).toBeUndefined()
  })
})

describe('a quote as shown', () => {
  it('sums the fees exactly and rounds each fiat line to the cent', () => {
    expect(sumDecimals(['0.375', '0.1'])).toBe('0.475')
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3')
    expect(sumDecimals(['7', '3'])).toBe('10')
    expect(quoteLines(quote(), 'en')).toEqual({
      fees: { value: '0.48', currency: 'USD' },
      subtotal: { value: '25.00', currency: 'USD' },
      total: { value: '25.48', currency: 'USD' },
      receive: { value: '0.008333', currency: 'ETH' },
    })
  })

  it('never shows more of the bought currency than arrives: cut at 6 places, not rounded', () => {
    const lines = quoteLines(
      quote({ purchaseAmount: { value: '24.9999999', currency: 'USDC' } }),
      'en',
    )
    expect(lines.receive.value).toBe('24.999999')
    expect(
      quoteLines(quote({ purchaseAmount: { value: '25.000000', currency: 'USDC' } }), 'en').receive
        .value,
    ).toBe('25')
  })

  it.each([
    ['en', '1,234.008333', '$1,234.50'],
    ['fr', '1 234,008333', '1 234,50 $US'],
    ['de', '1.234,008333', '1.234,50 $'],
    ['ja', '1,234.008333', '$1,234.50'],
    ['ar-EG', '1,234.008333', '1,234.50 US$'],
  ])('writes the amounts in %s (Latin digits in Arabic too)', (language, receive, total) => {
    // Spaces and bidi marks as Intl writes them vary between ICU versions.
    const plain = (text: string) =>
      text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '')
    const lines = quoteLines(
      quote({
        purchaseAmount: { value: '1234.0083339', currency: 'ETH' },
        paymentTotal: { value: '1234.5', currency: 'USD' },
      }),
      language,
    )
    expect(plain(lines.receive.value)).toBe(receive)
    expect(plain(formatMoney(lines.total, language))).toBe(total)
  })

  it('formats fiat in the language, from the string (no float rounding on large amounts)', () => {
    // Intl puts a no-break space before the euro sign.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ')
    expect(formatMoney({ value: '25.38', currency: 'USD' }, 'en')).toBe('$25.38')
    expect(plain(formatMoney({ value: '7500.00', currency: 'EUR' }, 'de'))).toBe('7.500,00 €')
    expect(plain(formatMoney({ value: '25.5', currency: 'EUR' }, 'es'))).toBe('25,50 €')
    // Past 2^53 cents a float is off by a cent (…409.94); the string is shown as it is.
    expect(formatMoney({ value: '90071992547409.93', currency: 'USD' }, 'en')).toBe(
      '$90,071,992,547,409.93',
    )
  })
})
