import type { PluginEntry } from 'portico'
import { manifest } from './manifest'

/**
 * What a host passes to `createModal({ plugins: [gasTracker] })`: the manifest, which costs
 * the page a few hundred bytes, and the plugin's code, loaded the first time its view opens.
 */
export const gasTracker: PluginEntry = { manifest, load: () => import('./index') }
