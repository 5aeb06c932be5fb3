import { selectActiveAccount } from '../account/slice'
import { reset } from '../router/slice'
import type { AppThunk } from '../store/types'
import { modalClosed, shaken } from './slice'

/**
 * Closes the modal unless closing is blocked (then it shakes). Tracks the close only if the
 * modal was open, and resets the stack to Connect for next time.
 */
export const closeModal =
  (): AppThunk =>
  (dispatch, getState, { runtime }) => {
    const state = getState()
    if (state.modal.closeBlocked) {
      dispatch(shaken())
      return
    }
    if (!state.modal.open) return
    dispatch(modalClosed())
    runtime.analytics.track('MODAL_CLOSE', {
      connected: selectActiveAccount(state).status === 'connected',
    })
    dispatch(reset(undefined))
  }
