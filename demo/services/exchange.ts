import { randomUUID } from 'node:crypto'
import {
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  isAddress,
  parseUnits,
  publicActions,
  type Account,
  type Address,
  type Hash,
} from 'viem'
import type * as z from 'zod/mini'
import { ETH_DECIMALS } from '../../plugins/pay/constants'
import {
  EXCHANGE_METHODS,
  getBuyStatusParamsSchema,
  getBuyStatusResultSchema,
  getExchangesParamsSchema,
  getExchangesResultSchema,
  getPayUrlParamsSchema,
  getPayUrlResultSchema,
  type BuyStatus,
  type Exchange,
} from '../../plugins/pay/exchangeSchemas'
import type { ServiceChain, ServiceToken } from './chain'

/**
 * The local exchange: what the exchange JSON-RPC of SPEC §7 talks to in the demo and the
 * browser tests. Listing, a pay URL per session and the buy status are real: the pay URL is a
 * checkout page of these services where the visitor clicks Pay, and the exchange's own devnet
 * account then transfers the asset to the recipient on the chain; the buy status reports
 * SUCCESS with that transaction's hash once it is mined (FAILED if it reverts or is cancelled).
 */

/** A JSON-RPC error: the services answer it inside a 200, as JSON-RPC over HTTP does. */
export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const RPC_INVALID_PARAMS = -32602
export const RPC_METHOD_NOT_FOUND = -32601
/** The exchange refuses what it was asked for (an asset it does not sell, an unknown session). */
export const RPC_EXCHANGE_REFUSED = -32000

interface ExchangeListing extends Omit<Exchange, 'imageUrl'> {
  /** Which assets it sells: every asset of the local chains, or only their native currency. */
  sells: 'everything' | 'native only'
}

type SessionStatus = BuyStatus['status']

interface Session {
  id: string
  exchange: ExchangeListing
  chain: ServiceChain
  /** null: the chain's native currency. */
  token: ServiceToken | null
  symbol: string
  /** The asset's decimals: what `amount` is converted with when the exchange pays. */
  decimals: number
  amount: string
  recipient: Address
  /** Where the checkout page sends the visitor back to once the payment has ended. */
  redirectUrl?: { success: string; failure: string }
  status: SessionStatus
  txHash?: Hash
  error?: string
}

export interface LocalExchangeOptions {
  chains: readonly ServiceChain[]
  /** The devnet account that pays the recipients (it must hold the assets it sells). */
  account: Account
  /** The services' own address, known once they listen: the checkout pages are served there. */
  baseUrl: () => string
}

const NATIVE_ASSET = 'slip44:60'

export function createLocalExchange(options: LocalExchangeOptions) {
  const listings: ExchangeListing[] = [
    { id: 'local-exchange', name: 'Local Exchange', sells: 'everything' },
    { id: 'local-otc', name: 'Local OTC Desk', sells: 'native only' },
  ]
  // Asked for at answer time: the services know their own address only once they listen.
  const imageUrlOf = (exchange: ExchangeListing) =>
    `${options.baseUrl()}/public/getAssetImage/${encodeURIComponent(exchange.name)}`
  const sessions = new Map<string, Session>()

  const listing = (id: string) => {
    const found = listings.find((exchange) => exchange.id === id)
    if (!found) throw new RpcFailure(RPC_EXCHANGE_REFUSED, `Unknown exchange ${id}`)
    return found
  }

  /** The chain and token of a CAIP-19 asset the local chains have; refuses anything else. */
  function resolveAsset(asset: string, exchange: ExchangeListing) {
    const [caipNetworkId = '', reference = ''] = asset.split('/')
    const chain = options.chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    const notSupported = new RpcFailure(
      RPC_EXCHANGE_REFUSED,
      `Asset ${asset} is not supported by ${exchange.name}`,
    )
    if (!chain) throw notSupported
    if (reference === NATIVE_ASSET) {
      const native = chain.nativeCurrency
      return {
        chain,
        token: null,
        symbol: native?.symbol ?? 'ETH',
        decimals: native?.decimals ?? ETH_DECIMALS,
      }
    }
    const [kind, address = ''] = reference.split(':')
    if (exchange.sells === 'native only' || kind !== 'erc20' || !isAddress(address)) {
      throw notSupported
    }
    const token = chain.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
    if (!token) throw notSupported
    return { chain, token, symbol: token.symbol, decimals: token.decimals }
  }

  function params<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      throw new RpcFailure(RPC_INVALID_PARAMS, `Invalid params: ${parsed.error.message}`)
    }
    return parsed.data
  }

  /** Answers one JSON-RPC call: the result, parsed with the kit's own result schema. */
  function call(method: string, raw: unknown): unknown {
    switch (method) {
      case EXCHANGE_METHODS.getExchanges: {
        const { page } = params(getExchangesParamsSchema, raw)
        // One page holds them all: any later page is empty.
        const exchanges =
          page <= 1
            ? listings.map((exchange) => ({
                id: exchange.id,
                name: exchange.name,
                imageUrl: imageUrlOf(exchange),
              }))
            : []
        return getExchangesResultSchema.parse({ exchanges, total: listings.length })
      }
      case EXCHANGE_METHODS.getPayUrl: {
        const request = params(getPayUrlParamsSchema, raw)
        const exchange = listing(request.exchangeId)
        const { chain, token, symbol, decimals } = resolveAsset(request.asset, exchange)
        // parseUnits would round a finer amount: the exchange would pay something else.
        const places = request.amount.split('.')[1]?.length ?? 0
        if (places > decimals) {
          throw new RpcFailure(
            RPC_INVALID_PARAMS,
            `The amount ${request.amount} has ${places} decimal places; ${symbol} has ${decimals}`,
          )
        }
        const [namespace, reference, address = ''] = request.recipient.split(':')
        if (`${namespace}:${reference}` !== chain.caipNetworkId || !isAddress(address)) {
          throw new RpcFailure(
            RPC_INVALID_PARAMS,
            `The recipient ${request.recipient} is not an account on ${chain.caipNetworkId}`,
          )
        }
        const session: Session = {
          id: randomUUID(),
          exchange,
          chain,
          token,
          symbol,
          decimals,
          amount: request.amount,
          recipient: getAddress(address),
          redirectUrl: request.redirectUrl,
          status: 'IN_PROGRESS',
        }
        sessions.set(session.id, session)
        return getPayUrlResultSchema.parse({
          url: `${options.baseUrl()}/exchange/checkout/${session.id}`,
          sessionId: session.id,
        })
      }
      case EXCHANGE_METHODS.getBuyStatus: {
        const request = params(getBuyStatusParamsSchema, raw)
        const session = sessions.get(request.sessionId)
        if (!session || session.exchange.id !== request.exchangeId) {
          throw new RpcFailure(RPC_EXCHANGE_REFUSED, `Unknown session ${request.sessionId}`)
        }
        return getBuyStatusResultSchema.parse({
          status: session.status,
          txHash: session.txHash ?? null,
        })
      }
      default:
        throw new RpcFailure(RPC_METHOD_NOT_FOUND, `Unknown method ${method}`)
    }
  }

  /**
   * The visitor clicked Pay on the checkout page: the exchange's account sends the asset and
   * the session follows the transaction (SUCCESS once mined, FAILED if it reverts or fails).
   */
  async function pay(sessionId: string): Promise<Session> {
    const session = sessions.get(sessionId)
    if (!session) throw new RpcFailure(RPC_EXCHANGE_REFUSED, `Unknown session ${sessionId}`)
    if (session.status !== 'IN_PROGRESS' || session.txHash) return session
    const chainId = Number(session.chain.caipNetworkId.split(':')[1])
    const client = createWalletClient({
      account: options.account,
      chain: defineChain({
        id: chainId,
        name: session.chain.caipNetworkId,
        nativeCurrency: session.chain.nativeCurrency ?? {
          name: 'Ether',
          symbol: 'ETH',
          decimals: ETH_DECIMALS,
        },
        rpcUrls: { default: { http: [session.chain.rpcUrl] } },
      }),
      transport: http(session.chain.rpcUrl),
    }).extend(publicActions)
    try {
      const hash = session.token
        ? await client.writeContract({
            address: session.token.address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [session.recipient, parseUnits(session.amount, session.decimals)],
          })
        : await client.sendTransaction({
            to: session.recipient,
            value: parseUnits(session.amount, session.decimals),
          })
      session.txHash = hash
      const receipt = await client.waitForTransactionReceipt({ hash })
      session.status = receipt.status === 'success' ? 'SUCCESS' : 'FAILED'
    } catch (error) {
      session.status = 'FAILED'
      session.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
    }
    return session
  }

  /** The visitor gave up on the checkout page. */
  function cancel(sessionId: string): Session {
    const session = sessions.get(sessionId)
    if (!session) throw new RpcFailure(RPC_EXCHANGE_REFUSED, `Unknown session ${sessionId}`)
    if (session.status === 'IN_PROGRESS' && !session.txHash) {
      session.status = 'FAILED'
      session.error = 'Cancelled by the visitor'
    }
    return session
  }

  return { call, pay, cancel, session: (id: string) => sessions.get(id) }
}

export type LocalExchange = ReturnType<typeof createLocalExchange>
export type { Session as ExchangeSession }
