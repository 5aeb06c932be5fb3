/**
 * The onramp plugin (issue 26): buy crypto with a card or a bank transfer. Buy chooses what
 * to buy and on which network, how to pay and how much, within the method's limits, with a
 * live quote; Continue opens the provider's checkout in a new tab, and BuyWaiting follows
 * the purchase through the history until it arrives in the wallet.
 */
import { definePlugin } from 'portico/plugin'
import { followArrival } from './arrival'
import { injectOnrampEndpoints, type OnrampApi } from './endpoints'
import { manifest } from './manifest'
import { prefillOpenedBuy, startBuyPrefill } from './prefill'
import { onrampSlice } from './slice'

export default definePlugin<unknown, OnrampApi>({
  manifest,
  slices: [onrampSlice],
  endpoints: (apis) => injectOnrampEndpoints(apis.blockchainServices),
  listeners: (startListening, context) => {
    startBuyPrefill(startListening)
    followArrival(startListening, context.api)
  },
  views: {
    Buy: () => import('./views/Buy'),
    BuyWaiting: () => import('./views/BuyWaiting'),
  },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
  // Buy may have been opened with its data before the plugin's code arrived.
  setup: ({ dispatch }) => {
    dispatch(prefillOpenedBuy())
  },
})
