/**
 * The send plugin (issue 5): choose a token from the account's balances, an amount and a
 * receiver (an address, or an account name looked up with its avatar), review it with the
 * estimated network fee, and send it through the connected wallet (SPEC §3 Send state, §4
 * Send token, §5 send rules). Its state follows the account's balances; the receiver is
 * looked up as the visitor types.
 */
import { definePlugin } from '../../core/plugin/definePlugin'
import { startBalanceSync, syncSendBalances } from './balances'
import { injectSendEndpoints } from './endpoints'
import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'
import { startReceiverLookup } from './lookup'
import { sendSlice } from './slice'

declare module '../../core/router/views' {
  interface Views {
    Send: undefined
    SendSelectToken: undefined
    SendPreview: undefined
  }
}

export default definePlugin({
  id: 'send',
  slices: [sendSlice],
  endpoints: (apis) => {
    injectSendEndpoints(apis.blockchainServices)
  },
  listeners: (startListening) => {
    startBalanceSync(startListening)
    startReceiverLookup(startListening)
  },
  views: {
    Send: () => import('./views/Send'),
    SendSelectToken: () => import('./views/SendSelectToken'),
    SendPreview: () => import('./views/SendPreview'),
  },
  locales: { en, es, de },
  // The account may already hold balances when the plugin loads.
  setup: ({ dispatch }) => dispatch(syncSendBalances()),
})
