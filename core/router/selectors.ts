import { CONNECT, type RouterState } from './slice'
import type { RouteEntry, ViewId } from './views'

type WithRouter = { router: RouterState }

/** The route on screen: the top of the stack. */
export const selectCurrentRoute = (state: WithRouter): RouteEntry =>
  state.router.history[state.router.history.length - 1] ?? CONNECT

/** The id of the view on screen. */
export const selectCurrentView = (state: WithRouter): ViewId => selectCurrentRoute(state).view

/** Whether going back shows another view (otherwise it closes the modal). */
export const selectCanGoBack = (state: WithRouter): boolean => state.router.history.length > 1

/**
 * A listener predicate: true on the change that takes the visitor forward to `view` (opened by
 * the host, another plugin or a click), false when they come back to it from a later view.
 * Coming back shows the same form with what the visitor entered since, so a view that fills
 * itself from its entry data listens for this and leaves a return alone.
 */
export const viewOpened =
  (view: ViewId) =>
  (_action: unknown, current: WithRouter, previous: WithRouter): boolean => {
    const route = selectCurrentRoute(current)
    return (
      route.view === view &&
      route !== selectCurrentRoute(previous) &&
      current.router.direction === 1
    )
  }
