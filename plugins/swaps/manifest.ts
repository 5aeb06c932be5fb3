import { defineManifest } from 'portico/plugin'
import type { SwapArgs } from './args'

declare module 'portico' {
  interface Views {
    /** Opened from Account, or by the host: `modal.open({ view: 'Swap', data: { ... } })`. */
    Swap: SwapArgs | undefined
    /** The token list for one side of the swap. */
    SwapSelectToken: { side: 'from' | 'to' }
    /** The review step, then the swap's progress and outcome. */
    SwapReview: undefined
  }
  interface ErrorCodes {
    /** The swap's approval was not mined within RECEIPT_TIMEOUT_MS. */
    RECEIPT_TIMEOUT: { hash: string }
  }
}

/** The swaps plugin, as the registry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'swaps',
  feature: 'swaps',
  views: ['Swap', 'SwapSelectToken', 'SwapReview'],
  contributes: {
    accountActions: [
      {
        id: 'swap',
        view: 'Swap',
        title: { en: 'Swap', es: 'Intercambiar', de: 'Tauschen' },
        description: {
          en: 'One token of this network for another',
          es: 'Un token de esta red por otro',
          de: 'Einen Token dieses Netzwerks gegen einen anderen',
        },
        order: 20,
      },
    ],
  },
})
