import { selectActiveAccount } from '../account/slice'
import { openingRoute } from '../router/openingRules'
import { poppedBack, reset } from '../router/slice'
import type { RouteEntry } from '../router/views'
import type { AppThunk } from '../store/types'
import { modalClosed, modalOpened, shaken } from './slice'

export interface OpenRequest {
  view?: RouteEntry['view']
  data?: unknown
}

/** Opens on the view the opening rules choose (SPEC §2) and tracks the open. */
export const openModal =
  (request: OpenRequest = {}): AppThunk =>
  (dispatch, getState, { runtime }) => {
    const state = getState()
    const account = selectActiveAccount(state)
    const isConnected = account.status === 'connected' && account.caipAddress !== undefined
    const route = openingRoute({
      forced: request.view ? { view: request.view, data: request.data } : undefined,
      isConnected,
      manualWCControl: state.options.manualWCControl,
      hasAdapters: state.options.namespaces.length > 0,
      isMobile: runtime.env.isMobile(),
    })
    dispatch(reset(route))
    if (!state.modal.open) {
      dispatch(modalOpened())
      runtime.analytics.track('MODAL_OPEN', { connected: isConnected })
    }
  }

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

/** Pops a view; at the first view it closes the modal. */
export const goBack = (): AppThunk => (dispatch, getState) => {
  if (getState().router.history.length > 1) dispatch(poppedBack())
  else dispatch(closeModal())
}
