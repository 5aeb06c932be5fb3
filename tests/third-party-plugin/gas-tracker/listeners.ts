import {
  selectCurrentView,
  type CoreState,
  type PluginContext,
  type StartListening,
} from 'portico/plugin'
import type { GasTrackerApi } from './endpoints'
import { readFees } from './fees'
import { selectTrackedNetwork } from './network'
import { feesRead } from './slice'

/** The analytics event of the visitor opening the gas tracker. */
export const OPENED_EVENT = 'GAS_TRACKER_OPENED'

const onTracker = (state: CoreState) =>
  state.modal.open && selectCurrentView(state) === 'GasTracker'

/**
 * The gas tracker's side effects, as listeners so the loader removes them with the plugin.
 * `context` is the plugin's own, for this modal: its `track`, its injected `api`.
 */
export function gasTrackerListeners(
  startListening: StartListening,
  context: PluginContext<GasTrackerApi>,
): void {
  const opened = (state: CoreState) =>
    context.track(OPENED_EVENT, { network: selectTrackedNetwork(state).caipNetworkId })

  // Each time the visitor opens the view (from the header, the Account row or the host).
  startListening({
    predicate: (_action, state, previous) => onTracker(state) && !onTracker(previous),
    effect: (_action, api) => opened(api.getState()),
  })
  // Opening the view is what loads the plugin, so that first opening came before the listener.
  if (onTracker(context.getState())) opened(context.getState())

  // Every reading the view's query brings (each 12 s poll) is kept for the trend.
  startListening({
    matcher: context.api.endpoints.networkFees.matchFulfilled,
    effect: (action, api) => {
      api.dispatch(
        feesRead({
          caipNetworkId: action.meta.arg.originalArgs.caipNetworkId,
          perGas: readFees(action.payload).perGas.toString(),
          at: action.meta.fulfilledTimeStamp,
        }),
      )
    },
  })
}
