import { formatUnits } from 'viem'
import { formatTokenAmount } from '../../core/format/numbers'

/**
 * An amount in smallest units as the visitor approves it: every digit kept (never rounded:
 * what is signed is exact), grouped and with the decimal sign of `language`, in Latin digits
 * so it reads as the wallet, the explorer and the site write it (the kit's views write
 * amounts with the same function, cut to a few decimals).
 */
export function formatExactAmount(amount: bigint, decimals: number, language: string): string {
  return formatTokenAmount(formatUnits(amount, decimals), language, {
    maxFractionDigits: Number.POSITIVE_INFINITY,
  })
}
