import { defineManifest } from 'portico/plugin'
import type { PaymentConfigInput, PaymentErrorDetails, PaymentResult } from './types'

declare module 'portico' {
  interface Views {
    Pay: undefined
    PayLoading: undefined
  }
  // What `modal.pay()` rejects with (INVALID_CHAIN_NAMESPACE is the kit's own code).
  interface ErrorCodes {
    INVALID_PAYMENT_CONFIG: PaymentErrorDetails
    INVALID_RECIPIENT: PaymentErrorDetails
    INVALID_ASSET: PaymentErrorDetails
    INVALID_AMOUNT: PaymentErrorDetails
    UNKNOWN_ERROR: PaymentErrorDetails
    UNABLE_TO_INITIATE_PAYMENT: PaymentErrorDetails
    GENERIC_PAYMENT_ERROR: PaymentErrorDetails
    UNABLE_TO_GET_EXCHANGES: PaymentErrorDetails
    ASSET_NOT_SUPPORTED: PaymentErrorDetails
    UNABLE_TO_GET_PAY_URL: PaymentErrorDetails
    UNABLE_TO_GET_BUY_STATUS: PaymentErrorDetails
    /** The exchange service answered a JSON-RPC error: the method and the service's code. */
    EXCHANGE_RPC_ERROR: { method: string; rpcCode: number }
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
