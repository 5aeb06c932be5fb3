import { WALLET_PAGE_SIZE } from '../constants'
import type { CoreState } from '../store/types'
import type { WalletListItem } from './schemas'
import { initialWalletsState, type WalletList, type WalletsState } from './slice'

/** The wallets slice, or its initial state before anything injected it. */
export const selectWallets = (state: CoreState): WalletsState =>
  state.wallets ?? initialWalletsState

const ordered = new WeakMap<WalletList, WalletListItem[]>()

/** The paged explorer list, in server order, each wallet once (the same array until it changes). */
export function selectWalletList(state: CoreState): WalletListItem[] {
  const { list } = selectWallets(state)
  let items = ordered.get(list)
  if (!items) {
    items = list.ids.flatMap((id) => list.entities[id] ?? [])
    ordered.set(list, items)
  }
  return items
}

export const selectWalletListLength = (state: CoreState): number =>
  selectWallets(state).list.ids.length

/**
 * Whether another page may be asked for: none is in flight, and the service has not said
 * (by `count`, or by a short page) that everything is loaded.
 */
export function selectCanFetchNextPage(state: CoreState): boolean {
  const wallets = selectWallets(state)
  if (wallets.requests.page.state === 'loading' || wallets.exhausted) return false
  // Counted in pages, not in the deduplicated list: a wallet the service sent twice must not
  // make the list look short forever.
  return wallets.count === undefined || wallets.pagesLoaded * WALLET_PAGE_SIZE < wallets.count
}
