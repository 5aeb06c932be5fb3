import { ONRAMP_FALLBACK_LIMITS } from 'portico/plugin'
import { describe, expect, it } from 'vitest'
import { amountIssue, limitsFor, paymentCurrencyIds } from './limits'
import type { OnrampOptions } from './schemas'
import { TEST_OPTIONS } from './test/handlers'

describe('the limits of a payment method', () => {
  it("are the options' own, per method and currency", () => {
    expect(limitsFor(TEST_OPTIONS, 'USD', 'card')).toEqual({ min: '20.00', max: '500.00' })
    expect(limitsFor(TEST_OPTIONS, 'USD', 'ach_bank_account')).toEqual({
      min: '50.00',
      max: '10000.00',
    })
    expect(limitsFor(TEST_OPTIONS, 'EUR', 'card')).toEqual({ min: '15.00', max: '400.00' })
  })

  it('are the default ones for a method the options leave out: card 10-7500, bank 10-25000', () => {
    expect(limitsFor(TEST_OPTIONS, 'EUR', 'ach_bank_account')).toEqual({
      min: '10.00',
      max: '25000.00',
    })
    const cardless: OnrampOptions = {
      ...TEST_OPTIONS,
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [] }],
    }
    expect(limitsFor(cardless, 'USD', 'card')).toEqual({ min: '10.00', max: '7500.00' })
  })

  it('are unknown for a payment currency the options do not offer', () => {
    expect(limitsFor(TEST_OPTIONS, 'GBP', 'card')).toBeUndefined()
  })

  it('fall back to card 10.00-7500.00 and bank 10.00-25000.00 in USD and EUR without options', () => {
    for (const currency of ['USD', 'EUR']) {
      expect(limitsFor(undefined, currency, 'card')).toEqual({ min: '10.00', max: '7500.00' })
      expect(limitsFor(undefined, currency, 'ach_bank_account')).toEqual({
        min: '10.00',
        max: '25000.00',
      })
    }
    expect(limitsFor(undefined, 'GBP', 'card')).toBeUndefined()
    // Options that list no payment currency are no better than none.
    expect(limitsFor({ ...TEST_OPTIONS, paymentCurrencies: [] }, 'EUR', 'card')).toEqual(
      ONRAMP_FALLBACK_LIMITS.card,
    )
  })

  it('offers the payment currencies of the options, or USD and EUR', () => {
    expect(paymentCurrencyIds(TEST_OPTIONS)).toEqual(['USD', 'EUR'])
    expect(paymentCurrencyIds({ ...TEST_OPTIONS, paymentCurrencies: [] })).toEqual(['USD', 'EUR'])
    expect(paymentCurrencyIds(undefined)).toEqual(['USD', 'EUR'])
  })
})

describe('an amount against the limits', () => {
  const limits = { min: '10.00', max: '7500.00' }

  it('takes both ends, inclusive, and cents', () => {
    expect(amountIssue('10', limits)).toBeUndefined()
    expect(amountIssue('10.00', limits)).toBeUndefined()
    expect(amountIssue('7500', limits)).toBeUndefined()
    expect(amountIssue('25.5', limits)).toBeUndefined()
    expect(amountIssue('25.55', limits)).toBeUndefined()
  })

  it('refuses a cent below the least and a cent above the most, exactly (no float)', () => {
    expect(amountIssue('9.99', limits)).toBe('belowMin')
    expect(amountIssue('7500.01', limits)).toBe('aboveMax')
    // 0.1 + 0.2 style traps: compared in cents, never as floats.
    expect(amountIssue('10.00', { min: '10.00', max: '10.00' })).toBeUndefined()
    expect(amountIssue('99999999999999999999.99', limits)).toBe('aboveMax')
  })

  it('says an empty field is empty, and anything not an amount in cents is invalid', () => {
    expect(amountIssue('', limits)).toBe('empty')
    expect(amountIssue('  ', limits)).toBe('empty')
    for (const typed of ['abc', '1e3', '-5', '10.001', '0', '0.00', '1.2.3'])
      expect(amountIssue(typed, limits)).toBe('invalid')
  })
})
