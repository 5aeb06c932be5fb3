export { definePlugin } from './definePlugin'
export { createPluginLoader } from './loader'
export { announcePlugins } from './announce'
export type { PluginLoader, LoadOutcome } from './loader'
export { createViewRegistry } from './viewRegistry'
export type { ViewRegistry, ViewLoader, RegisteredView } from './viewRegistry'
export { createLiveRegistry } from './liveRegistry'
export type { LiveRegistry } from './liveRegistry'
export { pluginsSlice } from './slice'
export type { PluginsState, PluginStatus } from './slice'
export type {
  PluginDefinition,
  PluginEntry,
  PluginSource,
  PluginContext,
  PluginListeners,
  InjectableSlice,
} from './types'
