import type { PluginDefinition } from './types'

/**
 * Declares a plugin. The identity function gives authors type checking of views, locales
 * and listeners against the open `Views` map and the store's state.
 */
export function definePlugin<TView = unknown>(
  plugin: PluginDefinition<TView>,
): PluginDefinition<TView> {
  return plugin
}
