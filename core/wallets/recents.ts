import * as z from 'zod/mini'
import { RECENT_WALLETS_KEPT } from '../constants'
import type { ConnectorFacts } from './connectorFacts'
import { uniqueById, withoutAnnounced } from './dedupe'
import { walletListItemSchema, type WalletListItem } from './schemas'
import { isExcludedWallet, type ExcludedWallet } from './visibility'

/** The recent wallets as stored: explorer items, most recent first. */
export const recentWalletsSchema = z.array(walletListItemSchema)

/**
 * The list after connecting with `wallet`: it moves to the front, appears once, and only the
 * 2 most recent are kept.
 */
export function rememberRecentWallet<T extends { id: string }>(
  recents: readonly T[],
  wallet: T,
  kept: number = RECENT_WALLETS_KEPT,
): T[] {
  return uniqueById([wallet], recents).slice(0, kept)
}

/**
 * Reads the stored recents. A corrupt value (not JSON, wrong shape) is dropped, not thrown
 * (DESIGN §4); repeats and anything past the 2 kept are dropped too.
 */
export function parseRecentWallets(stored: string | null | undefined): WalletListItem[] {
  if (!stored) return []
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return []
  }
  const parsed = recentWalletsSchema.safeParse(value)
  return parsed.success ? uniqueById(parsed.data).slice(0, RECENT_WALLETS_KEPT) : []
}

/**
 * The recents the Connect view lists: not excluded, and not already offered by an installed
 * or announced connector (that one is listed with the installed wallets instead).
 */
export function shownRecentWallets<T extends WalletListItem>(
  recents: readonly T[],
  context: { excludedWallets: readonly ExcludedWallet[]; connectors: readonly ConnectorFacts[] },
): T[] {
  return withoutAnnounced(recents, context.connectors).filter(
    (wallet) => !isExcludedWallet(wallet, context.excludedWallets),
  )
}
