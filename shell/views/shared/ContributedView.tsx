import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { viewRegistryOf } from '../../../core/plugin/viewRegistry'
import type { ViewId } from '../../../core/router/views'
import { useT } from '../../ui/i18n'
import { PluginScope } from '../../ui/pluginScope'
import { useModalRuntime } from '../../ui/runtime'
import { Skeleton } from '../../ui/Skeleton'
import { ViewBoundary } from '../../modal/ViewBoundary'
import { forgetView, viewComponent } from '../../modal/viewComponents'

/**
 * A registered component drawn inside a shell view (a Connect section, an Account tab's
 * panel): loads its plugin (`owner`) when the component is not registered yet, shows a
 * skeleton meanwhile, and keeps a failure of the component inside its own boundary, so the
 * host view stays usable.
 */
export function ContributedView({ view, owner }: { view: ViewId; owner?: string }) {
  const t = useT()
  const modal = useModalRuntime()
  const views = viewRegistryOf(modal.runtime)
  const entry = useSyncExternalStore(views.subscribe, () => views.get(view))
  useEffect(() => {
    if (!entry && owner !== undefined) void modal.loadPlugin(owner)
  }, [entry, modal, owner])
  if (!entry) return <Skeleton label={t('view.loading')} rows={1} />
  const Component = viewComponent(entry.load)
  return (
    <ViewBoundary
      onError={(error) => {
        modal.runtime.logger.error(`The ${view} part failed`, error)
        modal.runtime.analytics.reportError('VIEW_FAILED', error)
      }}
      onRetry={() => forgetView(entry.load)}
    >
      <Suspense fallback={<Skeleton label={t('view.loading')} rows={1} />}>
        <PluginScope owner={entry.owner}>
          {/* viewComponent caches one component per loader: the same type every render. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Component data={undefined} />
        </PluginScope>
      </Suspense>
    </ViewBoundary>
  )
}
