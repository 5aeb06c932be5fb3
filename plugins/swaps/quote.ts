import { formatDisplayAmount } from 'portico/plugin'
import { SWAP_SLIPPAGE_TOLERANCE } from './constants'
import type { Quote, SwapToken } from './schemas'

/** Basis points per percent, and in a whole. */
const BPS_PER_PERCENT = 100n
const BPS = 10_000n

/** A percentage (at most 2 decimals) in basis points: 1 → 100n, 0.5 → 50n. */
export function percentToBps(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100)
    throw new RangeError(`A slippage of ${percent} % is not between 0 and 100`)
  return BigInt(Math.round(percent * Number(BPS_PER_PERCENT)))
}

/**
 * The least the swap accepts: the quoted amount less the slippage tolerance (1 %),
 * rounded down, so the visitor is never promised a unit more than the swap guarantees.
 */
export function minimumReceived(
  toAmount: bigint,
  slippagePercent: number = SWAP_SLIPPAGE_TOLERANCE,
): bigint {
  return (toAmount * (BPS - percentToBps(slippagePercent))) / BPS
}

/**
 * How much less the quote gives than the pools' current price would (`spotToAmount`), in
 * basis points, rounded down; 0 when the quote is not worse.
 */
export function priceImpactBps(quote: Pick<Quote, 'toAmount' | 'spotToAmount'>): bigint {
  const spot = BigInt(quote.spotToAmount)
  const to = BigInt(quote.toAmount)
  if (spot === 0n || to >= spot) return 0n
  return ((spot - to) * BPS) / spot
}

/** Basis points as a percentage for display: 57n → "0.57". */
export function formatBps(bps: bigint): string {
  return formatDisplayAmount(bps, 2, { maxFractionDigits: 2, minFractionDigits: 2 })
}

/**
 * How many `to` units one whole `from` token buys at the quote, as a decimal string in the
 * `to` token's units, cut (not rounded) at `maxFractionDigits`.
 */
export function rateOf(
  quote: Pick<Quote, 'fromAmount' | 'toAmount'>,
  from: Pick<SwapToken, 'decimals'>,
  to: Pick<SwapToken, 'decimals'>,
  maxFractionDigits = 6,
): string {
  const fromAmount = BigInt(quote.fromAmount)
  if (fromAmount === 0n) return '0'
  const perWhole = (BigInt(quote.toAmount) * 10n ** BigInt(from.decimals)) / fromAmount
  return formatDisplayAmount(perWhole, to.decimals, { maxFractionDigits })
}

/** The swap's network fee in wei: its gas at the gas price. */
export function networkFeeWei(quote: Pick<Quote, 'gas'>, gasPriceWei: bigint): bigint {
  return BigInt(quote.gas) * gasPriceWei
}

/**
 * A smallest-unit amount's worth in USD at `price` (a float, for display only: the amount
 * itself never becomes one before this).
 */
export function usdWorth(amount: bigint, decimals: number, price: number): number {
  return Number(formatDisplayAmount(amount, decimals, { maxFractionDigits: 12 })) * price
}

/** Everything the form and the review show of one quote. */
export interface QuoteFigures {
  fromAmount: bigint
  toAmount: bigint
  /** `to` per whole `from`, a display string. */
  rate: string
  priceImpactBps: bigint
  minimumReceived: bigint
  feeWei: bigint
  /** undefined while the native currency has no price. */
  feeUsd: number | undefined
}

export function quoteFigures(args: {
  quote: Quote
  from: SwapToken
  to: SwapToken
  native: SwapToken | undefined
  gasPriceWei: bigint | undefined
}): QuoteFigures {
  const { quote, from, to, native, gasPriceWei } = args
  const feeWei = gasPriceWei === undefined ? 0n : networkFeeWei(quote, gasPriceWei)
  return {
    fromAmount: BigInt(quote.fromAmount),
    toAmount: BigInt(quote.toAmount),
    rate: rateOf(quote, from, to),
    priceImpactBps: priceImpactBps(quote),
    minimumReceived: minimumReceived(BigInt(quote.toAmount)),
    feeWei,
    feeUsd:
      native && native.price > 0 && gasPriceWei !== undefined
        ? usdWorth(feeWei, native.decimals, native.price)
        : undefined,
  }
}
