/**
 * The pay plugin (issue 6): a host's `modal.pay(config)` (its host method, ./host.ts) opens
 * Pay, where the visitor pays the recipient from the connected wallet or through an exchange,
 * and PayLoading, which follows the payment to its end.
 */
import { definePlugin } from 'portico/plugin'
import { exchangeEndpoints, type ExchangeApi } from './endpoints'
import { pay } from './host'
import { payListeners, resumePayAfterConnect } from './listeners'
import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'
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
  locales: { en, es, de },
  hostMethods: { pay },
  // Connect opened from Pay comes back to Pay; the loader removes the step on unload.
  setup: (context) => void context.afterConnect(resumePayAfterConnect(context)),
})
