/**
 * The payment types a host sees: what `modal.pay(config)` takes and what it resolves with.
 * Types only, so the host entry (index.ts) can name them without carrying any code.
 */

/** The asset's metadata, as the Pay view shows it and as amounts are converted with. */
export interface AssetMetadata {
  name: string
  symbol: string
  /** The asset's decimals: 18 for ETH, 6 for USDC. */
  decimals: number
}

/** What is paid. */
export interface PaymentAsset {
  /** CAIP-2 id of the asset's network, e.g. `eip155:8453`. */
  network: string
  /** `native` for the network's own currency, or the token contract's address. */
  asset: string
  metadata: AssetMetadata
}

/** The payment config a host passes to `modal.pay`. */
export interface PaymentConfigInput {
  paymentAsset: PaymentAsset
  /** Who is paid: an address on the asset's network. */
  recipient: string
  /** How much, in the asset's own units (`0.01` ETH, `25` USDC); greater than 0. */
  amount: number | string
  /** Open the exchange's payment page in a new tab (the default) or in this one. */
  openInNewTab?: boolean
  /** Where the exchange sends the visitor back to once the payment succeeded or failed. */
  redirectUrl?: { success: string; failure: string }
  /** Which exchanges to offer, by id: only these, or all but these. */
  payWithExchange?: { includeOnly?: string[]; exclude?: string[] }
}

/** What a successful payment resolves with. */
export type PaymentResult =
  | { status: 'SUCCESS'; type: 'wallet'; txHash: string }
  | { status: 'SUCCESS'; type: 'exchange'; exchangeId: string; sessionId: string; txHash?: string }

/**
 * The `details` of a payment error. Which fields are there depends on how it failed; a failure
 * that was another error first keeps that error's simple details, its code in `cause` and the
 * error itself as the PorticoError's own `cause`.
 */
export interface PaymentErrorDetails {
  /** The payment concerned. */
  paymentId?: string
  /** The bad fields of the config (INVALID_PAYMENT_CONFIG, INVALID_RECIPIENT, ...). */
  issues?: readonly { path: readonly string[]; message: string }[]
  /** The modal was closed before the payment ended (GENERIC_PAYMENT_ERROR). */
  closed?: boolean
  /** A later `pay()` replaced this one (GENERIC_PAYMENT_ERROR). */
  replaced?: boolean
  /** The code of the error the payment failed with, when it was not a payment error. */
  cause?: string
  [key: string]: unknown
}

/** The payment error codes; a rejected `pay()` carries one, with details. */
export type PaymentErrorCode =
  | 'INVALID_PAYMENT_CONFIG'
  | 'INVALID_RECIPIENT'
  | 'INVALID_ASSET'
  | 'INVALID_AMOUNT'
  | 'UNKNOWN_ERROR'
  | 'UNABLE_TO_INITIATE_PAYMENT'
  | 'INVALID_CHAIN_NAMESPACE'
  | 'GENERIC_PAYMENT_ERROR'
  | 'UNABLE_TO_GET_EXCHANGES'
  | 'ASSET_NOT_SUPPORTED'
  | 'UNABLE_TO_GET_PAY_URL'
  | 'UNABLE_TO_GET_BUY_STATUS'
