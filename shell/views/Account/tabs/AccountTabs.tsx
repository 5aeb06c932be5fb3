import { Suspense, useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { selectFeatureEnabled } from '../../../../core/features/selectors'
import { viewRegistryOf } from '../../../../core/plugin/viewRegistry'
import { useT } from '../../../ui/i18n'
import { useModalRuntime } from '../../../ui/runtime'
import { Skeleton } from '../../../ui/Skeleton'
import { useAppSelector } from '../../../ui/store'
import { ViewBoundary } from '../../../modal/ViewBoundary'
import { forgetView, viewComponent } from '../../../modal/viewComponents'
import { ACCOUNT_TABS, type AccountTabId } from './accountTabs'

/**
 * The Account view's tabs: a tab shows when something can fill it, a registered view or
 * a plugin that will bring one (loaded when the tab is chosen). A WAI-ARIA tab list: arrow
 * keys move between tabs, the panel is labelled by its tab.
 */
export function AccountTabs() {
  const t = useT()
  const modal = useModalRuntime()
  const views = viewRegistryOf(modal.runtime)
  const owners = useAppSelector((state) => state.plugins.viewOwners)
  const statuses = useAppSelector((state) => state.plugins.byId)
  // A tab whose plugin's feature is off (basic mode, host or remote config) is not offered.
  const allowed = useAppSelector((state) =>
    ACCOUNT_TABS.map((tab) => {
      const owner = state.plugins.viewOwners[tab.id]
      const feature = owner === undefined ? undefined : state.plugins.features[owner]
      return selectFeatureEnabled(state, feature) ? '1' : '0'
    }).join(''),
  )
  // Re-render when a plugin registers or removes a tab.
  const registered = useSyncExternalStore(views.subscribe, () =>
    ACCOUNT_TABS.map((tab) => (views.has(tab.id) ? '1' : '0')).join(''),
  )
  const available = ACCOUNT_TABS.filter((tab, index) => {
    if (allowed[index] === '0') return false
    if (registered[index] === '1') return true
    const owner = owners[tab.id]
    const status = owner ? statuses[owner]?.status : undefined
    return owner !== undefined && status !== 'failed' && status !== 'disabled'
  })
  const [chosen, setChosen] = useState<AccountTabId>('AccountTokens')
  const current = available.find((tab) => tab.id === chosen) ?? available[0]
  const baseId = useId()
  if (!current) return null

  const choose = (id: AccountTabId) => {
    setChosen(id)
    const entry = views.get(id)
    // A tab a plugin brings loads that plugin the first time it is chosen.
    const owner = owners[id]
    if (!entry && owner) void modal.loadPlugin(owner)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = available.findIndex((tab) => tab.id === current.id)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = available[(index + step + available.length) % available.length]
    if (!next) return
    choose(next.id)
    event.currentTarget
      .querySelector<HTMLButtonElement>(`#${CSS.escape(`${baseId}-${next.id}`)}`)
      ?.focus()
  }

  const entry = views.get(current.id)
  const Panel = entry ? viewComponent(entry.load) : undefined
  return (
    <div className="account-tabs">
      <div role="tablist" aria-label={t('account.tabs.label')} onKeyDown={onKeyDown}>
        {available.map((tab) => (
          <button
            key={tab.id}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === current.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => choose(tab.id)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${current.id}`}>
        {Panel ? (
          <ViewBoundary
            key={current.id}
            onError={(error) => modal.runtime.logger.error(`The ${current.id} tab failed`, error)}
            onRetry={() => entry && forgetView(entry.load)}
          >
            <Suspense fallback={<Skeleton label={t('view.loading')} />}>
              {/* viewComponent caches one component per loader: the same type every render. */}
              {/* eslint-disable-next-line react-hooks/static-components */}
              <Panel data={undefined} />
            </Suspense>
          </ViewBoundary>
        ) : (
          <Skeleton label={t('view.loading')} />
        )}
      </div>
    </div>
  )
}
