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
        title: 'account.title',
        description: 'account.description',
        order: 10,
      },
    ],
  },
})
