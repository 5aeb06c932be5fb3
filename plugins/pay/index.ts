/**
 * The pay plugin (issue 6): a host's `modal.pay(config)` opens Pay, where the visitor pays
 * the recipient from the connected wallet or through an exchange, and PayLoading, which
 * follows the payment to its end. The host entry reaches it through ./host.ts only.
 */
import { definePlugin } from '../../core/plugin/definePlugin'
import { injectExchangeEndpoints } from './endpoints'
import { payListeners } from './listeners'
import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'
import { paySlice } from './slice'

declare module '../../core/router/views' {
  interface Views {
    Pay: undefined
    PayLoading: undefined
  }
}

export default definePlugin({
  id: 'pay',
  slices: [paySlice],
  endpoints: (apis) => {
    injectExchangeEndpoints(apis.blockchainServices)
  },
  listeners: payListeners,
  views: {
    Pay: () => import('./views/Pay'),
    PayLoading: () => import('./views/PayLoading'),
  },
  locales: { en, es, de },
})
