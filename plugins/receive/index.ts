/**
 * The receive plugin (issue 5): the connected address as a QR code and as text, with copy,
 * and the networks it can receive on. It brings one view and its strings, no state: all it
 * shows is already in the store (the account and the host's networks). Its row on the
 * Account view is a contribution of its manifest.
 */
import { definePlugin } from 'portico/plugin'
import { manifest } from './manifest'

export default definePlugin({
  manifest,
  views: { Receive: () => import('./views/Receive') },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
})
