import { defineManifest } from 'portico/plugin'
import type { BuyArgs } from './args'

declare module 'portico' {
  interface Views {
    /**
     * Buy crypto with a card or a bank transfer. Opened from Account, or by the host with the
     * form's fields if wanted: `modal.open({ view: 'Buy', data: { amount: '25', currency:
     * 'USDC', network: 'eip155:8453' } })`.
     */
    Buy: BuyArgs | undefined
    /** Follows a purchase made in the provider's tab until it arrives in the wallet. */
    BuyWaiting: undefined
  }
}

/** The onramp plugin, as the registry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'onramp',
  feature: 'onramp',
  views: ['Buy', 'BuyWaiting'],
  contributes: {
    accountActions: [
      {
        id: 'buy',
        view: 'Buy',
        title: { en: 'Buy', es: 'Comprar', de: 'Kaufen' },
        description: {
          en: 'Crypto with a card or a bank transfer',
          es: 'Cripto con tarjeta o transferencia bancaria',
          de: 'Krypto per Karte oder Banküberweisung',
        },
        order: 30,
      },
    ],
  },
})
