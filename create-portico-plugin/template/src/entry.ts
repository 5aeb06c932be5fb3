import type { PluginEntry } from 'portico'
import { manifest } from './manifest'

/**
 * What a host passes to `createModal({ plugins: [myPlugin] })`: the manifest, a few hundred
 * bytes of the page's first download, and the plugin's code, loaded the first time its view
 * opens.
 */
export const myPlugin: PluginEntry = { manifest, load: () => import('./index') }
