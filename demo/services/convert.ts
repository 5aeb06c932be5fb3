import {
  BaseError,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  isAddress,
  isAddressEqual,
  maxUint256,
  parseAbi,
  zeroAddress,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import * as z from 'zod/mini'
import {
  allowanceParamsSchema,
  allowanceResponseSchema,
  buildApproveParamsSchema,
  buildApproveResponseSchema,
  buildTransactionRequestSchema,
  buildTransactionResponseSchema,
  CONVERT_PATHS,
  convertErrorSchema,
  fungiblePriceRequestSchema,
  fungiblePriceResponseSchema,
  GAS_PRICE_UNSUPPORTED,
  gasPriceParamsSchema,
  gasPriceResponseSchema,
  NATIVE_TOKEN_ADDRESS,
  quotesParamsSchema,
  quotesResponseSchema,
  SWAPS_UNSUPPORTED,
  tokensParamsSchema,
  tokensResponseSchema,
  type SwapToken,
} from '../../plugins/swaps/schemas'
import { DEMO_PRICES_USD, type ServiceChain, type ServiceToken } from './chain'

/**
 * The convert calls of SPEC §7 answered from the chain: the Uniswap V2 exchange the devnet
 * deploys (demo/devnet/uniswap.mjs) quotes with its router's `getAmountsOut`/`getAmountsIn`,
 * allowances are the tokens' own, the gas price is the node's, and build-approve and
 * build-transaction return real calldata for the token and the router. A swap made with it
 * changes the pools' reserves, so the next quote moves.
 */

/** Where Uniswap V2 is on a chain. */
export interface UniswapAddresses {
  weth: Address
  factory: Address
  router: Address
}

/** A chain of the services; one without `uniswap` has no exchange (no swaps there). */
export interface SwapServiceChain extends ServiceChain {
  uniswap?: UniswapAddresses
}

const addressSchema = z
  .string()
  .check(z.refine((value) => isAddress(value, { strict: false }), 'must be an address'))
/** A chain's exchange as the services' configuration gives it (JSON from the environment). */
const uniswapSchema = z.object({
  weth: addressSchema,
  factory: addressSchema,
  router: addressSchema,
})

const routerAbi = parseAbi([
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function getAmountsIn(uint amountOut, address[] path) view returns (uint[] amounts)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
])
const factoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])

/** How long a built swap stays valid: its `deadline`, counted from the chain's latest block. */
export const SWAP_DEADLINE_SECONDS = 20 * 60

/**
 * Gas a built swap carries beyond the node's estimate. The estimate runs in the pending block,
 * often in the same second as the pair's last trade; the swap is mined in a later second, and
 * then the pair also writes its two price accumulators (up to two first writes, 20,000 gas
 * each): with the estimate alone such a swap runs out of gas and reverts. Swap services add
 * such headroom to the limits they build; the unused gas is not charged.
 */
export const SWAP_GAS_HEADROOM = 50_000n

/**
 * The gas a Uniswap V2 swap takes by hops, for the quote's fee while the node cannot estimate
 * the swap yet (a token swap before its approval reverts in an estimate). Measured on the devnet:
 * about 110k for one pool, 160k for two; rounded up.
 */
const TYPICAL_SWAP_GAS: Readonly<Record<number, bigint>> = { 1: 130_000n, 2: 190_000n }
const TYPICAL_APPROVE_GAS = 60_000n

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** A convert call refused: its HTTP status and the reason the kit shows. */
export class ConvertRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** What one convert call answers: the body and the schema it is sent through. */
export interface ConvertAnswer {
  status: number
  schema: z.ZodMiniType
  body: unknown
}

interface Exchange {
  chain: SwapServiceChain
  uniswap: UniswapAddresses
  client: PublicClient
}

/** One token of a network: the native currency (`address` null) or an ERC-20. */
interface Tradable {
  info: { name: string; symbol: string; decimals: number }
  /** null: the native currency. */
  token: ServiceToken | null
  /** The address the pools know it by (WETH for the native currency). */
  poolAddress: Address
  caip10: string
}

function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ConvertRefusal(400, `Invalid request: ${parsed.error.message}`)
  return parsed.data
}

/** The node's or viem's reason for a failed call, in one line. */
function reasonOf(error: unknown): string {
  if (error instanceof BaseError) return error.details || error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

/** `eip155:N:0x…` → its network and address. */
function splitCaip10(id: string): { caipNetworkId: string; address: Address } {
  const at = id.lastIndexOf(':')
  return { caipNetworkId: id.slice(0, at), address: getAddress(id.slice(at + 1)) }
}

/** A percentage string ("1", "0.5") in basis points; more than 2 decimals is refused. */
function basisPoints(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.')
  if (fraction.length > 2) throw new ConvertRefusal(400, 'Slippage has at most 2 decimals')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** The least a swap accepts: the quote less the slippage, rounded down. */
export function minimumReceived(toAmount: bigint, slippagePercent: string): bigint {
  return (toAmount * (10_000n - basisPoints(slippagePercent))) / 10_000n
}

export function createConvert(options: {
  chains: readonly SwapServiceChain[]
  iconUrl: (symbol: string) => string
}) {
  const exchanges = new Map<string, Exchange>()
  for (const chain of options.chains)
    if (chain.uniswap) {
      const parsed = uniswapSchema.safeParse(chain.uniswap)
      if (!parsed.success)
        throw new Error(`The exchange of ${chain.caipNetworkId}: ${parsed.error.message}`)
      const { weth, factory, router } = parsed.data
      exchanges.set(chain.caipNetworkId, {
        chain,
        uniswap: {
          weth: getAddress(weth),
          factory: getAddress(factory),
          router: getAddress(router),
        },
        client: createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }),
      })
    }

  function exchangeOf(caipNetworkId: string, unsupported = SWAPS_UNSUPPORTED): Exchange {
    const exchange = exchanges.get(caipNetworkId)
    if (!exchange) throw new ConvertRefusal(400, unsupported)
    return exchange
  }

  function tradables(exchange: Exchange): Tradable[] {
    const { caipNetworkId, tokens } = exchange.chain
    const native = exchange.chain.nativeCurrency ?? ETHER
    return [
      {
        info: native,
        token: null,
        poolAddress: exchange.uniswap.weth,
        caip10: `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
      },
      ...tokens.map((token) => ({
        info: token,
        token,
        poolAddress: token.address,
        caip10: `${caipNetworkId}:${getAddress(token.address)}`,
      })),
    ]
  }

  /** The tradable a CAIP-10 id names on its network; refused when the exchange has none. */
  function tradableOf(id: string): { exchange: Exchange; tradable: Tradable } {
    const { caipNetworkId, address } = splitCaip10(id)
    const exchange = exchangeOf(caipNetworkId)
    const tradable = tradables(exchange).find((each) =>
      isAddressEqual(each.token?.address ?? NATIVE_TOKEN_ADDRESS, address),
    )
    if (!tradable) throw new ConvertRefusal(400, `${id} is not traded on ${caipNetworkId}`)
    return { exchange, tradable }
  }

  async function pairOf(exchange: Exchange, a: Address, b: Address): Promise<Address | null> {
    const pair = await exchange.client.readContract({
      address: exchange.uniswap.factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    return isAddressEqual(pair, zeroAddress) ? null : pair
  }

  /** The pools' route from one token to another: direct when there is a pool, else via WETH. */
  async function routeOf(exchange: Exchange, from: Tradable, to: Tradable): Promise<Address[]> {
    const [a, b] = [from.poolAddress, to.poolAddress]
    if (isAddressEqual(a, b)) throw new ConvertRefusal(400, 'Choose two different tokens')
    if (await pairOf(exchange, a, b)) return [a, b]
    const { weth } = exchange.uniswap
    if (!isAddressEqual(a, weth) && !isAddressEqual(b, weth)) {
      const [first, second] = await Promise.all([
        pairOf(exchange, a, weth),
        pairOf(exchange, weth, b),
      ])
      if (first && second) return [a, weth, b]
    }
    throw new ConvertRefusal(400, `No pool trades ${from.info.symbol} for ${to.info.symbol}`)
  }

  /** What `amountIn` buys along `path` at the pools' current prices: no fee, no impact. */
  async function spotOut(exchange: Exchange, amountIn: bigint, path: Address[]): Promise<bigint> {
    let amount = amountIn
    for (let i = 0; i + 1 < path.length; i++) {
      const [tokenIn, tokenOut] = [path[i], path[i + 1]]
      if (!tokenIn || !tokenOut) break
      const pair = await pairOf(exchange, tokenIn, tokenOut)
      if (!pair) throw new ConvertRefusal(400, 'A pool of the route is gone')
      const [[reserve0, reserve1], token0] = await Promise.all([
        exchange.client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
        exchange.client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
      ])
      const inIsToken0 = isAddressEqual(token0, tokenIn)
      const [reserveIn, reserveOut] = inIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
      if (reserveIn === 0n) throw new ConvertRefusal(400, 'A pool of the route is empty')
      amount = (amount * reserveOut) / reserveIn
    }
    return amount
  }

  async function routerAmounts(
    exchange: Exchange,
    side: 'sell' | 'buy',
    amount: bigint,
    path: Address[],
  ): Promise<{ fromAmount: bigint; toAmount: bigint }> {
    try {
      const amounts = await exchange.client.readContract({
        address: exchange.uniswap.router,
        abi: routerAbi,
        functionName: side === 'sell' ? 'getAmountsOut' : 'getAmountsIn',
        args: [amount, path],
      })
      const first = amounts[0]
      const last = amounts[amounts.length - 1]
      if (first === undefined || last === undefined) throw new Error('empty amounts')
      return { fromAmount: first, toAmount: last }
    } catch (error) {
      // e.g. buying more than a pool holds: UniswapV2Library: INSUFFICIENT_LIQUIDITY.
      throw new ConvertRefusal(400, `The exchange cannot quote this: ${reasonOf(error)}`)
    }
  }

  /** The router call that sells `amountIn` of the path's first token for at least `minOut`. */
  function swapCall(args: {
    from: Tradable
    to: Tradable
    amountIn: bigint
    minOut: bigint
    path: Address[]
    recipient: Address
    deadline: bigint
  }): { data: Hex; value: bigint } {
    const { from, to, amountIn, minOut, path, recipient, deadline } = args
    if (from.token === null)
      return {
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactETHForTokens',
          args: [minOut, path, recipient, deadline],
        }),
        value: amountIn,
      }
    return {
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: to.token === null ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [amountIn, minOut, path, recipient, deadline],
      }),
      value: 0n,
    }
  }

  async function deadlineOf(exchange: Exchange): Promise<bigint> {
    const block = await exchange.client.getBlock()
    return block.timestamp + BigInt(SWAP_DEADLINE_SECONDS)
  }

  /** USD prices: the demo's fixed ones, else the token's pool price against the native one. */
  async function pricesOf(exchange: Exchange): Promise<Map<string, number>> {
    const all = tradables(exchange)
    const prices = new Map<string, number>()
    const nativePrice = DEMO_PRICES_USD[(exchange.chain.nativeCurrency ?? ETHER).symbol] ?? 0
    await Promise.all(
      all.map(async (each) => {
        const fixed = DEMO_PRICES_USD[each.info.symbol.toUpperCase()]
        if (fixed !== undefined) return prices.set(each.caip10, fixed)
        const unit = 10n ** BigInt(each.info.decimals)
        const inNative = await spotOut(exchange, unit, [each.poolAddress, exchange.uniswap.weth])
          .then((wei) => Number(wei) / 1e18)
          .catch(() => 0)
        prices.set(each.caip10, Math.round(inNative * nativePrice * 1e6) / 1e6)
      }),
    )
    return prices
  }

  async function tokens(params: URLSearchParams) {
    const { chainId } = parse(tokensParamsSchema, Object.fromEntries(params))
    const exchange = exchanges.get(chainId)
    // A network with no exchange: an empty list, as the service answers (SPEC §7).
    if (!exchange) return { tokens: [] }
    const prices = await pricesOf(exchange)
    const list: SwapToken[] = tradables(exchange).map((each) => ({
      name: each.info.name,
      symbol: each.info.symbol,
      address: each.caip10,
      decimals: each.info.decimals,
      logoUri: options.iconUrl(each.info.symbol),
      price: prices.get(each.caip10) ?? 0,
    }))
    return { tokens: list }
  }

  async function fungiblePrice(body: unknown) {
    const { addresses } = parse(fungiblePriceRequestSchema, body)
    const fungibles = []
    const priceCache = new Map<Exchange, Map<string, number>>()
    for (const id of addresses) {
      const { exchange, tradable } = tradableOf(id)
      let prices = priceCache.get(exchange)
      if (!prices) {
        prices = await pricesOf(exchange)
        priceCache.set(exchange, prices)
      }
      fungibles.push({
        address: tradable.caip10,
        name: tradable.info.name,
        symbol: tradable.info.symbol,
        iconUrl: options.iconUrl(tradable.info.symbol),
        price: prices.get(tradable.caip10) ?? 0,
      })
    }
    return { fungibles }
  }

  async function quotes(params: URLSearchParams) {
    const query = parse(quotesParamsSchema, Object.fromEntries(params))
    const from = tradableOf(query.from)
    const to = tradableOf(query.to)
    const user = splitCaip10(query.userAddress)
    if (from.exchange !== to.exchange || user.caipNetworkId !== from.exchange.chain.caipNetworkId)
      throw new ConvertRefusal(400, 'Both tokens and the account must be on one network')
    const exchange = from.exchange
    const amount = BigInt(query.amount)
    if (amount === 0n) throw new ConvertRefusal(400, 'The amount must be more than 0')
    const path = await routeOf(exchange, from.tradable, to.tradable)
    const { fromAmount, toAmount } = await routerAmounts(
      exchange,
      query.side ?? 'sell',
      amount,
      path,
    )
    const [spotToAmount, gas] = await Promise.all([
      spotOut(exchange, fromAmount, path),
      swapGas(exchange, {
        from: from.tradable,
        to: to.tradable,
        amountIn: fromAmount,
        path,
        account: user.address,
      }),
    ])
    return {
      quotes: [
        {
          fromAccount: from.tradable.caip10,
          fromAmount: String(fromAmount),
          toAccount: to.tradable.caip10,
          toAmount: String(toAmount),
          spotToAmount: String(spotToAmount),
          path,
          gas: String(gas),
        },
      ],
    }
  }

  /** The node's estimate of the swap for the account, or its typical gas when it cannot. */
  async function swapGas(
    exchange: Exchange,
    args: { from: Tradable; to: Tradable; amountIn: bigint; path: Address[]; account: Address },
  ): Promise<bigint> {
    const { data, value } = swapCall({
      ...args,
      minOut: 0n,
      recipient: args.account,
      deadline: maxUint256,
    })
    try {
      return await exchange.client.estimateGas({
        account: args.account,
        to: exchange.uniswap.router,
        data,
        value,
      })
    } catch {
      return TYPICAL_SWAP_GAS[args.path.length - 1] ?? TYPICAL_SWAP_GAS[2] ?? 0n
    }
  }

  async function allowance(params: URLSearchParams) {
    const query = parse(allowanceParamsSchema, Object.fromEntries(params))
    const { exchange, tradable } = tradableOf(query.tokenAddress)
    // The native currency is sent along with the swap: nothing to approve.
    if (tradable.token === null) return { allowance: String(maxUint256) }
    const value = await exchange.client.readContract({
      address: tradable.token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [splitCaip10(query.userAddress).address, exchange.uniswap.router],
    })
    return { allowance: String(value) }
  }

  async function gasPrice(params: URLSearchParams) {
    const { chainId } = parse(gasPriceParamsSchema, Object.fromEntries(params))
    const exchange = exchangeOf(chainId, GAS_PRICE_UNSUPPORTED)
    const [standard, fees] = await Promise.all([
      exchange.client.getGasPrice(),
      exchange.client.estimateFeesPerGas(),
    ])
    // `fast` and `instant` pay up to the node's EIP-1559 ceiling (twice the base fee + tip).
    const ceiling = fees.maxFeePerGas > standard ? fees.maxFeePerGas : standard
    return { standard: String(standard), fast: String(ceiling), instant: String(ceiling) }
  }

  async function buildApprove(params: URLSearchParams) {
    const query = parse(buildApproveParamsSchema, Object.fromEntries(params))
    const { exchange, tradable } = tradableOf(query.from)
    if (tradable.token === null)
      throw new ConvertRefusal(400, `${tradable.info.symbol} is not a token: nothing to approve`)
    const owner = splitCaip10(query.userAddress).address
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [
        exchange.uniswap.router,
        query.amount === undefined ? maxUint256 : BigInt(query.amount),
      ],
    })
    const gasPriceWei = await exchange.client.getGasPrice()
    const gas = await exchange.client
      .estimateGas({ account: owner, to: tradable.token.address, data })
      .catch(() => TYPICAL_APPROVE_GAS)
    return {
      tx: {
        from: owner,
        to: getAddress(tradable.token.address),
        data,
        value: '0',
        eip155: { gas: String(gas), gasPrice: String(gasPriceWei) },
      },
    }
  }

  async function buildTransaction(body: unknown) {
    const request = parse(buildTransactionRequestSchema, body)
    const from = tradableOf(request.from)
    const to = tradableOf(request.to)
    const user = splitCaip10(request.userAddress)
    if (from.exchange !== to.exchange || user.caipNetworkId !== from.exchange.chain.caipNetworkId)
      throw new ConvertRefusal(400, 'Both tokens and the account must be on one network')
    const exchange = from.exchange
    const amountIn = BigInt(request.amount)
    if (amountIn === 0n) throw new ConvertRefusal(400, 'The amount must be more than 0')
    const path = await routeOf(exchange, from.tradable, to.tradable)
    const [{ toAmount }, deadline, gasPriceWei] = await Promise.all([
      routerAmounts(exchange, 'sell', amountIn, path),
      deadlineOf(exchange),
      exchange.client.getGasPrice(),
    ])
    const minOut = minimumReceived(toAmount, request.eip155.slippage)
    const { data, value } = swapCall({
      from: from.tradable,
      to: to.tradable,
      amountIn,
      minOut,
      path,
      recipient: user.address,
      deadline,
    })
    let gas: bigint
    if (request.disableEstimate) {
      gas = TYPICAL_SWAP_GAS[path.length - 1] ?? 0n
    } else {
      try {
        gas =
          (await exchange.client.estimateGas({
            account: user.address,
            to: exchange.uniswap.router,
            data,
            value,
          })) + SWAP_GAS_HEADROOM
      } catch (error) {
        // The node's reason (an allowance or balance too small...), for the visitor to read.
        throw new ConvertRefusal(400, `The swap would fail: ${reasonOf(error)}`)
      }
    }
    return {
      tx: {
        from: user.address,
        to: exchange.uniswap.router,
        data,
        value: String(value),
        eip155: { gas: String(gas), gasPrice: String(gasPriceWei) },
      },
      minimumReceived: String(minOut),
    }
  }

  /**
   * Answers a convert request, or undefined when the path is none of the convert calls.
   * A refusal is a 400 with its reason; a failure of the node is thrown (a 500).
   */
  async function answer(
    method: string,
    pathname: string,
    params: URLSearchParams,
    readBody: () => Promise<unknown>,
  ): Promise<ConvertAnswer | undefined> {
    const get = method === 'GET' || method === 'HEAD'
    const ok = (schema: z.ZodMiniType, body: unknown): ConvertAnswer => ({
      status: 200,
      schema,
      body,
    })
    try {
      if (pathname === CONVERT_PATHS.tokens && get)
        return ok(tokensResponseSchema, await tokens(params))
      if (pathname === CONVERT_PATHS.quotes && get)
        return ok(quotesResponseSchema, await quotes(params))
      if (pathname === CONVERT_PATHS.allowance && get)
        return ok(allowanceResponseSchema, await allowance(params))
      if (pathname === CONVERT_PATHS.gasPrice && get)
        return ok(gasPriceResponseSchema, await gasPrice(params))
      if (pathname === CONVERT_PATHS.buildApprove && get)
        return ok(buildApproveResponseSchema, await buildApprove(params))
      if (pathname === CONVERT_PATHS.buildTransaction && method === 'POST')
        return ok(buildTransactionResponseSchema, await buildTransaction(await readBody()))
      if (pathname === CONVERT_PATHS.fungiblePrice && method === 'POST')
        return ok(fungiblePriceResponseSchema, await fungiblePrice(await readBody()))
      return undefined
    } catch (error) {
      if (!(error instanceof ConvertRefusal)) throw error
      return { status: error.status, schema: convertErrorSchema, body: { error: error.message } }
    }
  }

  return { answer }
}
