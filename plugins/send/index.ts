/**
 * The send plugin (issue 5): choose a token from the account's balances, an amount and a
 * receiver (an address, or an account name looked up with its avatar), review it with the
 * estimated network fee, and send it through the connected wallet, after
 * the send rules are checked. Its state follows the account's balances; the receiver is
 * looked up as the visitor types.
 */
import { definePlugin } from 'portico/plugin'
import { startBalanceSync, syncSendBalances } from './balances'
import { injectSendEndpoints, type SendApi } from './endpoints'
import { startReceiverLookup } from './lookup'
import { manifest } from './manifest'
import { prefillOpenedSend, startSendPrefill } from './prefill'
import { sendSlice } from './slice'

export default definePlugin<unknown, SendApi>({
  manifest,
  slices: [sendSlice],
  endpoints: (apis) => injectSendEndpoints(apis.blockchainServices),
  listeners: (startListening, context) => {
    startBalanceSync(startListening)
    startReceiverLookup(startListening, context.api)
    startSendPrefill(startListening)
  },
  views: {
    Send: () => import('./views/Send'),
    SendSelectToken: () => import('./views/SendSelectToken'),
    SendPreview: () => import('./views/SendPreview'),
  },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
  // The account may already hold balances when the plugin loads, and the Send view may have
  // been opened with data before it did.
  setup: ({ dispatch }) => {
    dispatch(syncSendBalances())
    dispatch(prefillOpenedSend())
  },
})
