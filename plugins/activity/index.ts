/**
 * The activity plugin (issue 5): the connected account's transactions, from the
 * blockchain-services history call, page by page. It fills the Account view's Activity tab
 * (AccountActivity, a contribution of its manifest) and brings a view of its own (Activity).
 * The project's remote config may switch the `activity` feature off; the plugin then stays
 * unloaded and the tab is not offered.
 */
import { definePlugin } from 'portico/plugin'
import { historyEndpoints } from './endpoints'
import { manifest } from './manifest'

export default definePlugin({
  manifest,
  endpoints: (apis) => historyEndpoints(apis.blockchainServices),
  views: {
    AccountActivity: () => import('./views/AccountActivity'),
    Activity: () => import('./views/Activity'),
  },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
})
