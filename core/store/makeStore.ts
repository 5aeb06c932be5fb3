import {
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit'
import type { ResolvedOptions } from '../options/resolve'
import { createLateMiddleware } from './lateMiddleware'
import { buildRootReducer } from './rootReducer'
import type { AppDispatch, CoreState, ThunkExtra } from './types'

export type StartListening = TypedStartListening<CoreState, AppDispatch, ThunkExtra>

/**
 * One store per modal instance: its own root reducer, listener middleware and dynamic
 * middleware, so two modals on one page never share state.
 */
export function makeStore(options: ResolvedOptions, extra: ThunkExtra) {
  const rootReducer = buildRootReducer()
  const listeners = createListenerMiddleware<CoreState, AppDispatch, ThunkExtra>({ extra })
  const dynamic = createLateMiddleware<CoreState>()
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { options } as Partial<CoreState>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(dynamic.middleware),
    devTools: options.debug,
  })
  return {
    store,
    rootReducer,
    startListening: listeners.startListening as StartListening,
    clearListeners: listeners.clearListeners,
    addMiddleware: dynamic.addMiddleware,
  }
}

export type StoreBundle = ReturnType<typeof makeStore>
export type PorticoStore = StoreBundle['store']
