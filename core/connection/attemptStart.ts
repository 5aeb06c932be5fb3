import { selectCurrentRoute } from '../router/selectors'
import { pushed, replaced, reset } from '../router/slice'
import type { RouteEntry } from '../router/views'
import type { Runtime } from '../runtime'
import { attemptFailed, connectAttemptSlice, connectRequested } from './attemptSlice'
import { connectFailure } from './connectFailure'

/** The connector a ConnectingExternal route is for (its data may come from a host). */
function connectorIdOf(route: RouteEntry | undefined): string | undefined {
  if (route?.view !== 'ConnectingExternal') return undefined
  const data: unknown = route.data
  if (typeof data !== 'object' || data === null) return undefined
  const id = (data as { connectorId?: unknown }).connectorId
  return typeof id === 'string' && id !== '' ? id : undefined
}

/**
 * Connecting through a wallet in the page, as a flow of the store: arriving at
 * ConnectingExternal (not coming back to it) requests an attempt, and each request asks the
 * wallet once, whatever the view's renders do. Started with the modal's background work.
 */
export function startConnectAttempts(runtime: Runtime): () => void {
  const { bundle, logger } = runtime
  if (!bundle.store.getState().connectAttempt) {
    bundle.rootReducer.inject(connectAttemptSlice)
    bundle.store.dispatch({ type: 'connectAttempt/attached' })
  }
  const stopArrivals = bundle.startListening({
    predicate: (action) => pushed.match(action) || replaced.match(action) || reset.match(action),
    effect: (action, api) => {
      const connectorId = connectorIdOf(action.payload as RouteEntry | undefined)
      if (connectorId !== undefined) api.dispatch(connectRequested({ connectorId }))
    },
  })
  const stopRequests = bundle.startListening({
    actionCreator: connectRequested,
    effect: async (action, api) => {
      const { attempt } = api.getState().connectAttempt ?? { attempt: 0 }
      try {
        const { runConnectAttempt } = await import('./attempt')
        await api.dispatch(runConnectAttempt(action.payload.connectorId, attempt))
      } catch (error) {
        // The connection chunk did not arrive: said on the view, with Try again.
        logger.error('The connection code could not be loaded', error)
        api.dispatch(attemptFailed({ attempt, failure: connectFailure(error) }))
      }
    },
  })
  // The modal may have opened on ConnectingExternal while this chunk was on its way.
  const connectorId = connectorIdOf(selectCurrentRoute(bundle.store.getState()))
  if (connectorId !== undefined && bundle.store.getState().connectAttempt?.attempt === 0) {
    bundle.store.dispatch(connectRequested({ connectorId }))
  }
  return () => {
    stopArrivals()
    stopRequests()
  }
}
