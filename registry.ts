import type { PluginEntry } from './core/plugin/types'

/**
 * The built-in plugins: id -> remote feature, views and a lazy loader
 * (`() => import('./plugins/<id>')`). A plugin is listed here only once it exists; each
 * capability issue adds its own row. This table is itself a lazy chunk (index.ts imports it
 * with the plugin loader), so a row costs the host page nothing.
 */
export const BUILTIN_PLUGINS: readonly PluginEntry[] = [
  { id: 'receive', views: ['Receive'], load: () => import('./plugins/receive') },
  {
    id: 'activity',
    feature: 'activity',
    views: ['AccountActivity', 'Activity'],
    load: () => import('./plugins/activity'),
  },
  {
    id: 'send',
    views: ['Send', 'SendSelectToken', 'SendPreview'],
    load: () => import('./plugins/send'),
  },
  { id: 'pay', views: ['Pay', 'PayLoading'], load: () => import('./plugins/pay') },
]
