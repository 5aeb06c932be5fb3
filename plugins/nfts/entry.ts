import type { PluginEntry } from 'portico'
import type * as LazyHalf from './lazy'
import { manifest } from './manifest'

/** The lazy half (lazy.ts), imported once. */
let lazyHalf: Promise<typeof LazyHalf> | undefined
const lazy = () => (lazyHalf ??= import('./lazy'))

/**
 * What a host passes to `createModal({ plugins: [nfts] })`: the manifest (the Account view's
 * NFTs tab and the item view), the plugin's code, loaded the first time the tab or the item
 * view opens, and its manifest texts (the tab's title), loaded with the modal's UI in the
 * modal's language only; both through one lazy module, so the page carries the manifest and
 * one import(). Kept out of the built-in table so a page without NFTs pays nothing.
 */
export const nfts: PluginEntry = {
  manifest,
  load: () => lazy().then((parts) => parts.code()),
  texts: (language) => lazy().then((parts) => parts.manifestTexts(language)),
}
