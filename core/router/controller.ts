import { parseArgument } from '../options/parse'
import { viewIdSchema } from '../options/schema'
import type { AppDispatch, CoreState } from '../store/types'
import { selectCurrentRoute } from './selectors'
import { poppedBack, pushed, replaced, reset } from './slice'
import type { RouteEntry, ViewArgs, ViewId } from './views'

/** The route of `router[method](view, data)`; a view that is no name throws INVALID_ARGUMENT. */
const entry = (method: string, view: ViewId, data: unknown): RouteEntry => {
  parseArgument(viewIdSchema, view, `router.${method}(view)`, 'INVALID_ARGUMENT')
  return data === undefined ? { view } : { view, data }
}

/**
 * The typed face of the view stack that plugins and the shell use. `close` is the modal's
 * own close, which going back from the first view calls.
 */
export function createRouter(dispatch: AppDispatch, getState: () => CoreState, close: () => void) {
  return {
    /** Opens `view` (with its data) on top of the current one; back returns to it. */
    push<V extends ViewId>(...[view, data]: ViewArgs<V>) {
      dispatch(pushed(entry('push', view, data)))
    },
    /** Opens `view` in place of the current one: back skips the one replaced. */
    replace<V extends ViewId>(...[view, data]: ViewArgs<V>) {
      dispatch(replaced(entry('replace', view, data)))
    },
    /** Leaves only this view on the stack. */
    reset<V extends ViewId>(...[view, data]: ViewArgs<V>) {
      dispatch(reset(entry('reset', view, data)))
    },
    /** Pops a view, or closes the modal at the first one. */
    back() {
      if (getState().router.history.length > 1) dispatch(poppedBack())
      else close()
    },
    /** The view on top of the stack, with its data. */
    current(): RouteEntry {
      return selectCurrentRoute(getState())
    },
  }
}

export type Router = ReturnType<typeof createRouter>
