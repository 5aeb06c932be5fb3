import { defineManifest } from 'portico/plugin'
import type { SendArgs } from './args'

declare module 'portico' {
  interface Views {
    /**
     * Opened from Account, by the host or by another plugin, with the form's fields if wanted:
     * `modal.open({ view: 'Send', data: { to: 'vitalik.eth', amount: '0.1', token: 'USDC' } })`.
     */
    Send: SendArgs | undefined
    SendSelectToken: undefined
    SendPreview: undefined
  }
  interface ErrorCodes {
    /**
     * Why a send cannot go out (a field of the form, or the network): the issue the visitor
     * is shown, a translation key of the send namespace and its values.
     */
    INVALID_SEND: { key: string; values: Record<string, string | number> | undefined }
    UNSUPPORTED_CHAIN: { key: string; values: Record<string, string | number> | undefined }
  }
}

/** The send plugin, as the registry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'send',
  views: ['Send', 'SendSelectToken', 'SendPreview'],
  contributes: {
    accountActions: [
      {
        id: 'send',
        view: 'Send',
        title: { en: 'Send', es: 'Enviar', de: 'Senden' },
        description: {
          en: 'Tokens from this account to an address or name',
          es: 'Tokens de esta cuenta a una dirección o un nombre',
          de: 'Tokens von diesem Konto an eine Adresse oder einen Namen',
        },
        order: 10,
      },
    ],
  },
})
