import { defineManifest } from 'portico/plugin'

declare module 'portico' {
  interface Views {
    Receive: undefined
  }
}

/** The receive plugin, as the registry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'receive',
  views: ['Receive'],
  contributes: {
    accountActions: [
      {
        id: 'receive',
        view: 'Receive',
        title: 'account.title',
        description: 'account.description',
        order: 20,
      },
    ],
  },
})
