import type { CaipAddress } from '../caip'
import type { CaipNetworkId, ChainNamespace, Network } from '../network'

/**
 * What differs between namespaces, declared once per namespace and handed to
 * `NamespaceAdapter`. eip155 fills it with EIP-1193 and viem types; a Solana or Bitcoin
 * adapter fills it with its wallet standard's types (see types.test.ts).
 */
export interface AdapterTypes {
  namespace: ChainNamespace
  /** The live wallet handle `connect` receives: an EIP-1193 provider, a wallet-standard wallet… */
  connector: unknown
  /** An address in the namespace's own format (0x… hex, base58, bech32…). */
  address: string
  /** Kinds of account a wallet may return (eoa / smartAccount; payment / ordinal for Bitcoin). */
  accountType: string
  /** What the namespace sends: a call, a serialized transaction, a PSBT… */
  transactionRequest: unknown
  /** The wallet's signature encoding (0x hex, base58, base64…). */
  signature: string
  /** The id a sent transaction is known by (a hash, a signature, a txid). */
  transactionId: string
}

export interface AdapterAccount<T extends AdapterTypes> {
  address: T['address']
  type: T['accountType']
}

/** What connect and reconnect return: the accounts (the first is the active one) and chain. */
export interface AdapterConnection<T extends AdapterTypes> {
  namespace: T['namespace']
  accounts: readonly [AdapterAccount<T>, ...AdapterAccount<T>[]]
  caipNetworkId: CaipNetworkId
  /** The active account as a CAIP-10 id. */
  caipAddress: CaipAddress
}

/** A balance in the smallest unit (wei, lamports, satoshis) with what is needed to show it. */
export interface Balance {
  value: bigint
  decimals: number
  symbol: string
}

/** Wallet-side changes, already parsed; malformed events never reach a listener. */
export type AdapterEvent<T extends AdapterTypes> =
  | { type: 'accountsChanged'; accounts: readonly AdapterAccount<T>[] }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect' }

/**
 * One chain namespace's wallet operations. An adapter holds the connector handed to `connect` or
 * `reconnect` until `disconnect`; operations that need a wallet fail with `NOT_CONNECTED` before.
 * Every failure is a `PorticoError` with a code, carrying the wallet's own message.
 */
export interface NamespaceAdapter<T extends AdapterTypes> {
  readonly namespace: T['namespace']
  /** Asks the wallet for its accounts (it may prompt) and reads its active chain. */
  connect(connector: T['connector']): Promise<AdapterConnection<T>>
  /**
   * Restores a connection without prompting; undefined when the wallet no longer grants one,
   * or when `signal` aborted before the wallet answered (the connector is then not kept).
   */
  reconnect(
    connector: T['connector'],
    signal?: AbortSignal,
  ): Promise<AdapterConnection<T> | undefined>
  /** Forgets the connector, revoking the wallet's permission where the wallet supports it. */
  disconnect(): Promise<void>
  /** The native balance of `address` on `network`. */
  getBalance(address: T['address'], network: Network): Promise<Balance>
  /** Moves the wallet to `network`, adding it to the wallet first where that is needed. */
  switchNetwork(network: Network): Promise<void>
  /** Signs a UTF-8 message; the wallet asks the person in its own interface. */
  signMessage(message: string, address: T['address']): Promise<T['signature']>
  sendTransaction(request: T['transactionRequest']): Promise<T['transactionId']>
  /** The cost of `request` in the namespace's own unit (gas, compute units, virtual bytes). */
  estimateGas(request: T['transactionRequest']): Promise<bigint>
  /** Listens to wallet-side changes; returns the unsubscribe. */
  watch(listener: (event: AdapterEvent<T>) => void): () => void
}
