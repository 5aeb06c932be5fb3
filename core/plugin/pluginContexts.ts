import type { Runtime } from '../runtime'
import type { PluginContext } from './types'

/**
 * The contexts of the plugins set up in one modal, by plugin id: how the shell hands a
 * plugin's view its own context (`usePluginContext()`), and the loader its host methods.
 */
export function pluginContextsOf(runtime: Pick<Runtime, 'extension'>): Map<string, PluginContext> {
  return runtime.extension('core:pluginContexts', () => new Map<string, PluginContext>())
}
