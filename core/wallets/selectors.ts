import { WALLET_PAGE_SIZE } from '../constants'
import type { CoreState } from '../store/types'
import { initialWalletsState, walletListAdapter, type WalletsState } from './slice'

/** The wallets slice, or its initial state before anything injected it. */
export const selectWallets = (state: CoreState): WalletsState =>
  state.wallets ?? initialWalletsState

const listSelectors = walletListAdapter.getSelectors(
  (state: CoreState) => selectWallets(state).list,
)

/** The paged explorer list, in server order, each wallet once. */
export const selectWalletList = listSelectors.selectAll
export const selectWalletListLength = listSelectors.selectTotal

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
