/**
 * The names plugin (issue 24): an account name registered from Account (the rules checked as
 * the visitor types, availability and suggestions, the registration signed by the wallet and
 * kept by the name service), and the account's registered name shown in place of its
 * address. The send plugin resolves a typed name through the same service.
 */
import { definePlugin } from 'portico/plugin'
import { injectNamesEndpoints, type NamesApi } from './endpoints'
import { manifest } from './manifest'
import { showRegisteredName, startReverseLookup } from './reverse'
import { namesSlice } from './slice'

export default definePlugin<unknown, NamesApi>({
  manifest,
  slices: [namesSlice],
  endpoints: (apis) => injectNamesEndpoints(apis.blockchainServices),
  listeners: (startListening, context) => {
    startReverseLookup(startListening, context.api)
  },
  views: {
    RegisterAccountName: () => import('./views/RegisterAccountName'),
    RegisterAccountNameSuccess: () => import('./views/RegisterAccountNameSuccess'),
  },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
  // The account may be connected before the plugin loads.
  setup: ({ dispatch, api }) => {
    void dispatch(showRegisteredName(api))
  },
})
