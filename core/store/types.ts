import type { ThunkAction, UnknownAction, ThunkDispatch } from '@reduxjs/toolkit'
import type { CoreState } from './rootReducer'
import type { Runtime } from '../runtime'
import type { ModalContext } from '../plugin/modalContext'

export type { CoreState }

/** Live objects reachable from thunks and listeners; never stored in state. */
export interface ThunkExtra {
  /** The kit's own side of the modal; plugins use `modal`. */
  runtime: Runtime
  /** The modal as plugins see it (`portico/plugin`'s ModalContext). */
  readonly modal: ModalContext
}

export type AppDispatch = ThunkDispatch<CoreState, ThunkExtra, UnknownAction>
export type AppThunk<R = void> = ThunkAction<R, CoreState, ThunkExtra, UnknownAction>
