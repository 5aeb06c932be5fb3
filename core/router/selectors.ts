import { CONNECT, type RouterState } from './slice'
import type { RouteEntry, ViewId } from './views'

export type WithRouter = { router: RouterState }

/** The route on screen: the top of the stack. */
export const selectCurrentRoute = (state: WithRouter): RouteEntry =>
  state.router.history[state.router.history.length - 1] ?? CONNECT

/** The id of the view on screen. */
export const selectCurrentView = (state: WithRouter): ViewId => selectCurrentRoute(state).view

/** Whether going back shows another view (otherwise it closes the modal). */
export const selectCanGoBack = (state: WithRouter): boolean => state.router.history.length > 1
