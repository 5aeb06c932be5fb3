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

/**
 * The onramp plugin, as the registry and its definition both declare it. On the host page's
 * first download: kept to its title (the row has no description), views and feature.
 */
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
        order: 30,
      },
    ],
  },
})
