import { combineSlices, type CombinedSliceReducer } from '@reduxjs/toolkit'
import { accountSlice } from '../account/slice'
import { modalSlice } from '../modal/slice'
import { optionsSlice } from '../options/slice'
import { pluginsSlice } from '../plugin/slice'
import { routerSlice } from '../router/slice'
import type { AccountState } from '../account/slice'
import type { AlertsState } from '../alerts/slice'
import type { ConnectAttemptState } from '../connection/attemptSlice'
import type { ModalState } from '../modal/slice'
import type { ResolvedOptions } from '../options/resolve'
import type { PluginsState } from '../plugin/slice'
import type { RouterState } from '../router/slice'
import type { BlockchainServicesApi, WalletServicesApi } from '../api/apis'
import type { ConnectorsState } from '../connectors/slice'
import type { WalletConnectState } from '../connectors/walletconnect/slice'
import type { FeaturesState } from '../features/slice'
import type { SnackbarState } from '../snackbar/slice'
import type { WalletsState } from '../wallets/slice'

/**
 * Slices injected at run time: the kit's own lazy ones below (each injected by the chunk
 * that needs it), and the plugins'. A plugin declares its slice by declaration merging on
 * the public entry, so `state.<id>` is typed where it is used:
 *
 *   declare module 'portico' { interface LazyLoadedSlices { hello: HelloState } }
 *
 * The kit's own are listed here rather than merged from their files: TypeScript drops
 * some merges when one interface is augmented through more than one module (its own path,
 * `portico`, `portico/plugin`), so only plugins augment it, and only through `portico`.
 */
export interface LazyLoadedSlices {
  walletServices?: ReturnType<WalletServicesApi['reducer']>
  blockchainServices?: ReturnType<BlockchainServicesApi['reducer']>
  features?: FeaturesState
  connectors?: ConnectorsState
  wallets?: WalletsState
  walletConnect?: WalletConnectState
  snackbar?: SnackbarState
  /** Added with the first alert, or when the modal UI mounts (see core/alerts/attach). */
  alerts?: AlertsState
  /** Added with the modal's background work (see core/connection/attemptStart). */
  connectAttempt?: ConnectAttemptState
}

/** The slices every store starts with. */
export interface StaticSlices {
  options: ResolvedOptions
  modal: ModalState
  router: RouterState
  account: AccountState
  plugins: PluginsState
}

/**
 * The store's state: the static slices, and the lazy ones once injected. Written out by name
 * (not inferred from `combineSlices`) so the published declarations keep `LazyLoadedSlices`
 * as the open interface plugins merge into, instead of a copy of its members at build time.
 */
export type CoreState = StaticSlices & Partial<LazyLoadedSlices>

/** The root reducer: `inject` adds a lazy slice, typed by `LazyLoadedSlices`. */
export type RootReducer = CombinedSliceReducer<StaticSlices, CoreState>

/** Builds a fresh root reducer: called once per store, never at module level. */
export function buildRootReducer(): RootReducer {
  return combineSlices(
    optionsSlice,
    modalSlice,
    routerSlice,
    accountSlice,
    pluginsSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>()
}
