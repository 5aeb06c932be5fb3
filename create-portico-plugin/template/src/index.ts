/**
 * The plugin's code, loaded the first time its view opens: an address book, kept in the
 * modal's store (`slice`), saved by a thunk that checks each contact (`contacts`), kept in
 * the browser's storage by a listener and read back at setup (`listeners`), shown and edited
 * by one view, in English, Spanish and German.
 */
import { definePlugin } from 'portico/plugin'
import { myPluginListeners, restoreContacts } from './listeners'
import { manifest } from './manifest'
import { myPluginSlice } from './slice'

export default definePlugin({
  manifest,
  slices: [myPluginSlice],
  listeners: myPluginListeners,
  views: { MyPlugin: () => import('./views/MyPlugin') },
  // Each language its own chunk: only the modal's language is downloaded.
  locales: (language) => import(`./locales/${language}.json`),
  setup: restoreContacts,
})
