/**
 * The wallet list: explorer paging, recommended, featured and excluded
 * wallets, search, image prefetching, and the ordering and visibility rules. A lazy chunk:
 * nothing on the host page's initial path imports it.
 */
export { getWalletsResponseSchema, walletListItemSchema } from './schemas'
export type { GetWalletsResponse, WalletListItem } from './schemas'
export { getWalletsParams, injectWalletEndpoints, walletImageUrl } from './endpoints'
export type { GetWalletsArgs, WalletBadge, WalletsApi } from './endpoints'
export { walletsApiOf } from './api'
export { attachWallets } from './attach'
export { startWalletSearch } from './search'
export {
  initialWalletsState,
  walletFiltersSet,
  walletListReset,
  walletsSlice,
  type RequestStatus,
  type WalletFilters,
  type WalletRequest,
  type WalletSearch,
  type WalletsState,
} from './slice'
export {
  selectCanFetchNextPage,
  selectWalletList,
  selectWalletListLength,
  selectWallets,
} from './selectors'
export {
  fetchExcludedWallets,
  fetchFeatured,
  fetchNextPage,
  fetchRecommended,
  searchWallets,
  setWalletFilters,
} from './thunks'
export { prefetchImages } from './prefetch'
export * from './ordering'
