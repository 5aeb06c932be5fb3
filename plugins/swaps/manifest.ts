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
        title: 'account.title',
        description: 'account.description',
        order: 20,
      },
    ],
  },
})
