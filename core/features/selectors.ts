import { createSelector } from '@reduxjs/toolkit'
import type { RemoteFeatureId } from '../constants'
import type { HostFeatures } from '../options'
import { own } from '../own'
import type { CoreState } from '../store/types'

export type EnabledFeatures = Record<Exclude<RemoteFeatureId, 'socials'>, boolean> & {
  socials: false | HostFeatures['socials']
}

/**
 * The features in force: the host's settings, then the remote config for every feature it
 * lists (a project switched off remotely stays off). Basic mode turns remote features off.
 */
export const selectEnabledFeatures = createSelector(
  [(state: CoreState) => state.options, (state: CoreState) => state.features],
  (options, features): EnabledFeatures => {
    const host = options.features
    // Until the remote config is asked for, the slice is not even there: host settings apply.
    const remote = features?.status === 'loaded' ? features.remote : {}
    const on = (id: RemoteFeatureId, hostValue: boolean) =>
      !options.basic && hostValue && (own(remote, id)?.isEnabled ?? true)
    const socialsOn = on('socials', host.socials.length > 0)
    return {
      email: on('email', host.email),
      socials: socialsOn ? host.socials : false,
      swaps: on('swaps', host.swaps),
      onramp: on('onramp', host.onramp),
      activity: on('activity', host.activity),
      reownBranding: on('reownBranding', host.reownBranding),
    }
  },
)

/** Whether a plugin gated by `feature` may load now. Plugins without a feature always may. */
export const selectFeatureEnabled = (state: CoreState, feature: string | undefined): boolean => {
  if (feature === undefined) return true
  const enabled = selectEnabledFeatures(state) as Record<string, unknown>
  // A manifest names the feature: own keys only, so 'constructor' is a feature the kit does not know.
  if (Object.hasOwn(enabled, feature)) return enabled[feature] !== false
  // A feature the kit does not know (a third party's): only the remote config can switch it off.
  const remote =
    state.features?.status === 'loaded' ? own(state.features.remote, feature) : undefined
  return !state.options.basic && (remote?.isEnabled ?? true)
}
