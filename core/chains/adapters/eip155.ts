import { stringToHex, type Address, type Hash, type Hex } from 'viem'
import { PorticoError } from '../../errors/PorticoError'
import { toChecksumAddress } from '../address'
import { formatCaipAddress, formatCaipNetworkId } from '../caip'
import type { Eip1193Provider } from './eip1193'
import { createBalanceReader, type NodeRpcOptions } from './eip155Balance'
import { addEthereumChainParameter, hexChainId } from './eip155Chain'
import { parseAccounts, parseChainId, parseHash, parseQuantity, parseSignature } from './eip155Rpc'
import { toRpcTransaction, type Eip155TransactionRequest } from './eip155Transaction'
import type {
  AdapterConnection,
  AdapterEvent,
  AdapterTypes,
  Balance,
  NamespaceAdapter,
} from './types'
import {
  isChainUnknown,
  isMethodMissing,
  isUserRejection,
  toWalletError,
  walletErrorCode,
  walletErrorReason,
  WalletError,
  type WalletRejectionCode,
} from './walletErrors'

/** The eip155 namespace's types: EIP-1193 providers, 0x addresses, hex signatures and hashes. */
export interface Eip155Types extends AdapterTypes {
  namespace: 'eip155'
  connector: Eip1193Provider
  address: Address
  accountType: 'eoa' | 'smartAccount'
  transactionRequest: Eip155TransactionRequest
  signature: Hex
  transactionId: Hash
}

export type Eip155Adapter = NamespaceAdapter<Eip155Types>

export interface Eip155AdapterOptions {
  /** How balances are read from the network's nodes (the kit's defaults). */
  rpc?: NodeRpcOptions
}

/**
 * A 4001 turned into the operation's own code, keeping the wallet's reason as the message and
 * the wallet's error as the cause.
 */
function rejection(
  code: WalletRejectionCode,
  error: unknown,
  fallback: string,
  details: { caipNetworkId?: string } = {},
): WalletError {
  return new WalletError(
    code,
    walletErrorReason(error) ?? fallback,
    { walletCode: walletErrorCode(error), ...details },
    { cause: error },
  )
}

/**
 * The eip155 adapter: wallets behind an EIP-1193 provider (injected, EIP-6963, WalletConnect,
 * the frame), with viem for encoding and for reading balances from the network's nodes.
 * Every wallet answer is parsed before use and every wallet error becomes a `PorticoError`.
 */
export function createEip155Adapter(options: Eip155AdapterOptions = {}): Eip155Adapter {
  const readBalance = createBalanceReader(options.rpc)
  const listeners = new Set<(event: AdapterEvent<Eip155Types>) => void>()
  let provider: Eip1193Provider | undefined

  const emit = (event: AdapterEvent<Eip155Types>) => {
    for (const listener of [...listeners]) listener(event)
  }
  // Malformed events are dropped: a listener only ever sees parsed values. Only parsing is
  // guarded, so an error thrown by a listener is not mistaken for a malformed event.
  const parsed = <T>(parse: () => T): T | undefined => {
    try {
      return parse()
    } catch {
      return undefined
    }
  }
  const onAccountsChanged = (payload: unknown) => {
    const accounts = parsed(() => parseAccounts(payload, 'accountsChanged'))
    if (accounts) {
      emit({ type: 'accountsChanged', accounts: accounts.map((address) => eoa(address)) })
    }
  }
  const onChainChanged = (payload: unknown) => {
    const chainId = parsed(() => parseChainId(payload, 'chainChanged'))
    if (chainId !== undefined) {
      emit({ type: 'chainChanged', caipNetworkId: formatCaipNetworkId('eip155', chainId) })
    }
  }
  const onDisconnect = () => emit({ type: 'disconnect' })

  function attach(next: Eip1193Provider) {
    if (provider === next) return
    detach()
    provider = next
    next.on?.('accountsChanged', onAccountsChanged)
    next.on?.('chainChanged', onChainChanged)
    next.on?.('disconnect', onDisconnect)
  }

  function detach() {
    provider?.removeListener?.('accountsChanged', onAccountsChanged)
    provider?.removeListener?.('chainChanged', onChainChanged)
    provider?.removeListener?.('disconnect', onDisconnect)
    provider = undefined
  }

  function connected(): Eip1193Provider {
    if (!provider) throw new PorticoError('NOT_CONNECTED', 'No eip155 wallet is connected')
    return provider
  }

  /** One wallet call; any failure leaves as a PorticoError that names the method. */
  async function call(
    target: Eip1193Provider,
    method: string,
    params?: readonly unknown[],
  ): Promise<unknown> {
    try {
      return await target.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw toWalletError(error, method)
    }
  }

  async function connectionOf(
    target: Eip1193Provider,
    addresses: readonly Address[],
  ): Promise<AdapterConnection<Eip155Types>> {
    const [first, ...rest] = addresses
    if (!first) throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no accounts')
    const chainId = parseChainId(await call(target, 'eth_chainId'), 'eth_chainId')
    const caipNetworkId = formatCaipNetworkId('eip155', chainId)
    return {
      namespace: 'eip155',
      accounts: [eoa(first), ...rest.map((address) => eoa(address))],
      caipNetworkId,
      caipAddress: formatCaipAddress(caipNetworkId, first),
    }
  }

  async function switchChain(target: Eip1193Provider, chainId: Hex) {
    await target.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }

  return {
    namespace: 'eip155',

    /**
     * Asks for the accounts with `eth_requestAccounts` (the wallet may prompt) and reads the
     * chain with `eth_chainId`. A 4001 becomes `CONNECTION_REJECTED`.
     */
    async connect(target) {
      let result: unknown
      try {
        result = await target.request({ method: 'eth_requestAccounts' })
      } catch (error) {
        if (isUserRejection(error)) {
          throw rejection('CONNECTION_REJECTED', error, 'The connection was rejected in the wallet')
        }
        throw toWalletError(error, 'eth_requestAccounts')
      }
      const connection = await connectionOf(target, parseAccounts(result, 'eth_requestAccounts'))
      attach(target)
      return connection
    },

    /**
     * Restores a connection with `eth_accounts`, which never prompts: no accounts, or a 4100
     * (no longer authorised), means not connected; so does an answer after `signal` aborted.
     */
    async reconnect(target, signal) {
      let result: unknown
      try {
        result = await target.request({ method: 'eth_accounts' })
      } catch (error) {
        if (walletErrorCode(error) === 4100) return undefined
        throw toWalletError(error, 'eth_accounts')
      }
      const addresses = parseAccounts(result, 'eth_accounts')
      if (addresses.length === 0 || signal?.aborted) return undefined
      const connection = await connectionOf(target, addresses)
      // A restore that gave up before the wallet answered keeps nothing of it.
      if (signal?.aborted) return undefined
      attach(target)
      return connection
    },

    /**
     * Forgets the provider, then revokes the account permission with
     * `wallet_revokePermissions` (EIP-2255). Wallets without that method, or that already
     * revoked it, are fine: the kit is disconnected either way.
     */
    async disconnect() {
      const target = provider
      detach()
      if (!target) return
      try {
        await target.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch (error) {
        if (isMethodMissing(error) || walletErrorCode(error) === 4100) return
        throw toWalletError(error, 'wallet_revokePermissions')
      }
    },

    async getBalance(address, network): Promise<Balance> {
      return readBalance(toChecksumAddress(address), network, provider)
    },

    /**
     * `wallet_switchEthereumChain`; when the wallet does not know the chain (4902, also nested
     * in `data.originalError`, or 5000 / 32603) it is added with
     * `wallet_addEthereumChain` and switched to once more. A 4001 at either step becomes
     * `SWITCH_REJECTED` with the wallet's reason. Any other failure is surfaced, never retried.
     */
    async switchNetwork(network) {
      const target = connected()
      const chainId = hexChainId(network)
      const details = { caipNetworkId: network.caipNetworkId }
      const fallback = `Switching to ${network.name} was rejected in the wallet`
      try {
        await switchChain(target, chainId)
        return
      } catch (error) {
        if (isUserRejection(error)) throw rejection('SWITCH_REJECTED', error, fallback, details)
        if (!isChainUnknown(error)) throw toWalletError(error, 'wallet_switchEthereumChain')
      }
      try {
        await target.request({
          method: 'wallet_addEthereumChain',
          params: [addEthereumChainParameter(network)],
        })
      } catch (error) {
        if (isUserRejection(error)) throw rejection('SWITCH_REJECTED', error, fallback, details)
        throw toWalletError(error, 'wallet_addEthereumChain')
      }
      try {
        await switchChain(target, chainId)
      } catch (error) {
        if (isUserRejection(error)) throw rejection('SWITCH_REJECTED', error, fallback, details)
        throw toWalletError(error, 'wallet_switchEthereumChain')
      }
    },

    /** `personal_sign` of the UTF-8 message (hex-encoded, as EIP-191 wallets expect). */
    async signMessage(message, address) {
      const target = connected()
      const signer = toChecksumAddress(address)
      try {
        const result = await target.request({
          method: 'personal_sign',
          params: [stringToHex(message), signer],
        })
        return parseSignature(result, 'personal_sign')
      } catch (error) {
        if (isUserRejection(error)) {
          throw rejection('SIGNATURE_DECLINED', error, 'Signature declined')
        }
        throw toWalletError(error, 'personal_sign')
      }
    },

    /** `eth_sendTransaction` of a native transfer, an ERC-20 transfer or an encoded call. */
    async sendTransaction(request) {
      const target = connected()
      const transaction = toRpcTransaction(request)
      try {
        const result = await target.request({
          method: 'eth_sendTransaction',
          params: [transaction],
        })
        return parseHash(result, 'eth_sendTransaction')
      } catch (error) {
        if (isUserRejection(error)) {
          throw rejection(
            'TRANSACTION_REJECTED',
            error,
            'The transaction was rejected in the wallet',
          )
        }
        throw toWalletError(error, 'eth_sendTransaction')
      }
    },

    /** `eth_estimateGas` through the wallet, in gas units. */
    async estimateGas(request) {
      const target = connected()
      const result = await call(target, 'eth_estimateGas', [toRpcTransaction(request)])
      return parseQuantity(result, 'eth_estimateGas')
    },

    watch(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** Accounts from an EIP-1193 wallet are externally owned as far as the wallet tells us. */
function eoa(address: Address) {
  return { address, type: 'eoa' as const }
}
