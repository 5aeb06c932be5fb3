import { formatAmount, formatDisplayAmount } from 'portico/plugin'
import type { FeeHistory } from './schemas'

/** The blocks `eth_feeHistory` is asked about: the last few, about a minute on Ethereum. */
export const FEE_HISTORY_BLOCKS = 5
/** The priority fee percentile asked of each block: what half its transactions paid at most. */
export const PRIORITY_PERCENTILE = 50
/** How often the view reads the node again while it is open: about one Ethereum block. */
export const REFRESH_MS = 12_000
/** A plain transfer of the native token. */
export const NATIVE_TRANSFER_GAS = 21_000n
/** A typical ERC-20 `transfer` (an existing holder receiving). */
export const ERC20_TRANSFER_GAS = 65_000n
/** Gwei has 9 decimals. */
export const GWEI_DECIMALS = 9

/**
 * What the endpoint answers and the store caches: wei amounts as decimal strings, because the
 * store holds serialisable data only. `readFees` turns them into bigints, and everything after
 * that (sums, costs, formatting) is bigint arithmetic: no float ever touches an amount.
 */
export type NetworkFees =
  { kind: 'eip1559'; baseFee: string; priorityFee: string } | { kind: 'legacy'; gasPrice: string }

/** The fees as amounts: what a unit of gas costs now (`perGas`) and what it is made of. */
export type Fees =
  | { kind: 'eip1559'; baseFee: bigint; priorityFee: bigint; perGas: bigint }
  | { kind: 'legacy'; gasPrice: bigint; perGas: bigint }

/** The middle value (the lower middle for an even count); 0 for none. */
export function median(values: readonly bigint[]): bigint {
  if (values.length === 0) return 0n
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0n
}

/**
 * The fees a fee history gives: the next block's base fee (its last entry) and, as the
 * suggested priority fee, the median over the blocks of what they paid at the percentile.
 * Undefined when the node keeps no usable history (a chain before EIP-1559 answers zero base
 * fees, or no rewards): the caller asks `eth_gasPrice` instead.
 */
export function feesFromHistory(history: FeeHistory): NetworkFees | undefined {
  const baseFee = history.baseFeePerGas.at(-1)
  const rewards = (history.reward ?? []).flatMap((block) => block.slice(0, 1))
  if (baseFee === undefined || BigInt(baseFee) === 0n || rewards.length === 0) return undefined
  return {
    kind: 'eip1559',
    baseFee: BigInt(baseFee).toString(),
    priorityFee: median(rewards.map((reward) => BigInt(reward))).toString(),
  }
}

/** The fees of a node without fee history: its gas price, whole. */
export function feesFromGasPrice(gasPrice: string): NetworkFees {
  return { kind: 'legacy', gasPrice: BigInt(gasPrice).toString() }
}

/** The cached fees as amounts. */
export function readFees(fees: NetworkFees): Fees {
  if (fees.kind === 'legacy') {
    const gasPrice = BigInt(fees.gasPrice)
    return { kind: 'legacy', gasPrice, perGas: gasPrice }
  }
  const baseFee = BigInt(fees.baseFee)
  const priorityFee = BigInt(fees.priorityFee)
  return { kind: 'eip1559', baseFee, priorityFee, perGas: baseFee + priorityFee }
}

/** What a native transfer and an ERC-20 transfer cost at these fees, in the native token's unit. */
export function transferCosts(fees: Fees): { native: bigint; erc20: bigint } {
  return { native: fees.perGas * NATIVE_TRANSFER_GAS, erc20: fees.perGas * ERC20_TRANSFER_GAS }
}

/**
 * An amount for display with about `significant` significant digits after the point, cut
 * (never rounded up): 0.000462 stays 0.000462, 20.123456 gwei reads 20.1234, and a tiny L2
 * cost keeps the digits that matter instead of reading 0.
 */
export function shortAmount(value: bigint, decimals: number, significant = 4): string {
  const [whole = '0', fraction = ''] = formatAmount(value, decimals).split('.')
  const zeros = whole === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0
  return formatDisplayAmount(value, decimals, { maxFractionDigits: zeros + significant })
}
