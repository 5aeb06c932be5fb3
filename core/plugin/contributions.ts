import { createSelector } from '@reduxjs/toolkit'
import { selectFeatureEnabled } from '../features/selectors'
import type { CoreState } from '../store/types'
import type {
  AccountAction,
  AccountTab,
  ConnectSection,
  HeaderAction,
  PluginContributions,
} from './manifest'

/** A contribution with the plugin that brings it. */
export type Owned<T> = T & { owner: string }

const DEFAULT_ORDER = 100

/**
 * The contributions of the plugins that may still show: not failed, not disabled, their
 * feature on. A plugin that is merely not loaded yet counts: choosing its row loads it.
 * Recomputed only when plugins, options or the remote config change.
 */
const selectLiveContributions = createSelector(
  [
    (state: CoreState) => state.plugins,
    (state: CoreState) => state.options,
    (state: CoreState) => state.features,
  ],
  (plugins, options, features) => {
    // What selectFeatureEnabled reads: the options and the remote config, nothing else.
    const featureState = { options, features } as CoreState
    return Object.entries(plugins.contributions).filter(([owner]) => {
      // 'disabled' is not checked: it only says the feature was off when the plugin was asked
      // for; the feature is checked below as it is now, so a feature switched back on shows.
      const status = Object.hasOwn(plugins.byId, owner) ? plugins.byId[owner]?.status : undefined
      if (status === 'failed') return false
      const feature = Object.hasOwn(plugins.features, owner) ? plugins.features[owner] : undefined
      return selectFeatureEnabled(featureState, feature)
    })
  },
)

function collect<T extends { order?: number }>(
  pick: (contributions: PluginContributions) => readonly T[] | undefined,
) {
  return createSelector([selectLiveContributions], (live) =>
    live
      .flatMap(([owner, contributions]) =>
        (pick(contributions) ?? []).map((item): Owned<T> => ({ ...item, owner })),
      )
      .sort((a, b) => (a.order ?? DEFAULT_ORDER) - (b.order ?? DEFAULT_ORDER)),
  )
}

/** The Account view's plugin rows (Send, Receive, ...), in their order. */
export const selectAccountActions = collect<AccountAction>((c) => c.accountActions)

/** The Account view's plugin tabs (Activity, ...), in their order after Tokens. */
export const selectAccountTabs = collect<AccountTab>((c) => c.accountTabs)

/** The header's plugin buttons, on every view; the header keeps those for the current one. */
export const selectHeaderActions = collect<HeaderAction & { order?: number }>(
  (c) => c.headerActions,
)

/** The Connect view's plugin sections (e-mail, socials); the view orders them by method. */
export const selectConnectSections = collect<ConnectSection & { order?: number }>(
  (c) => c.connectSections,
)
