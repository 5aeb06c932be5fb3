/** The arguments of an EIP-1193 `request`. */
export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | Readonly<Record<string, unknown>>
}

/**
 * The part of an EIP-1193 provider the kit uses: `request`, and the event methods where the
 * wallet has them. Deliberately smaller than viem's fully typed `EIP1193Provider`, so any
 * injected, announced (EIP-6963), WalletConnect or frame-backed provider fits as it is.
 */
export interface Eip1193Provider {
  /** Sends one JSON-RPC request (`eth_accounts`, `eth_sendTransaction`, ...) to the wallet. */
  request(args: Eip1193RequestArguments): Promise<unknown>
  /** Listens to a wallet event: `accountsChanged`, `chainChanged`, `disconnect`. */
  on?(event: string, listener: (payload: unknown) => void): unknown
  /** Stops a listener `on` added. */
  removeListener?(event: string, listener: (payload: unknown) => void): unknown
}
