import type { StoreBundle } from '../store/makeStore'
import type { AppThunk } from '../store/types'
import type { AlertCode } from './catalogue'
import { alertRaised, alertsSlice } from './slice'

/**
 * Adds the alerts slice to a modal's store the first time anything raises or shows an alert:
 * the host page's first download does not carry it. The alert the options imply (no project
 * id) is raised then, so it is there before the modal first draws.
 */
export function attachAlerts(bundle: Pick<StoreBundle, 'rootReducer' | 'store'>): void {
  const { store } = bundle
  if (store.getState().alerts) return
  bundle.rootReducer.inject(alertsSlice)
  // An injected slice gets its state on the next action: this one (or the initial state's).
  if (!store.getState().options.projectId) {
    store.dispatch(alertRaised({ code: 'PROJECT_ID_NOT_CONFIGURED' }))
  } else {
    store.dispatch({ type: 'portico/alertsAttached' })
  }
}

/** Raises one of the kit's alerts (a banner in the modal; logged for the host). */
export const raiseAlert =
  (alert: { code: AlertCode; values?: Record<string, string> }): AppThunk =>
  (dispatch, _getState, { runtime }) => {
    attachAlerts(runtime.bundle)
    dispatch(alertRaised(alert))
  }
