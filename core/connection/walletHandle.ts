import type { Hex } from 'viem'
import { selectActiveAccount } from '../account/slice'
import type { Eip155TransactionRequest } from '../chains/adapters/eip155Transaction'
import type { CaipNetworkId, ChainNamespace, Network } from '../chains/network'
import { PorticoError } from '../errors/PorticoError'
import type { Runtime } from '../runtime'
import { getWalletProvider } from './provider'

/** A typed-data payload as `eth_signTypedData_v4` takes it (EIP-712). */
export interface TypedDataPayload {
  domain: Record<string, unknown>
  types: Record<string, ReadonlyArray<{ name: string; type: string }>>
  primaryType: string
  message: Record<string, unknown>
}

/**
 * The connected wallet of the active namespace, for plugins: what it is (address, network,
 * connector) and what it can be asked. Every call fails with a coded `PorticoError`: the
 * wallet codes (`WALLET_REJECTED`, `WALLET_UNRECOGNIZED_CHAIN`, ...) or the
 * kit's own (`TRANSACTION_REJECTED`, `SIGNATURE_DECLINED`, `SWITCH_REJECTED`,
 * `NOT_CONNECTED`). Read it again after a change: a handle describes the moment it was made.
 */
export interface WalletHandle {
  readonly namespace: ChainNamespace
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
  readonly connectorId: string
  /** A raw request to the wallet (EIP-1193); the answer is the wallet's, unparsed. */
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>
  /** A native transfer, an ERC-20 transfer or an encoded call; resolves with its hash. */
  sendTransaction(request: Eip155TransactionRequest): Promise<Hex>
  /** The cost of `request` in gas units, estimated by the wallet. */
  estimateGas(request: Eip155TransactionRequest): Promise<bigint>
  /**
   * `personal_sign` of a UTF-8 message by the connected account; the wallet asks the visitor
   * in its own interface (the e-mail wallet in its frame).
   */
  signMessage(message: string): Promise<Hex>
  /** `eth_signTypedData_v4` by the connected account. */
  signTypedData(typedData: TypedDataPayload): Promise<Hex>
  /**
   * Moves the wallet to one of the host's networks (adding it to the wallet where needed)
   * and updates the account; the failure is shown to the visitor and rethrown.
   */
  switchNetwork(network: Network | string): Promise<void>
  /** EIP-5792 `wallet_getCapabilities` for the account; `{}` when the wallet has none. */
  getCapabilities(): Promise<Record<string, unknown>>
}

const HEX = /^0x[0-9a-fA-F]*$/

/** The wallet handle of the active namespace, or undefined while nobody is connected. */
export function walletHandleOf(runtime: Runtime): WalletHandle | undefined {
  const { getState, dispatch } = runtime.bundle.store
  const account = selectActiveAccount(getState())
  const namespace = getState().account.activeNamespace
  const provider = getWalletProvider({ getState, runtime })
  if (
    !provider ||
    !namespace ||
    account.status !== 'connected' ||
    !account.address ||
    !account.caipNetworkId ||
    !account.connectorId
  ) {
    return undefined
  }
  const { address, caipNetworkId, connectorId } = account
  // The adapter brings viem's encoders: loaded on the first call, not with the handle.
  const adapter = () =>
    import('./adapters').then(({ adapterFor }) => adapterFor(runtime, namespace))
  const call = async (method: string, params?: readonly unknown[]) => {
    const { toWalletError } = await import('../chains/adapters/walletErrors')
    try {
      return await provider.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toWalletError(error, method)
    }
  }
  return {
    namespace,
    address,
    caipNetworkId: caipNetworkId as CaipNetworkId,
    connectorId,
    request: ({ method, params }) => call(method, params),
    sendTransaction: async (request) => (await adapter()).sendTransaction(request),
    estimateGas: async (request) => (await adapter()).estimateGas(request),
    signMessage: async (message) => {
      // The adapter is eip155's (only namespace with one): the address is 0x-hex.
      const signature = await (await adapter()).signMessage(message, address as Hex)
      return signature as Hex
    },
    async signTypedData(typedData) {
      const result = await call('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
      if (typeof result !== 'string' || !HEX.test(result)) {
        throw new PorticoError(
          'INVALID_WALLET_RESPONSE',
          'eth_signTypedData_v4 returned no signature',
          {
            result,
          },
        )
      }
      return result as Hex
    },
    async switchNetwork(target) {
      const id = typeof target === 'string' ? target : target.caipNetworkId
      const network = getState().options.networks.find((each) => each.caipNetworkId === id)
      if (!network) {
        throw new PorticoError('NETWORK_NOT_FOUND', `${id} is not one of this site's networks`, {
          caipNetworkId: id,
        })
      }
      const { switchNetwork } = await import('./switchNetwork')
      if (!(await dispatch(switchNetwork(network)))) {
        throw new PorticoError('SWITCH_FAILED', `The wallet did not switch to ${network.name}`, {
          caipNetworkId: id,
        })
      }
    },
    async getCapabilities() {
      let result: unknown
      try {
        result = await call('wallet_getCapabilities', [address])
      } catch (error) {
        // A wallet without EIP-5792 has no capabilities to report, which is not an error.
        if (error instanceof PorticoError && METHOD_MISSING.has(error.code)) return {}
        throw error
      }
      return typeof result === 'object' && result !== null && !Array.isArray(result)
        ? (result as Record<string, unknown>)
        : {}
    },
  }
}

const METHOD_MISSING: ReadonlySet<string> = new Set([
  'WALLET_UNSUPPORTED_METHOD',
  'RPC_METHOD_NOT_FOUND',
  'RPC_METHOD_NOT_SUPPORTED',
])
