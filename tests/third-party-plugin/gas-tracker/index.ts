/**
 * The gas tracker: a third-party plugin, written only against the kit's public entries
 * (`portico`, `portico/plugin`, `portico/ui`, `portico/testing` in its suite) and its own
 * dependencies. It shows the current base fee and priority fee of the visitor's network,
 * read from the network's own node, and what a transfer costs at them now.
 *
 * It brings an endpoint on the shared blockchain-services API (`endpoints`), a slice of the
 * last readings (for the trend arrow), listeners (an analytics event on each opening, the
 * readings), a lazy view and its translations, and a host method (`modal.networkFees()`).
 * Where the modal offers it (a row and a header button on the Account view) is in its
 * manifest, so the host page knows it before any of this loads.
 */
import { definePlugin } from 'portico/plugin'
import { gasTrackerEndpoints, type GasTrackerApi } from './endpoints'
import { networkFees } from './host'
import { gasTrackerListeners } from './listeners'
import { manifest } from './manifest'
import { gasTrackerSlice } from './slice'

export default definePlugin<unknown, GasTrackerApi>({
  manifest,
  slices: [gasTrackerSlice],
  endpoints: (apis) => gasTrackerEndpoints(apis.blockchainServices),
  listeners: gasTrackerListeners,
  views: { GasTracker: () => import('./views/GasTracker') },
  // Each language its own chunk: only the modal's language is downloaded.
  locales: (language) => import(`./locales/${language}.json`),
  hostMethods: { networkFees },
})
