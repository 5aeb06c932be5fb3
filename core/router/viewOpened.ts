import { selectCurrentRoute, type WithRouter } from './selectors'
import type { ViewId } from './views'

// Apart from the selectors the page itself uses: a module the page loads keeps in its chunk
// every export any lazy chunk imports, and only plugins' listeners use this one.

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
