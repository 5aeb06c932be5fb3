/**
 * The pay plugin (issue 6): a host's `modal.pay(config)` (its host method, ./host.ts) opens
 * Pay, where the visitor pays the recipient from the connected wallet or through an exchange,
 * and PayLoading, which follows the payment to its end.
 */
import { definePlugin } from 'portico/plugin'
import { exchangeEndpoints, type ExchangeApi } from './endpoints'
import { pay } from './host'
import { payListeners, resumePayAfterConnect } from './listeners'
import { manifest } from './manifest'
import { paySlice } from './slice'

export default definePlugin<unknown, ExchangeApi>({
  manifest,
  slices: [paySlice],
  endpoints: (apis) => exchangeEndpoints(apis.blockchainServices),
  listeners: payListeners,
  views: {
    Pay: () => import('./views/Pay'),
    PayLoading: () => import('./views/PayLoading'),
  },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
  hostMethods: { pay },
  // Connect opened from Pay comes back to Pay; the loader removes the step on unload.
  setup: (context) => void context.afterConnect(resumePayAfterConnect(context)),
})
