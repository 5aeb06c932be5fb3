import { defineManifest } from 'portico/plugin'
import type { PaymentConfigInput, PaymentResult } from './types'

declare module 'portico' {
  interface Views {
    Pay: undefined
    PayLoading: undefined
  }
  interface PorticoModal {
    /**
     * Validates `config`, opens the Pay view and resolves when the payment succeeded;
     * rejects with a coded `PorticoError` when the config is invalid, the payment
     * failed or the modal was closed before it ended. The payment code loads on the first call.
     */
    pay(config: PaymentConfigInput): Promise<PaymentResult>
  }
}

/** The pay plugin, as the registry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'pay',
  views: ['Pay', 'PayLoading'],
  contributes: { hostMethods: ['pay'] },
})
