import type { Network } from 'portico/plugin'
import { formatTokenAmount } from 'portico/ui'
import type { HistoryTransaction, HistoryTransfer } from './schemas'

/**
 * What a row of the activity list says about one transaction, worked out from the
 * service's answer alone: no strings, no React, so each rule tests on its own.
 */

export type Direction = 'sent' | 'received' | 'self' | 'bought'

/** The operation type the services give a purchase through the onramp provider. */
export const ONRAMP_OPERATION = 'buy'

/**
 * Bought (an onramp purchase delivered to the account), sent, received, or sent to the
 * account itself: what the value did decides first (every
 * transfer back to the sender is `self`, every transfer in is received, every one out is
 * sent: a mint the account itself called is still money in); then the service's operation
 * type; then, for mixed transfers (a trade), the value that left; and for a call that
 * moved no value, who sent it.
 */
export function directionOf(transaction: HistoryTransaction, account: string): Direction {
  const { transfers, metadata } = transaction
  const all = (direction: HistoryTransfer['direction']) =>
    transfers.length > 0 && transfers.every((transfer) => transfer.direction === direction)
  // A purchase with a card or a bank transfer: the provider delivered it to the account.
  if (metadata.operationType === ONRAMP_OPERATION && !transfers.some((t) => t.direction === 'out'))
    return 'bought'
  if (all('self')) return 'self'
  if (all('in')) return 'received'
  if (all('out')) return 'sent'
  if (metadata.operationType === 'send') return 'sent'
  if (metadata.operationType === 'receive') return 'received'
  if (transfers.some((transfer) => transfer.direction === 'out')) return 'sent'
  if (transfers.some((transfer) => transfer.direction === 'in')) return 'received'
  return metadata.sentFrom.toLowerCase() === account.toLowerCase() ? 'sent' : 'received'
}

/** One transfer as the row shows it: the signed amount, the token and its icon. */
export interface TransferLine {
  direction: HistoryTransfer['direction']
  /** "+1.5" received, "-1.5" sent, "1.5" to itself, in the visitor's language ("+1 234,5"). */
  amount: string
  /** The token's symbol, or the NFT's name (undefined: the caller says "NFT"). */
  unit: string | undefined
  iconUrl: string | undefined
  /** The token's or NFT's name, the icon's text alternative. */
  iconAlt: string | undefined
}

const SIGNS = { in: '+', out: '-', self: '' } as const

export function transferLine(transfer: HistoryTransfer, language: string): TransferLine {
  const shown = formatTokenAmount(transfer.quantity.numeric, language)
  const amount = `${SIGNS[transfer.direction]}${shown}`
  const { fungible_info: token, nft_info: nft } = transfer
  if (token) {
    return {
      direction: transfer.direction,
      amount,
      unit: token.symbol,
      iconUrl: token.icon?.url || undefined,
      iconAlt: token.name || token.symbol,
    }
  }
  const name = nft?.name ?? undefined
  return {
    direction: transfer.direction,
    amount,
    unit: name,
    iconUrl: nft?.content?.preview?.url || undefined,
    iconAlt: name,
  }
}

/** The block explorer's page of the transaction, when the host's network has an explorer. */
export function explorerLink(
  networks: readonly Network[],
  transaction: HistoryTransaction,
): { url: string; name: string } | undefined {
  const network = networks.find(({ caipNetworkId }) => caipNetworkId === transaction.metadata.chain)
  const explorer = network?.blockExplorers?.default
  if (!explorer) return undefined
  const base = explorer.url.replace(/\/+$/, '')
  return { url: `${base}/tx/${encodeURIComponent(transaction.metadata.hash)}`, name: explorer.name }
}

/**
 * At most this many amount lines in a row: a mint or a batch transfer moves dozens of items in
 * one transaction, and the row would grow as tall as the list.
 */
export const MAX_AMOUNT_LINES = 3

/**
 * The lines a row shows, and how many it leaves out (said as "12 more"): all of them up to
 * MAX_AMOUNT_LINES, else the first MAX_AMOUNT_LINES - 1 and the count of the rest.
 */
export function shownLines<T>(lines: readonly T[]): { shown: readonly T[]; more: number } {
  if (lines.length <= MAX_AMOUNT_LINES) return { shown: lines, more: 0 }
  const shown = lines.slice(0, MAX_AMOUNT_LINES - 1)
  return { shown, more: lines.length - shown.length }
}
