import type { WalletErrorCode } from '../chains/adapters/walletErrors'
import type { ChainNamespace } from '../chains/network'

/** What a wallet's failure carries: its numeric code, the method asked and its `data`. */
export interface WalletErrorDetails {
  /** The wallet's own error code (EIP-1193, JSON-RPC or EIP-5792), when it gave one. */
  walletCode: number | undefined
  /** The wallet method that failed, when the kit knows it. */
  method: string | undefined
  /** The wallet's `data`, as it sent it. */
  data: unknown
}

/**
 * The open map of error codes to the `details` each carries (`undefined` for none, `| undefined`
 * when they are optional). A `PorticoError` takes only a code listed here, so a typo is a
 * compile error, and `error.code` is this union. Plugins add their codes by declaration merging,
 * as they do their views:
 *
 *   declare module 'portico' { interface ErrorCodes { TIP_TOO_SMALL: { minimum: number } } }
 *
 * The kit's own codes are below; the wallet's (WALLET_ERROR_CODES) all carry
 * {@link WalletErrorDetails}.
 */
export interface ErrorCodes extends Record<WalletErrorCode, WalletErrorDetails> {
  // Options and arguments: every bad field, named by its path
  INVALID_OPTIONS:
    | { issues: readonly { path: readonly string[]; message: string }[] }
    | { plugin: string; method: string }
    | undefined
  INVALID_ARGUMENT: { issues: readonly { path: readonly string[]; message: string }[] } | undefined

  // The modal and its plugins
  MODAL_DESTROYED: undefined
  MODAL_CLOSED: undefined
  DUPLICATE_PLUGIN: { id: string }
  UNKNOWN_PLUGIN: { id: string }
  /** A host method whose plugin is not there: `plugin` and `outcome` when it failed to load. */
  PLUGIN_UNAVAILABLE: { method: string; plugin?: string; outcome?: string }

  // Connectors and connections
  CONNECTOR_TAKEN: { id: string }
  CONNECTOR_NOT_FOUND: { connectorId: string }
  CONNECTION_FAILED: undefined
  INVALID_CONNECTION_STATUS: { status: string }
  WALLET_TIMEOUT: { connectorId: string }
  NOT_CONNECTED: undefined
  NO_ACCOUNTS: undefined
  CHAIN_ADAPTER_NOT_FOUND: { namespace: string }
  NETWORK_NOT_FOUND: { caipNetworkId: string } | undefined
  NAMESPACE_SWITCH: { from: ChainNamespace | undefined; to: ChainNamespace }
  SWITCH_FAILED: { caipNetworkId: string }

  // The person declined in the wallet (a 4001), per operation
  CONNECTION_REJECTED: { walletCode: number | undefined }
  SWITCH_REJECTED: { walletCode: number | undefined; caipNetworkId: string }
  SIGNATURE_DECLINED: { walletCode: number | undefined }
  TRANSACTION_REJECTED: { walletCode: number | undefined }

  // What the wallet answered, and what is asked of it
  INVALID_WALLET_RESPONSE:
    { method?: string; value?: unknown; result?: unknown; hash?: string } | undefined
  INVALID_TRANSACTION: Readonly<Record<string, unknown>>

  // WalletConnect
  PROJECT_ID_NOT_CONFIGURED: undefined
  WALLET_CONNECT_UNAVAILABLE: undefined
  WALLET_CONNECT_NO_NETWORKS: undefined
  INVALID_PAIRING_URI: undefined

  // The embedded wallet's networks (the e-mail plugin adds its frame's own codes)
  UNSUPPORTED_FRAME_NETWORK: { caipNetworkId: string }
  PROJECT_ID_REQUIRED: undefined

  // Chains: ids, addresses, amounts, balances
  INVALID_CAIP_NETWORK_ID: { value: string }
  INVALID_CAIP_ADDRESS: { value: string }
  INVALID_CHAIN_NAMESPACE: { caipNetworkId?: string; namespace?: string }
  INVALID_ADDRESS: { address: string; namespace: ChainNamespace }
  AMOUNT_EMPTY: { input: string }
  AMOUNT_NOT_NUMERIC: { input: string }
  AMOUNT_NEGATIVE: { input: string }
  AMOUNT_TOO_MANY_DECIMALS: { input: string; decimals: number }
  INVALID_DECIMALS: { decimals: number }
  BALANCE_UNAVAILABLE: { caipNetworkId: string; chainId: string; address: string }
}

/** Every error code: the kit's, the wallet's and those plugins merged into {@link ErrorCodes}. */
export type ErrorCode = keyof ErrorCodes & string

/** The details a code is given with: its shape from {@link ErrorCodes}, `{}` when it has none. */
export type ErrorDetailsInput<C extends ErrorCode> = [Exclude<ErrorCodes[C], undefined>] extends [
  never,
]
  ? Readonly<Record<string, never>>
  : Exclude<ErrorCodes[C], undefined>

/**
 * The `details` of an error with code `C`: the fields {@link ErrorCodes} lists for it; any other
 * key reads as `unknown`.
 */
export type ErrorDetails<C extends ErrorCode = ErrorCode> = Readonly<Record<string, unknown>> &
  ([Exclude<ErrorCodes[C], undefined>] extends [never]
    ? unknown
    : Readonly<Exclude<ErrorCodes[C], undefined>>)
