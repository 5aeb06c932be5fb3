import { parseRecentWallets, rememberRecentWallet as withRecentWallet } from '../wallets/recents'
import type { WalletListItem } from '../wallets/schemas'

/** Where the kit remembers the explorer wallets last paired by WalletConnect. */
export const RECENT_WALLETS_STORAGE_KEY = 'portico:recentWallets'

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Blocked storage (privacy settings, sandboxed frames) only costs the recents.
    return undefined
  }
}

/**
 * The recent wallets, most recent first, at most 2. A corrupt stored value is removed, so it
 * is not parsed again on every read; it never throws.
 */
export function readRecentWallets(): WalletListItem[] {
  const store = storage()
  const raw = store?.getItem(RECENT_WALLETS_STORAGE_KEY)
  if (!raw) return []
  const recents = parseRecentWallets(raw)
  if (recents.length === 0) store?.removeItem(RECENT_WALLETS_STORAGE_KEY)
  return recents
}

/**
 * Records a wallet the visitor just connected with: it moves to the front and only the 2 most
 * recent are kept. Returns the new list. A full or blocked storage is not an error.
 */
export function rememberRecentWallet(wallet: WalletListItem): WalletListItem[] {
  const recents = withRecentWallet(readRecentWallets(), wallet)
  try {
    storage()?.setItem(RECENT_WALLETS_STORAGE_KEY, JSON.stringify(recents))
  } catch {
    // Quota exceeded or blocked: the wallet simply will not be listed as recent.
  }
  return recents
}
