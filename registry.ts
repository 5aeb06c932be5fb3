import type { PluginEntry } from './core/plugin/types'

/**
 * The built-in plugins: id -> remote feature and a lazy loader
 * (`() => import('./plugins/<id>')`). A plugin is listed here only once it exists; each
 * capability issue adds its own row. Nothing here is imported until a plugin is needed.
 */
export const BUILTIN_PLUGINS: readonly PluginEntry[] = [
  { id: 'receive', views: ['Receive'], load: () => import('./plugins/receive') },
]
