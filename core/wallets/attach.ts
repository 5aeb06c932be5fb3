import type { Runtime } from '../runtime'
import { startWalletSearch } from './search'
import { walletFiltersSet, walletsSlice } from './slice'

/**
 * Makes the wallet list ready on a modal's store: injects the `wallets` slice and starts the
 * search listener. Synchronous and idempotent (both steps are no-ops the second time), so
 * every thunk calls it first and whoever loads this chunk needs no setup step.
 */
export function attachWallets(runtime: Pick<Runtime, 'bundle' | 'extension'>): void {
  const { rootReducer, store, startListening } = runtime.bundle
  rootReducer.inject(walletsSlice)
  startWalletSearch(startListening)
  // The host's featured, included and excluded ids, the first time the list is used (a
  // later setWalletFilters still replaces them).
  if (!withHostFilters.has(store)) {
    withHostFilters.add(store)
    store.dispatch(walletFiltersSet(store.getState().options.walletFilters))
  }
}

const withHostFilters = new WeakSet<object>()
