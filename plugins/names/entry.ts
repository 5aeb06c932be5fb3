import type { PluginEntry } from 'portico'
import { manifest } from './manifest'

/**
 * What a host passes to `createModal({ plugins: [names] })`: the manifest (the Account row
 * and the two views; a few dozen bytes on the page), the plugin's code, loaded the first time
 * one of its views opens, and its manifest texts, loaded with the modal's UI in the modal's
 * language only. Kept out of the built-in table so a page without names pays nothing.
 */
export const names: PluginEntry = {
  manifest,
  load: () => import('./index'),
  texts: (language) => import(`./locales/manifest/${language}.json`),
}
