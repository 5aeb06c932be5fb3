import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isAddress, type Account, type Address } from 'viem'
import * as z from 'zod/mini'
import { createNameRegistry } from './names'
import { balanceResponseSchema, identityResponseSchema } from '../../core/account/schemas'
import {
  analyticsConfigResponseSchema,
  analyticsEventSchema,
  originsResponseSchema,
  remoteConfigResponseSchema,
  type AnalyticsEvent,
} from '../../core/api/schemas'
import { getWalletsResponseSchema } from '../../core/wallets/schemas'
import { ChainReader } from './chain'
import { assetImage, tokenImage } from './images'
import { critterSvg, resolveCritterUri } from './critters'
import { nftPage } from './nfts'
import { nftsResponseSchema } from '../../plugins/nfts/schemas'
import { checkoutPage, unknownSessionPage } from './checkout'
import { createConvert, type SwapServiceChain } from './convert'
import { createLocalExchange, RpcFailure, RPC_INVALID_PARAMS } from './exchange'
import {
  EXCHANGE_RPC_PATH,
  jsonRpcRequestSchema,
  jsonRpcResponseSchema,
} from '../../plugins/pay/exchangeSchemas'
import { devAccounts } from '../devnet/accounts.mjs'
import { errorBodySchema, historyResponseSchema, type HistoryTransaction } from './schemas'
import { answerGetWallets } from '../../testing/walletQuery'
import { DEFAULT_WALLET_COUNT, makeWallets, walletSvg } from './wallets'
import { createShop } from './shop'
import { createLocalOnramp, OnrampRefusal } from './onramp'
import { onrampCheckoutPage, unknownOnrampPage } from './onrampCheckout'
import type { PaymentForm } from './onrampCards'
import { createFaucet, defaultFaucetAccount } from './faucet'

/**
 * The local stand-ins of the remote services (SPEC §7) for the demo and the browser tests: the
 * wallet-services provider, the blockchain-services calls and the analytics sink, on one port
 * of 127.0.0.1. Every JSON body is parsed with the zod schema the kit parses it with before it
 * is sent (`send`), so a drift fails here rather than in the browser.
 */

export type { ServiceChain, ServiceToken } from './chain'

export interface ServicesOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Local chains whose balances and transfers the services read; none: every balance is empty. */
  chains?: readonly SwapServiceChain[]
  /** Replaces the default allowed origins (the demo page and PORTICO_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[]
  /** How many wallets the explorer lists (default 320). */
  walletCount?: number
  /** Logs each failed request to stderr (default true). */
  logErrors?: boolean
  /**
   * The devnet account the local onramp provider delivers purchases from. Default: the
   * exchange's (development account 4), which holds USDC and ETH; the two pay out one at a
   * time in the demo and the tests.
   */
  onrampAccount?: Account
  /**
   * The devnet account the local exchange pays from. Default: development account 4 (the
   * last one the devnet gives tokens), so the demo's own accounts 0-3 stay the visitors'.
   */
  exchangeAccount?: Account
}

/** Which development account is the local exchange's own (see `exchangeAccount`). */
export const EXCHANGE_ACCOUNT_INDEX = 4

function defaultExchangeAccount(): Account {
  const account = devAccounts(EXCHANGE_ACCOUNT_INDEX + 1)[EXCHANGE_ACCOUNT_INDEX]
  if (!account) throw new Error(`no development account ${EXCHANGE_ACCOUNT_INDEX}`)
  return account
}

export interface RunningServices {
  /** e.g. `http://127.0.0.1:5174`, without a trailing slash. */
  url: string
  /** The analytics events received so far (the same list `GET /e` answers). */
  events: readonly AnalyticsEvent[]
  stop(): Promise<void>
}

/** Where `npm run demo` serves the demo page (PORTICO_DEMO_PORT). */
const demoPageOrigin = (env: NodeJS.ProcessEnv = process.env) =>
  `http://127.0.0.1:${env.PORTICO_DEMO_PORT ?? '5173'}`

/** The demo page's origins, plus the comma-separated PORTICO_ALLOWED_ORIGINS. */
export function defaultAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const demoPort = env.PORTICO_DEMO_PORT ?? '5173'
  const extra = (env.PORTICO_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  return [
    ...new Set([
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      `http://127.0.0.1:${demoPort}`,
      `http://localhost:${demoPort}`,
      ...extra,
    ]),
  ]
}

/**
 * The features of the remote config: e-mail and social login on (the page offers them only
 * when it knows an auth service), swaps on (convert.ts answers from the devnet's Uniswap V2),
 * on-ramp on (the local provider of onramp.ts), activity on (history is served here). Pay needs
 * no feature: its exchanges come from the local exchange.
 */
export const LOCAL_FEATURES = [
  // On: the page decides (it offers e-mail and social login only when it knows an auth service,
  // which `npm run demo` starts with the local OpenID Connect and Farcaster stand-ins).
  { id: 'email', isEnabled: true, config: null },
  { id: 'socials', isEnabled: true, config: null },
  { id: 'swaps', isEnabled: true, config: null },
  { id: 'onramp', isEnabled: true, config: null },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reownBranding', isEnabled: false, config: null },
]

/** Any page served from the loopback interface may call the services. */
const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/

const HISTORY_PAGE_SIZE = 50
const MAX_BODY_BYTES = 64 * 1024

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Parses `body` with the kit's `schema` and sends it; a body that does not match throws. */
export function send<S extends z.ZodMiniType>(
  res: ServerResponse,
  schema: S,
  body: z.input<S>,
  status = 200,
) {
  const parsed = schema.parse(body)
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(JSON.stringify(parsed))
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Body too large')
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
  } catch {
    throw new HttpError(400, 'Body is not JSON')
  }
}

/** An HTML form's fields (application/x-www-form-urlencoded), by name. */
async function readForm(req: IncomingMessage): Promise<PaymentForm> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Body too large')
    chunks.push(chunk)
  }
  const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  const form: PaymentForm = {}
  for (const name of ['name', 'number', 'expiry', 'cvc', 'routing', 'account'] as const) {
    const value = fields.get(name)
    if (value !== null) form[name] = value
  }
  return form
}

function addressParam(value: string): Address {
  const address = decodeURIComponent(value)
  if (!isAddress(address, { strict: false })) throw new HttpError(400, 'Invalid address')
  return address
}

export async function startServices(options: ServicesOptions = {}): Promise<RunningServices> {
  const chains = options.chains ?? []
  const allowedOrigins = options.allowedOrigins ?? defaultAllowedOrigins()
  const wallets = makeWallets(
    options.walletCount ?? DEFAULT_WALLET_COUNT,
    chains.map((chain) => chain.caipNetworkId),
    // The demo mobile wallet page, beside the demo page (the origin a test allows first).
    { mobileWalletUrl: `${options.allowedOrigins?.[0] ?? demoPageOrigin()}/mobile-wallet.html` },
  )
  const walletByImage = new Map(
    wallets.map((wallet, index) => [wallet.image_id, { wallet, index }]),
  )
  const events: AnalyticsEvent[] = []
  /** Account names, registered with a signature the services verify (names.ts). */
  const registry = createNameRegistry()
  const names = registry.byAddress
  let baseUrl = ''
  const tokenIconUrl = (symbol: string) =>
    `${baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const readers = new Map(
    chains.map((chain) => [
      chain.caipNetworkId,
      new ChainReader(chain, tokenIconUrl, (uri) => resolveCritterUri(uri, baseUrl)),
    ]),
  )

  // The convert calls of SPEC §7, from the Uniswap V2 pools of the chains (convert.ts).
  const convert = createConvert({ chains, iconUrl: tokenIconUrl })

  const exchange = createLocalExchange({
    chains,
    account: options.exchangeAccount ?? defaultExchangeAccount(),
    baseUrl: () => baseUrl,
  })

  const shop = createShop({ chains, allowedOrigins })

  // The onramp calls of SPEC §7 and the provider's checkout (onramp.ts).
  const onramp = createLocalOnramp({
    chains,
    account: options.onrampAccount ?? options.exchangeAccount ?? defaultExchangeAccount(),
    baseUrl: () => baseUrl,
  })

  // POST /demo/fund: the demo funds a new e-mail (embedded) wallet (faucet.ts).
  const faucet = createFaucet({ chains, account: defaultFaucetAccount() })

  async function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    const { pathname, searchParams } = url
    const method = req.method ?? 'GET'
    const parts = pathname.split('/').filter(Boolean)
    const get = method === 'GET' || method === 'HEAD'

    if (pathname === '/' && get) {
      res.setHeader('content-type', 'application/json; charset=utf-8')
      res.end(JSON.stringify({ name: 'portico local services', chains: [...readers.keys()] }))
      return
    }
    if (pathname === '/appkit/v1/config' && get) {
      return send(res, remoteConfigResponseSchema, { features: LOCAL_FEATURES })
    }
    if (pathname === '/projects/v1/origins' && get) {
      return send(res, originsResponseSchema, { allowedOrigins: [...allowedOrigins] })
    }
    if (pathname === '/getAnalyticsConfig' && get) {
      return send(res, analyticsConfigResponseSchema, { isAnalyticsEnabled: true })
    }
    if (pathname === '/getWallets' && get) {
      return send(res, getWalletsResponseSchema, answerGetWallets(wallets, searchParams))
    }
    if (parts[0] === 'getWalletImage' && parts.length === 2 && get) {
      const found = walletByImage.get(decodeURIComponent(parts[1] ?? ''))
      if (!found) throw new HttpError(404, 'Unknown image')
      return sendSvg(res, walletSvg(found.wallet.name, found.index))
    }
    if (parts[0] === 'public' && parts[1] === 'getTokenImage' && parts.length === 3 && get) {
      const image = tokenImage(decodeURIComponent(parts[2] ?? ''))
      if (image === undefined) throw new HttpError(404, 'No image for this token')
      return sendSvg(res, image)
    }
    if (parts[0] === 'public' && parts[1] === 'getAssetImage' && parts.length === 3 && get) {
      const image = assetImage(decodeURIComponent(parts[2] ?? ''))
      if (image === null) throw new HttpError(404, 'No image for this network')
      if (image !== undefined) return sendSvg(res, image)
    }
    if (
      parts[0] === 'public' &&
      ['getAssetImage', 'getCurrencyImage'].includes(parts[1] ?? '') &&
      parts.length === 3 &&
      get
    ) {
      // Exchanges and currencies: a drawn square with the label's initials.
      const label = decodeURIComponent(parts[2] ?? '')
      return sendSvg(
        res,
        walletSvg(
          label,
          [...label].reduce((sum, c) => sum + c.charCodeAt(0), 0),
        ),
      )
    }
    if (pathname === '/e' && method === 'POST') {
      const parsed = analyticsEventSchema.safeParse(await readJson(req))
      if (!parsed.success) throw new HttpError(400, `Invalid event: ${parsed.error.message}`)
      events.push(parsed.data)
      res.statusCode = 204
      res.end()
      return
    }
    if (pathname === '/e' && get) {
      return send(res, z.array(analyticsEventSchema), events)
    }
    if (parts[0] === 'v1' && parts[1] === 'account' && parts.length === 4 && get) {
      const address = addressParam(parts[2] ?? '')
      if (parts[3] === 'balance') {
        const chainId = searchParams.get('chainId')
        if (searchParams.get('currency') !== 'usd' || !chainId) {
          throw new HttpError(400, 'currency=usd and chainId are required')
        }
        const reader = readers.get(chainId)
        // An unsupported network: an empty result, as the service does.
        const balances = reader ? await reader.balances(address) : []
        return send(res, balanceResponseSchema, { balances })
      }
      if (parts[3] === 'history') {
        return send(res, historyResponseSchema, await history(address, searchParams))
      }
      if (parts[3] === 'nfts') {
        return send(res, nftsResponseSchema, await nftPage(readers, address, searchParams))
      }
    }
    if (parts[0] === 'nfts' && parts[1] === 'images' && parts[2] === 'critters' && get) {
      const image = critterSvg(decodeURIComponent(parts[3] ?? '').replace(/\.svg$/, ''))
      if (parts.length !== 4 || image === undefined) throw new HttpError(404, 'No such image')
      return sendSvg(res, image)
    }
    // Account names: registration, lookup, reverse lookup, suggestions (names.ts).
    const named = await registry.answer(method, parts, () => readJson(req))
    if (named) return send(res, named.schema, named.body, named.status)
    if (parts[0] === 'v1' && parts[1] === 'identity' && parts.length === 3 && get) {
      const address = addressParam(parts[2] ?? '')
      const found = names.get(address.toLowerCase())
      return send(res, identityResponseSchema, {
        name: found?.name ?? null,
        avatar: found?.avatar ?? null,
      })
    }
    const funding = await faucet.answer(method, pathname, () => readJson(req))
    if (funding) return send(res, funding.schema, funding.body, funding.status)
    const converted = await convert.answer(method, pathname, searchParams, () => readJson(req))
    if (converted) return send(res, converted.schema, converted.body, converted.status)
    if (parts[0] === 'shop') {
      // The demo shop's own sign-in and Members area (shop.ts), with portico/server.
      const answer = await shop.answer({
        method,
        path: parts.slice(1),
        origin: req.headers.origin,
        authorization: req.headers.authorization,
        body: () => readJson(req),
      })
      if (answer?.body) return send(res, answer.body.schema, answer.body.value, answer.status)
      if (answer) {
        res.statusCode = answer.status
        res.end()
        return
      }
    }
    const onrampAnswer = onramp.answer(method, pathname, () => readJson(req))
    if (onrampAnswer) {
      try {
        const { schema, body } = await onrampAnswer
        return send(res, schema, body)
      } catch (error) {
        if (error instanceof OnrampRefusal) throw new HttpError(error.status, error.message)
        throw error
      }
    }
    if (parts[0] === 'onramp' && parts[1] === 'checkout' && parts.length >= 3) {
      const session = onramp.session(decodeURIComponent(parts[2] ?? ''))
      if (!session) return sendHtml(res, unknownOnrampPage(req.headers['accept-language']), 404)
      if (parts.length === 3 && get) return sendHtml(res, onrampCheckoutPage(session))
      if (parts.length === 4 && parts[3] === 'pay' && method === 'POST') {
        await onramp.pay(session.id, await readForm(req))
        // Post/redirect/get: a reload of the result page does not pay twice.
        res.statusCode = 303
        res.setHeader('location', `/onramp/checkout/${encodeURIComponent(session.id)}`)
        res.end()
        return
      }
    }
    if (pathname === EXCHANGE_RPC_PATH && method === 'POST') {
      return answerRpc(res, await readJson(req))
    }
    if (parts[0] === 'exchange' && parts[1] === 'checkout' && parts.length >= 3) {
      const sessionId = decodeURIComponent(parts[2] ?? '')
      if (parts.length === 3 && get) {
        const session = exchange.session(sessionId)
        return sendHtml(
          res,
          session ? checkoutPage(session) : unknownSessionPage(),
          session ? 200 : 404,
        )
      }
      if (
        parts.length === 4 &&
        method === 'POST' &&
        (parts[3] === 'pay' || parts[3] === 'cancel')
      ) {
        if (!exchange.session(sessionId)) return sendHtml(res, unknownSessionPage(), 404)
        if (parts[3] === 'pay') await exchange.pay(sessionId)
        else exchange.cancel(sessionId)
        // Post/redirect/get: a reload of the result page does not pay twice.
        res.statusCode = 303
        res.setHeader('location', `/exchange/checkout/${encodeURIComponent(sessionId)}`)
        res.end()
        return
      }
    }
    throw new HttpError(404, `No route for ${method} ${pathname}`)
  }

  /** One exchange JSON-RPC call: a result or a JSON-RPC error, both inside a 200. */
  function answerRpc(res: ServerResponse, body: unknown) {
    const request = jsonRpcRequestSchema.safeParse(body)
    const id = request.success ? request.data.id : 0
    const envelope = jsonRpcResponseSchema(z.unknown())
    if (!request.success) {
      return send(res, envelope, {
        jsonrpc: '2.0',
        id,
        error: { code: RPC_INVALID_PARAMS, message: `Invalid request: ${request.error.message}` },
      })
    }
    try {
      return send(res, envelope, {
        jsonrpc: '2.0',
        id,
        result: exchange.call(request.data.method, request.data.params),
      })
    } catch (error) {
      if (!(error instanceof RpcFailure)) throw error
      return send(res, envelope, {
        jsonrpc: '2.0',
        id,
        error: { code: error.code, message: error.message },
      })
    }
  }

  /**
   * The history call: every indexed chain, or only `chainId`; `cursor` is an offset. With
   * `onramp`, only the purchases the onramp provider delivered; they are `buy` operations
   * in every listing.
   */
  async function history(address: Address, params: URLSearchParams) {
    const onlyOnramp = params.get('onramp') !== null
    const chainId = params.get('chainId')
    const selected = chainId
      ? [readers.get(chainId)].filter((r) => r !== undefined)
      : [...readers.values()]
    await Promise.all(selected.map((reader) => reader.sync()))
    const all = selected
      .flatMap((reader) => reader.history(address))
      .filter((transaction) => !onlyOnramp || onramp.delivered(transaction.metadata.hash))
      .map((transaction) =>
        onramp.delivered(transaction.metadata.hash)
          ? { ...transaction, metadata: { ...transaction.metadata, operationType: 'buy' } }
          : transaction,
      )
      .sort((a, b) =>
        a.metadata.minedAt === b.metadata.minedAt
          ? Number(b.order[0] - a.order[0]) || b.id.localeCompare(a.id)
          : b.metadata.minedAt.localeCompare(a.metadata.minedAt),
      )
      .map(({ order: _order, ...transaction }): HistoryTransaction => transaction)
    const offset = Number(params.get('cursor') ?? '0')
    const start = Number.isInteger(offset) && offset > 0 ? offset : 0
    const end = start + HISTORY_PAGE_SIZE
    return { data: all.slice(start, end), next: end < all.length ? String(end) : null }
  }

  function cors(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    if (origin && (LOOPBACK_ORIGIN.test(origin) || allowedOrigins.includes(origin))) {
      res.setHeader('access-control-allow-origin', origin)
      res.setHeader('vary', 'Origin')
      res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
      res.setHeader(
        'access-control-allow-headers',
        req.headers['access-control-request-headers'] ?? 'content-type',
      )
      res.setHeader('access-control-max-age', '600')
    }
  }

  const server = createServer((req, res) => {
    cors(req, res)
    if (req.method === 'OPTIONS') {
      res.statusCode = 204
      res.end()
      return
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    route(req, res, url).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500
      const message = error instanceof Error ? error.message : String(error)
      if (options.logErrors !== false && status >= 500) {
        console.error(`[services] ${req.method} ${url.pathname} failed:`, error)
      }
      if (res.headersSent) {
        res.end()
        return
      }
      send(res, errorBodySchema, { error: message }, status)
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${port}`

  return {
    url: baseUrl,
    events,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

function sendHtml(res: ServerResponse, html: string, status = 200) {
  res.statusCode = status
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(html)
}

function sendSvg(res: ServerResponse, svg: string) {
  res.statusCode = 200
  res.setHeader('content-type', 'image/svg+xml')
  res.setHeader('cache-control', 'public, max-age=3600')
  res.end(svg)
}
