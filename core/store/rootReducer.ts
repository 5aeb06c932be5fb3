import { combineSlices } from '@reduxjs/toolkit'
import { accountSlice } from '../account/slice'
import { alertsSlice } from '../alerts/slice'
import { modalSlice } from '../modal/slice'
import { optionsSlice } from '../options/slice'
import { pluginsSlice } from '../plugin/slice'
import { routerSlice } from '../router/slice'

/**
 * Slices that plugins (and the lazily loaded service APIs) inject at run time. A plugin
 * declares its slice here by declaration merging so `state.<id>` is typed where it is used:
 *
 *   declare module 'portico' { interface LazyLoadedSlices { hello: HelloState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** Builds a fresh root reducer: called once per store, never at module level. */
export function buildRootReducer() {
  return combineSlices(
    optionsSlice,
    modalSlice,
    routerSlice,
    alertsSlice,
    accountSlice,
    pluginsSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>()
}

export type RootReducer = ReturnType<typeof buildRootReducer>
