import { formatUnits } from 'viem'

/**
 * An amount in smallest units as the visitor approves it: every digit kept (never rounded:
 * what is signed is exact), grouped and with the decimal sign of `language`, in Latin digits
 * so it reads as the wallet, the explorer and the site write it.
 */
export function formatExactAmount(amount: bigint, decimals: number, language: string): string {
  const [whole = '0', fraction] = formatUnits(amount, decimals).split('.')
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(language, { numberingSystem: 'latn' })
  } catch {
    // A tag Intl does not take: English writing.
    format = new Intl.NumberFormat('en', { numberingSystem: 'latn' })
  }
  const negative = whole.startsWith('-')
  const digits = negative ? whole.slice(1) : whole
  const grouped = format.format(BigInt(digits))
  const decimalSign = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value
  const body = fraction === undefined ? grouped : `${grouped}${decimalSign ?? '.'}${fraction}`
  return negative ? `-${body}` : body
}
