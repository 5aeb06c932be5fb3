import { selectActiveAccount } from '../account/slice'
import { isMobileDevice } from '../env/device'
import { openingRoute } from '../router/openingRules'
import { reset } from '../router/slice'
import type { RouteEntry } from '../router/views'
import type { AppThunk } from '../store/types'
import { modalOpened } from './slice'

export interface OpenRequest {
  view?: RouteEntry['view']
  data?: unknown
}

/**
 * Opens on the view the opening rules choose and tracks the open. Loaded with the
 * first open, beside the modal UI, not with the host page.
 */
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
      isMobile: isMobileDevice(),
    })
    dispatch(reset(route))
    if (!state.modal.open) {
      dispatch(modalOpened())
      runtime.analytics.track('MODAL_OPEN', { connected: isConnected })
    }
  }
