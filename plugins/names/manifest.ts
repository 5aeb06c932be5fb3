import { defineManifest } from 'portico/plugin'

declare module 'portico' {
  interface Views {
    /** The account-name form, opened from Account. */
    RegisterAccountName: undefined
    /** The registered name, shown once the service has it. */
    RegisterAccountNameSuccess: { name: string }
  }
}

/** The names plugin, as the registry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'names',
  views: ['RegisterAccountName', 'RegisterAccountNameSuccess'],
  contributes: {
    accountActions: [
      {
        id: 'names',
        view: 'RegisterAccountName',
        title: 'account.title',
        description: 'account.description',
        order: 50,
      },
    ],
  },
})
