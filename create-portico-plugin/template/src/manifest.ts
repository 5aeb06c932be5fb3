import { defineManifest } from 'portico/plugin'
import type { ContactField, ContactProblem } from './contacts'

declare module 'portico' {
  // Views are an open map: the plugin adds its own, so `modal.open({ view: 'MyPlugin' })` and
  // `router.push('MyPlugin')` type-check. `undefined`: the view is opened without data.
  interface Views {
    MyPlugin: undefined
  }
  // Error codes are an open map too: `new PorticoError('MY_PLUGIN_INVALID_CONTACT', ...)`
  // type-checks with its details, and `error.code === 'MY_PLUGIN_INVALID_CONTACT'` is known.
  // Codes share one map with the kit's and other plugins': prefix them with the plugin's name.
  interface ErrorCodes {
    MY_PLUGIN_INVALID_CONTACT: { field: ContactField; reason: ContactProblem }
  }
}

/**
 * What a host page knows of the plugin before its code loads: its id (also its i18n
 * namespace and its slice's name), its view, and where the modal offers it: a row of the
 * Account view. The row's labels are here, per language, because they show before the
 * plugin's translations have loaded. Keep this file small: it is part of the host page's
 * first download, the rest of the plugin is not.
 */
export const manifest = defineManifest({
  id: 'myPlugin',
  views: ['MyPlugin'],
  contributes: {
    accountActions: [
      {
        id: 'myPlugin',
        view: 'MyPlugin',
        title: { en: 'Address book', es: 'Libreta de direcciones', de: 'Adressbuch' },
        description: {
          en: 'The addresses you keep',
          es: 'Las direcciones que guardas',
          de: 'Deine gespeicherten Adressen',
        },
        order: 50,
      },
    ],
  },
})
