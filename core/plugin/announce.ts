import type { PorticoStore } from '../store/makeStore'
import { pluginKnown } from './slice'
import type { PluginEntry, PluginSource } from './types'

const isEntry = (source: PluginSource): source is PluginEntry =>
  typeof (source as PluginEntry).load === 'function'

/** The views a plugin will bring: declared by its entry, or read from its definition. */
export const declaredViews = (source: PluginSource): readonly string[] =>
  isEntry(source) ? (source.views ?? []) : Object.keys(source.views ?? {})

/**
 * Tells the store which plugins exist and which views they will bring, before any of them
 * loads, so opening one of those views knows which plugin to load. Ids must be unique,
 * also against `taken` (plugins announced earlier).
 */
export function announcePlugins(
  store: PorticoStore,
  sources: readonly PluginSource[],
  taken: Iterable<string> = [],
): void {
  const seen = new Set<string>(taken)
  for (const source of sources) {
    if (seen.has(source.id)) throw new Error(`Two plugins share the id "${source.id}"`)
    seen.add(source.id)
    store.dispatch(
      pluginKnown({ id: source.id, views: declaredViews(source), feature: source.feature }),
    )
  }
}
