import { describe, expect, it } from 'vitest'
import { SWAP_SLIPPAGE_TOLERANCE } from './constants'
import {
  formatBps,
  minimumReceived,
  percentToBps,
  priceImpactBps,
  quoteFigures,
  rateOf,
} from './quote'
import { quotesResponseSchema } from './schemas'
import { ETH, ETH_USDC_QUOTE, USDC } from './test/fixtures'

describe('minimum received', () => {
  it('is the quote less the 1 % slippage tolerance of SPEC §9', () => {
    expect(SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect(minimumReceived(298_500_000n)).toBe(295_515_000n)
  })

  it('rounds down, never promising a unit more than the swap guarantees', () => {
    // 999 × 0.99 = 989.01 → 989; 1 × 0.99 → 0.
    expect(minimumReceived(999n)).toBe(989n)
    expect(minimumReceived(1n)).toBe(0n)
    expect(minimumReceived(101n, 0.5)).toBe(100n)
  })

  it('refuses a slippage outside 0-100 %', () => {
    expect(() => percentToBps(-1)).toThrow(RangeError)
    expect(() => percentToBps(100)).toThrow(RangeError)
    expect(() => percentToBps(Number.NaN)).toThrow(RangeError)
    expect(percentToBps(0.25)).toBe(25n)
  })
})

describe('price impact', () => {
  it('compares the quote with the pools’ spot price, in basis points rounded down', () => {
    expect(priceImpactBps(ETH_USDC_QUOTE)).toBe(50n)
    expect(priceImpactBps({ toAmount: '2', spotToAmount: '3' })).toBe(3333n)
    expect(formatBps(50n)).toBe('0.50')
    expect(formatBps(3333n)).toBe('33.33')
  })

  it('is 0 when the quote is as good as the spot price or there is none', () => {
    expect(priceImpactBps({ toAmount: '5', spotToAmount: '5' })).toBe(0n)
    expect(priceImpactBps({ toAmount: '6', spotToAmount: '5' })).toBe(0n)
    expect(priceImpactBps({ toAmount: '0', spotToAmount: '0' })).toBe(0n)
  })
})

describe('rate', () => {
  it('is the bought units per whole sold token, across decimals', () => {
    expect(rateOf(ETH_USDC_QUOTE, ETH, USDC)).toBe('2985')
    // The other way: 298.5 USDC for 0.1 ETH → 0.000335 ETH per USDC (cut, not rounded).
    expect(rateOf({ fromAmount: '298500000', toAmount: '100000000000000000' }, USDC, ETH)).toBe(
      '0.000335',
    )
    expect(rateOf({ fromAmount: '0', toAmount: '1' }, USDC, ETH)).toBe('0')
  })
})

describe('quote figures', () => {
  it('parses an answer and gives what the views show, the fee in USD at the native price', () => {
    const [quote] = quotesResponseSchema.parse({ quotes: [ETH_USDC_QUOTE] }).quotes
    if (!quote) throw new Error('no quote')
    const figures = quoteFigures({
      quote,
      from: ETH,
      to: USDC,
      native: ETH,
      gasPriceWei: 2_000_000_000n,
    })
    const { feeUsd, ...exact } = figures
    // A USD figure for display: a float, compared to the cent.
    expect(feeUsd).toBeCloseTo(0.9, 2)
    expect(exact).toEqual({
      fromAmount: 100_000_000_000_000_000n,
      toAmount: 298_500_000n,
      rate: '2985',
      priceImpactBps: 50n,
      minimumReceived: 295_515_000n,
      // 150,000 gas at 2 gwei = 0.0003 ETH = $0.90.
      feeWei: 300_000_000_000_000n,
    })
  })

  it('has no USD fee while the gas price or the native price is unknown', () => {
    const base = { quote: ETH_USDC_QUOTE, from: ETH, to: USDC }
    expect(quoteFigures({ ...base, native: ETH, gasPriceWei: undefined }).feeUsd).toBeUndefined()
    expect(
      quoteFigures({ ...base, native: { ...ETH, price: 0 }, gasPriceWei: 1n }).feeUsd,
    ).toBeUndefined()
  })

  it('refuses a quote whose amounts are not whole smallest units', () => {
    expect(
      quotesResponseSchema.safeParse({ quotes: [{ ...ETH_USDC_QUOTE, toAmount: '1.5' }] }).success,
    ).toBe(false)
    expect(
      quotesResponseSchema.safeParse({ quotes: [{ ...ETH_USDC_QUOTE, path: [] }] }).success,
    ).toBe(false)
  })
})
