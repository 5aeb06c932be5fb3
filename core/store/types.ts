import type { ThunkAction, UnknownAction, ThunkDispatch } from '@reduxjs/toolkit'
import type { RootReducer } from './rootReducer'
import type { Runtime } from '../runtime'

/** The store's state: core slices, plus optional plugin slices once injected. */
export type CoreState = ReturnType<RootReducer>

/** Live objects reachable from thunks and listeners; never stored in state. */
export interface ThunkExtra {
  runtime: Runtime
}

export type AppDispatch = ThunkDispatch<CoreState, ThunkExtra, UnknownAction>
export type AppThunk<R = void> = ThunkAction<R, CoreState, ThunkExtra, UnknownAction>
