import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { selectAccountTabs } from '../../../../core/plugin/contributions'
import type { ViewId } from '../../../../core/router/views'
import { useT } from '../../../ui/i18n'
import { useAppSelector } from '../../../ui/store'
import { useManifestText } from '../../../ui/useManifestText'
import { ContributedView } from '../../shared/ContributedView'

interface Tab {
  view: ViewId
  title: string
  /** The plugin that fills it; the shell's own Tokens tab has none. */
  owner?: string
}

/**
 * The Account view's tabs: the shell's Tokens, then the tabs plugins contribute
 * (Activity, ...), offered while their plugin may load (not failed, feature on) and loaded
 * when chosen. A WAI-ARIA tab list: arrow keys move between tabs, the panel is labelled by
 * its tab.
 */
export function AccountTabs() {
  const t = useT()
  const contributed = useAppSelector(selectAccountTabs)
  const label = useManifestText()
  const tabs = useMemo<Tab[]>(
    () => [
      { view: 'AccountTokens', title: t('account.tabs.tokens') },
      ...contributed.map((tab) => ({
        view: tab.view,
        title: label(tab.title, tab.owner),
        owner: tab.owner,
      })),
    ],
    [contributed, label, t],
  )
  const [chosen, setChosen] = useState<ViewId>('AccountTokens')
  const current = tabs.find((tab) => tab.view === chosen) ?? tabs[0]
  const baseId = useId()
  if (!current) return null

  // A tab a plugin brings loads that plugin the first time it is chosen (ContributedView).
  const choose = (tab: Tab) => setChosen(tab.view)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.view === current.view)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = tabs[(index + step + tabs.length) % tabs.length]
    if (!next) return
    choose(next)
    event.currentTarget
      .querySelector<HTMLButtonElement>(`#${CSS.escape(`${baseId}-${next.view}`)}`)
      ?.focus()
  }

  return (
    <div className="account-tabs">
      <div role="tablist" aria-label={t('account.tabs.label')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.view}
            id={`${baseId}-${tab.view}`}
            type="button"
            role="tab"
            aria-selected={tab.view === current.view}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.view === current.view ? 0 : -1}
            onClick={() => choose(tab)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${current.view}`}>
        <ContributedView key={current.view} view={current.view} owner={current.owner} />
      </div>
    </div>
  )
}
