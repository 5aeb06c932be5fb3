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
 * The onramp plugin, as the registry and its definition both declare it. Its Account row's
 * labels are keys of manifestTexts.json, which the modal's UI loads (not the host page).
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
        title: 'account.title',
        description: 'account.description',
        order: 30,
      },
    ],
  },
})
