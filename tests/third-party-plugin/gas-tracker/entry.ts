import type { PluginEntry } from 'portico'
import { manifest } from './manifest'

/**
 * What a host passes to `createModal({ plugins: [gasTracker] })`: the manifest, which costs
 * the page a few hundred bytes, the plugin's code, loaded the first time its view opens, and
 * its manifest texts, loaded with the modal's UI in the modal's language only.
 */
export const gasTracker: PluginEntry = {
  manifest,
  load: () => import('./index'),
  texts: (language) => import(`./locales/manifest/${language}.json`),
}
