import { defineManifest } from 'portico/plugin'
import type { ReceiveArgs } from './args'

declare module 'portico' {
  interface Views {
    /**
     * The connected address to receive on. Opened by the host or another plugin with the
     * network to receive on if wanted: `modal.open({ view: 'Receive', data: { network:
     * 'eip155:8453' } })` (a CAIP-2 id or a chain id).
     */
    Receive: ReceiveArgs | undefined
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
