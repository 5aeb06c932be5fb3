import type { Runtime } from '../runtime'
import { startWalletSearch } from './search'
import { walletsSlice } from './slice'

/**
 * Makes the wallet list ready on a modal's store: injects the `wallets` slice and starts the
 * search listener. Synchronous and idempotent (both steps are no-ops the second time), so
 * every thunk calls it first and whoever loads this chunk needs no setup step.
 */
export function attachWallets(runtime: Pick<Runtime, 'bundle'>): void {
  runtime.bundle.rootReducer.inject(walletsSlice)
  startWalletSearch(runtime.bundle.startListening)
}
