import { createClient, fallback, http, numberToHex, type Address, type Client } from 'viem'
// The one action used, imported alone: createPublicClient would bring every public action
// (tens of kB gzip) into the connection chunk.
import { getBalance } from 'viem/actions'
import {
  HTTP_RPC_TIMEOUT_MS,
  NODE_READ_DEADLINE_MS,
  REQUEST_RETRIES,
  REQUEST_RETRY_BASE_DELAY_MS,
  WALLET_READ_TIMEOUT_MS,
} from '../../constants'
import { errorMessage } from '../../errors/errorMessage'
import { PorticoError } from '../../errors/PorticoError'
import type { Network } from '../network'
import type { Eip1193Provider } from './eip1193'
import { evmChainId } from './eip155Chain'
import { parseChainId, parseQuantity } from './eip155Rpc'
import type { Balance } from './types'

/** How the node RPC is called; the defaults are the kit's (10 s timeout, 3 retries from 150 ms). */
export interface NodeRpcOptions {
  timeoutMs?: number
  retryCount?: number
  retryDelayMs?: number
}

/**
 * `work` given a signal that aborts after `ms`; whether or not `work` heeds it (a wallet's
 * `request` cannot be aborted), the result is a rejection saying `what` timed out.
 */
async function within<T>(ms: number, what: string, work: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error(`${what} did not answer within ${ms / 1000} s`))
    }, ms)
  })
  try {
    return await Promise.race([work(controller.signal), expired])
  } finally {
    clearTimeout(timer)
  }
}

/** Reads the native balance of an address on an eip155 network; see `createBalanceReader`. */
export type BalanceReader = (
  address: Address,
  network: Network,
  provider: Eip1193Provider | undefined,
) => Promise<Balance>

/**
 * Reads native balances from the network's own nodes (its `rpcUrls`, in order, through viem's
 * HTTP and fallback transports) and, when every node fails, from the connected wallet's
 * `eth_getBalance`, but only while the wallet is on that network: a wallet on another chain would
 * answer with another chain's balance. One public client is kept per network. Each request
 * to a node times out after 10 s; the nodes together get NODE_READ_DEADLINE_MS, the wallet
 * WALLET_READ_TIMEOUT_MS, so a read that nobody answers fails in bounded time.
 */
export function createBalanceReader(options: NodeRpcOptions = {}): BalanceReader {
  const clients = new Map<string, Client>()
  const transportOptions = {
    timeout: options.timeoutMs ?? HTTP_RPC_TIMEOUT_MS,
    retryCount: options.retryCount ?? REQUEST_RETRIES,
    retryDelay: options.retryDelayMs ?? REQUEST_RETRY_BASE_DELAY_MS,
  }

  function clientFor(network: Network): Client {
    const urls = network.rpcUrls.default.http
    const key = `${network.caipNetworkId} ${urls.join(' ')}`
    let client = clients.get(key)
    if (!client) {
      const transports = urls.map((url) => http(url, transportOptions))
      const [only] = transports
      client = createClient({
        transport: transports.length === 1 && only ? only : fallback(transports, { retryCount: 0 }),
      })
      clients.set(key, client)
    }
    return client
  }

  async function fromWallet(
    provider: Eip1193Provider,
    address: Address,
    chainId: number,
  ): Promise<bigint> {
    const walletChainId = parseChainId(
      await provider.request({ method: 'eth_chainId' }),
      'eth_chainId',
    )
    if (walletChainId !== chainId) {
      throw new Error(`the wallet is on chain ${walletChainId}, not ${chainId}`)
    }
    const result = await provider.request({
      method: 'eth_getBalance',
      params: [address, 'latest'],
    })
    return parseQuantity(result, 'eth_getBalance')
  }

  /**
   * The native balance of `address` on the eip155 `network`.
   * @throws PorticoError `BALANCE_UNAVAILABLE` when neither the nodes nor the wallet answer.
   */
  return async function readBalance(
    address: Address,
    network: Network,
    provider: Eip1193Provider | undefined,
  ): Promise<Balance> {
    const chainId = evmChainId(network)
    const { decimals, symbol } = network.nativeCurrency
    let nodeError: unknown
    try {
      // A scope's requests (retries and fallback nodes included) stop when its signal aborts.
      const value = await within(NODE_READ_DEADLINE_MS, 'the node', (signal) =>
        getBalance(clientFor(network).scope({ signal }), { address }),
      )
      return { value, decimals, symbol }
    } catch (error) {
      nodeError = error
    }
    let walletError: unknown = new Error('no wallet is connected')
    if (provider) {
      try {
        const value = await within(WALLET_READ_TIMEOUT_MS, 'the wallet', () =>
          fromWallet(provider, address, chainId),
        )
        return { value, decimals, symbol }
      } catch (error) {
        walletError = error
      }
    }
    throw new PorticoError(
      'BALANCE_UNAVAILABLE',
      `Balance unavailable on ${network.name}: the node failed (${shortMessage(nodeError)}) ` +
        `and the wallet could not answer (${shortMessage(walletError)})`,
      { caipNetworkId: network.caipNetworkId, chainId: numberToHex(chainId), address },
      // Both failures, the node's first: `cause.errors`.
      { cause: new AggregateError([nodeError, walletError], 'The node and the wallet failed') },
    )
  }
}

/** viem's messages run to many lines of context; the first line says what happened. */
function shortMessage(error: unknown): string {
  const short = typeof error === 'object' && error !== null && 'shortMessage' in error
  const message = short
    ? String((error as { shortMessage: unknown }).shortMessage)
    : errorMessage(error)
  return message.split('\n')[0] ?? message
}
