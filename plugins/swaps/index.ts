/**
 * The swaps plugin (issue 15): swap one token of the network for another on the exchange the
 * blockchain services quote (the convert calls): choose the tokens and either
 * amount, see the quote (rate, price impact, network fee, minimum received at the slippage
 * tolerance, 1 %), review it, approve the exchange first when its allowance is short,
 * and swap through the connected wallet. Reached from Account (a contribution) or opened by
 * the host with `modal.open({ view: 'Swap', data: { fromToken, toToken, amount } })`.
 */
import { definePlugin } from 'portico/plugin'
import { injectSwapEndpoints, type SwapsApi } from './endpoints'
import { manifest } from './manifest'
import { fillSwapForm, requestOpenedSwap, startSwapPrefill } from './prefill'
import { swapsSlice } from './slice'

export default definePlugin<unknown, SwapsApi>({
  manifest,
  slices: [swapsSlice],
  endpoints: (apis) => injectSwapEndpoints(apis.blockchainServices),
  listeners: (startListening, context) => startSwapPrefill(startListening, context.api),
  views: {
    Swap: () => import('./views/Swap'),
    SwapSelectToken: () => import('./views/SwapSelectToken'),
    SwapReview: () => import('./views/SwapReview'),
  },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
  // The Swap view may have been opened (with its data) before the plugin's code arrived.
  setup: ({ dispatch, api }) => {
    dispatch(requestOpenedSwap())
    dispatch(fillSwapForm(api))
  },
})
