import { PorticoError } from '../errors/PorticoError'
import type { PorticoStore } from '../store/makeStore'
import { pluginKnown } from './slice'
import type { PluginSource } from './types'

/**
 * Tells the store which plugins exist, the views they will bring and what they contribute
 * (from their manifests), before any of them loads, so opening one of those views knows
 * which plugin to load. Ids must be unique, also against `taken` (plugins announced earlier).
 */
export function announcePlugins(
  store: PorticoStore,
  sources: readonly PluginSource[],
  taken: Iterable<string> = [],
): void {
  const seen = new Set<string>(taken)
  for (const { manifest } of sources) {
    if (seen.has(manifest.id)) {
      throw new PorticoError('DUPLICATE_PLUGIN', `Two plugins share the id "${manifest.id}"`, {
        id: manifest.id,
      })
    }
    seen.add(manifest.id)
    store.dispatch(
      pluginKnown({
        id: manifest.id,
        views: manifest.views ?? [],
        feature: manifest.feature,
        contributes: manifest.contributes,
      }),
    )
  }
}
