/**
 * The activity plugin (issue 5): the connected account's transactions, from the
 * blockchain-services history call, page by page. It fills the Account view's Activity tab
 * (AccountActivity) and brings a view of its own (Activity). The project's remote config may
 * switch the `activity` feature off; the plugin then stays unloaded and the tab is not offered.
 */
import { definePlugin } from '../../core/plugin/definePlugin'
import { injectHistoryEndpoints } from './endpoints'
import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'

// AccountActivity, the tab, is declared by core with the Account view's other tabs.
declare module '../../core/router/views' {
  interface Views {
    Activity: undefined
  }
}

export default definePlugin({
  id: 'activity',
  feature: 'activity',
  endpoints: (apis) => {
    injectHistoryEndpoints(apis.blockchainServices)
  },
  views: {
    AccountActivity: () => import('./views/AccountActivity'),
    Activity: () => import('./views/Activity'),
  },
  locales: { en, es, de },
})
