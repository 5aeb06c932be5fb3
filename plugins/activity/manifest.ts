import { defineManifest } from 'portico/plugin'

declare module 'portico' {
  interface Views {
    /** The Account view's Activity tab. */
    AccountActivity: undefined
    Activity: undefined
  }
}

/** The activity plugin, as the registry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'activity',
  feature: 'activity',
  views: ['Activity'],
  contributes: {
    accountTabs: [{ view: 'AccountActivity', title: 'tab.title' }],
  },
})
