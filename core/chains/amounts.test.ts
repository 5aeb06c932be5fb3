import { describe, expect, it } from 'vitest'
import { ETH_DECIMALS, USDC_DECIMALS } from '../../plugins/pay/constants'
import { DEFAULT_BIG_NUMBER_DECIMALS, VIEW_DATA_TEXT_MAX_LENGTH } from '../constants'
import { PorticoError } from '../errors/PorticoError'
import {
  boundedTextSchema,
  decimalAmountSchema,
  formatAmount,
  formatDisplayAmount,
  parseAmount,
} from './amounts'

function failure(run: () => unknown): PorticoError {
  try {
    run()
  } catch (error) {
    if (error instanceof PorticoError) return error
    throw error
  }
  throw new Error('expected a PorticoError')
}

describe('parseAmount', () => {
  it('converts with the token decimals exactly', () => {
    expect(parseAmount('1.5', USDC_DECIMALS)).toBe(1_500_000n)
    expect(parseAmount('0.000001', USDC_DECIMALS)).toBe(1n)
    expect(parseAmount('1', ETH_DECIMALS)).toBe(10n ** 18n)
    expect(parseAmount('.5', 1)).toBe(5n)
    expect(parseAmount('7.', 2)).toBe(700n)
    expect(parseAmount(' 42 ', 0)).toBe(42n)
    expect(parseAmount('0', 18)).toBe(0n)
    expect(parseAmount('007.10', 2)).toBe(710n)
  })

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 !== 0.3 in floats; in units they add up exactly.
    expect(parseAmount('0.1', 18) + parseAmount('0.2', 18)).toBe(parseAmount('0.3', 18))
    // Beyond 2^53: a float would have lost the last digits.
    expect(parseAmount('123456789012345678.123456789012345678', 18)).toBe(
      123456789012345678123456789012345678n,
    )
  })

  it('accepts trailing zeros past the decimals, which change nothing', () => {
    expect(parseAmount('1.50000000', USDC_DECIMALS)).toBe(1_500_000n)
  })

  it('refuses an empty amount', () => {
    for (const input of ['', '   ']) {
      expect(failure(() => parseAmount(input, 6))).toMatchObject({
        code: 'AMOUNT_EMPTY',
        shortMessage: 'Amount is empty',
      })
    }
  })

  it('refuses a negative amount', () => {
    expect(failure(() => parseAmount('-1.5', 6))).toMatchObject({
      code: 'AMOUNT_NEGATIVE',
      shortMessage: 'Amount "-1.5" is negative',
    })
  })

  it.each(['abc', '1,5', '1.2.3', '1e18', '+1', '0x10', '.', '-', '1 000', 'NaN', 'Infinity'])(
    'refuses the non-numeric %j',
    (input) => {
      const error = failure(() => parseAmount(input, 18))
      expect(error.code).toBe('AMOUNT_NOT_NUMERIC')
      expect(error.shortMessage).toBe(
        `Amount "${input}" is not a number: use digits and one "." only`,
      )
    },
  )

  it('refuses more decimal places than the token has, instead of rounding', () => {
    expect(failure(() => parseAmount('1.0000001', USDC_DECIMALS))).toMatchObject({
      code: 'AMOUNT_TOO_MANY_DECIMALS',
      shortMessage: 'Amount "1.0000001" has 7 decimal places; this token allows 6',
    })
    expect(failure(() => parseAmount('0.5', 0)).code).toBe('AMOUNT_TOO_MANY_DECIMALS')
  })

  it('refuses impossible token decimals', () => {
    for (const decimals of [-1, 1.5, 256, Number.NaN]) {
      expect(failure(() => parseAmount('1', decimals)).code).toBe('INVALID_DECIMALS')
    }
  })
})

describe('formatAmount', () => {
  it('is the exact inverse of parseAmount', () => {
    for (const text of ['1.5', '0.000000000000000001', '123456789.987654321', '0', '10']) {
      expect(formatAmount(parseAmount(text, ETH_DECIMALS), ETH_DECIMALS)).toBe(text)
    }
    expect(formatAmount(1_500_000n, USDC_DECIMALS)).toBe('1.5')
    expect(formatAmount(-1_500_000n, USDC_DECIMALS)).toBe('-1.5')
  })

  it('round-trips every 18-decimals value exactly', () => {
    for (const wei of [1n, 10n ** 18n - 1n, 2n ** 255n, 999_999_999_999_999_999_999n]) {
      expect(parseAmount(formatAmount(wei, 18), 18)).toBe(wei)
    }
  })
})

describe('formatDisplayAmount', () => {
  it(`shows at most ${DEFAULT_BIG_NUMBER_DECIMALS} decimal places by default`, () => {
    expect(formatDisplayAmount(1n, 30)).toBe('0')
    expect(formatDisplayAmount(10n ** 10n + 1n, 30)).toBe('0.00000000000000000001')
    expect(formatDisplayAmount(1n, 18)).toBe('0.000000000000000001')
  })

  it('cuts extra places towards zero, never rounding a balance up', () => {
    expect(formatDisplayAmount(1_239_999n, 6, { maxFractionDigits: 2 })).toBe('1.23')
    expect(formatDisplayAmount(999_999n, 6, { maxFractionDigits: 4 })).toBe('0.9999')
    expect(formatDisplayAmount(-1_239_999n, 6, { maxFractionDigits: 2 })).toBe('-1.23')
    expect(formatDisplayAmount(-1n, 6, { maxFractionDigits: 2 })).toBe('0')
    expect(formatDisplayAmount(1_500_000n, 6, { maxFractionDigits: 0 })).toBe('1')
  })

  it('pads to the fewest decimal places asked for, as the Pay view does', () => {
    expect(formatDisplayAmount(0n, 18, { minFractionDigits: 4, maxFractionDigits: 4 })).toBe(
      '0.0000',
    )
    expect(formatDisplayAmount(1_500_000n, 6, { minFractionDigits: 4 })).toBe('1.5000')
    expect(formatDisplayAmount(5n, 0, { minFractionDigits: 2 })).toBe('5.00')
  })
})

describe('the view data pieces', () => {
  const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message

  it('decimalAmountSchema takes what parseAmount reads, and nothing else', () => {
    for (const text of ['1', '0.5', '.5', '2.', '007.10'])
      expect(decimalAmountSchema.safeParse(text).success, text).toBe(true)
    for (const text of ['', '-1', '1e3', '1,5', ' 1', '1.2.3', '.', '0x10'])
      expect(issue(decimalAmountSchema.safeParse(text)), text).toBe('must be a decimal amount')
    expect(decimalAmountSchema.safeParse(1).success).toBe(false)
  })

  it('boundedTextSchema takes a short text, not an empty or a long one', () => {
    expect(boundedTextSchema.safeParse('USDC').success).toBe(true)
    expect(boundedTextSchema.safeParse('x'.repeat(VIEW_DATA_TEXT_MAX_LENGTH)).success).toBe(true)
    expect(issue(boundedTextSchema.safeParse(''))).toBe('must not be empty')
    expect(issue(boundedTextSchema.safeParse('x'.repeat(VIEW_DATA_TEXT_MAX_LENGTH + 1)))).toBe(
      `must be at most ${VIEW_DATA_TEXT_MAX_LENGTH} characters`,
    )
  })
})
