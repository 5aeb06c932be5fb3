import type { PluginDefinition } from './types'

/**
 * Declares a plugin. The identity function gives authors type checking of views, locales,
 * listeners and host methods against the open `Views` map, the store's state and the API
 * its `endpoints` returns (the `api` of its context).
 */
export function definePlugin<TView = unknown, TApi = unknown>(
  plugin: PluginDefinition<TView, TApi>,
): PluginDefinition<TView, TApi> {
  return plugin
}
