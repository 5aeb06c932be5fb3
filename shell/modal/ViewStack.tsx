import { Suspense, useCallback, useSyncExternalStore, type ErrorInfo } from 'react'
import { selectPluginStatus, selectViewOwner } from '../../core/plugin/slice'
import { viewRegistryOf, type ViewLoader } from '../../core/plugin/viewRegistry'
import { selectCurrentRoute } from '../../core/router/selectors'
import type { CoreState } from '../../core/store/types'
import { PluginScope } from '../ui/pluginScope'
import { useModalRuntime } from '../ui/runtime'
import { useAppSelector } from '../ui/store'
import { ViewBoundary } from './ViewBoundary'
import { forgetView, viewComponent } from './viewComponents'
import { ViewFailed, ViewSkeleton, ViewUnavailable } from './ViewStates'

/** What to show for a view that is not registered (yet). */
export function selectMissingView(
  state: CoreState,
  view: string,
): 'loading' | 'failed' | 'unavailable' {
  const owner = selectViewOwner(state, view)
  if (!owner) return 'unavailable'
  const status = selectPluginStatus(state, owner)
  // Not in byId yet: the router's listener is about to start loading it.
  if (status === undefined || status === 'loading') return 'loading'
  return status === 'failed' ? 'failed' : 'unavailable'
}

/**
 * The current route's view. Keyed by stack depth and view, so every push, replace and
 * back plays the enter transition, in the direction the router last moved.
 */
export function ViewStack() {
  const route = useAppSelector(selectCurrentRoute)
  const depth = useAppSelector((state) => state.router.history.length)
  const direction = useAppSelector((state) => state.router.direction)
  return (
    <div
      key={`${depth}:${route.view}`}
      className="view"
      data-direction={direction === 1 ? 'forward' : 'back'}
    >
      <CurrentView view={route.view} data={route.data} />
    </div>
  )
}

function CurrentView({ view, data }: { view: string; data: unknown }) {
  const { runtime } = useModalRuntime()
  const views = viewRegistryOf(runtime)
  // A plugin registering its views after the modal mounted re-renders this.
  const registered = useSyncExternalStore(views.subscribe, () => views.get(view))
  const missing = useAppSelector((state) => selectMissingView(state, view))
  const onError = useCallback(
    (error: unknown, info: ErrorInfo) => {
      runtime.logger.error(`The view "${view}" failed`, {
        error,
        componentStack: info.componentStack,
      })
      runtime.analytics.reportError('VIEW_FAILED', error)
    },
    [runtime, view],
  )

  if (registered) {
    const { load, owner } = registered
    return (
      <ViewBoundary onError={onError} onRetry={() => forgetView(load)}>
        <Suspense fallback={<ViewSkeleton />}>
          <PluginScope owner={owner}>
            <LoadedView load={load} data={data} />
          </PluginScope>
        </Suspense>
      </ViewBoundary>
    )
  }
  if (missing === 'loading') return <ViewSkeleton />
  if (missing === 'failed') return <ViewFailed />
  return <ViewUnavailable />
}

function LoadedView({ load, data }: { load: ViewLoader; data: unknown }) {
  const View = viewComponent(load)
  // viewComponent returns one cached component per loader, so the type is the same on
  // every render and the view keeps its state; the rule cannot see through the cache.
  // eslint-disable-next-line react-hooks/static-components
  return <View data={data} />
}
