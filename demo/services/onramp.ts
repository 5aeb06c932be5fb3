import { randomUUID } from 'node:crypto'
import {
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  isAddress,
  publicActions,
  type Account,
  type Address,
  type Hash,
} from 'viem'
import type * as z from 'zod/mini'
import {
  onrampOptionsSchema,
  onrampQuoteRequestSchema,
  onrampQuoteSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
  type OnrampOptions,
  type OnrampQuote,
  type PaymentMethod,
} from '../../plugins/onramp/schemas'
import { DEVNET_CHAINS } from '../devnet/start.mjs'
import { DEMO_PRICES_USD, type ServiceChain, type ServiceToken } from './chain'
import { checkCard, checkBankAccount, type PaymentForm, type FieldIssues } from './onrampCards'

/**
 * The local onramp provider: what the kit's Buy view talks to in the demo and the browser
 * tests. Options and quotes come from a small fee model (card 1.5%, bank transfer 1%, so the
 * fees stay inside the 1-2% the kit states); the generated URL is a checkout page of these
 * services (onrampCheckout.ts) with a test card form; a payment that passes pays out for real:
 * the provider's devnet account transfers the bought currency to the visitor's wallet. The
 * history call lists those transfers as onramp purchases (operation `buy`).
 */

/** The fee per method, in basis points of the amount converted (rounded up to the cent). */
export const ONRAMP_FEE_BPS: Record<PaymentMethod, bigint> = { card: 150n, ach_bank_account: 100n }

/** The limits per method, in every payment currency (the kit's defaults). */
const METHOD_LIMITS = [
  { id: 'card' as const, min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account' as const, min: '10.00', max: '25000.00' },
]

/** What one unit of each payment currency is worth in US cents, as a fraction. */
const PAYMENT_CURRENCY_USD: Record<string, { num: bigint; den: bigint }> = {
  USD: { num: 1n, den: 1n },
  EUR: { num: 108n, den: 100n },
}

/** Why the provider refuses a call: the status and the reason, answered as an error body. */
export class OnrampRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

type SessionStatus = 'open' | 'paying' | 'paid' | 'failed'

export interface OnrampSession {
  id: string
  chain: ServiceChain
  networkName: string
  networkDisplay: string
  /** null: the chain's native currency. */
  token: ServiceToken | null
  symbol: string
  decimals: number
  recipient: Address
  method: PaymentMethod
  fiatCurrency: string
  /** Decimal strings in the payment currency. */
  subtotal: string
  fee: string
  total: string
  /** What arrives, in the currency's smallest unit, and as a decimal string. */
  units: bigint
  cryptoAmount: string
  locale: string
  status: SessionStatus
  /** The provider refused the last payment attempt (a declined card). */
  declined: boolean
  /** The form's issues of the last attempt, by field. */
  issues: FieldIssues
  txHash?: Hash
  error?: string
}

export interface LocalOnrampOptions {
  chains: readonly ServiceChain[]
  /** The devnet account that delivers the purchases (it must hold what it sells). */
  account: Account
  /** The services' own address, known once they listen: the checkout is served there. */
  baseUrl: () => string
}

/** A chain's own currency when it names none: Ether, as on the devnet. */
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const toCents = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.')
  if (fraction.length > 2) throw new OnrampRefusal(400, `${value} has more than two decimals`)
  return BigInt(`${whole}${fraction.padEnd(2, '0')}`)
}
const fromCents = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
const priceCents = (symbol: string) =>
  BigInt(Math.round((DEMO_PRICES_USD[symbol.toUpperCase()] ?? 0) * 100))

export function createLocalOnramp(options: LocalOnrampOptions) {
  const sessions = new Map<string, OnrampSession>()
  /** The hashes of every purchase delivered, per CAIP-2 network. */
  const delivered = new Set<string>()

  const networkOf = (chain: ServiceChain) => {
    const chainId = Number(chain.caipNetworkId.split(':')[1])
    const known = DEVNET_CHAINS.find((entry) => entry.chainId === chainId)
    return {
      chainId: String(chainId),
      name: known ? `local-${known.key}` : chain.caipNetworkId,
      display: known?.name ?? chain.caipNetworkId,
    }
  }

  /** What can be bought: the chains' native currency and each of their priced tokens. */
  function catalogue() {
    const entries = new Map<
      string,
      {
        symbol: string
        name: string
        on: Array<{ chain: ServiceChain; token: ServiceToken | null }>
      }
    >()
    const add = (symbol: string, name: string, chain: ServiceChain, token: ServiceToken | null) => {
      if (priceCents(symbol) === 0n) return
      const entry = entries.get(symbol) ?? { symbol, name, on: [] }
      entry.on.push({ chain, token })
      entries.set(symbol, entry)
    }
    for (const chain of options.chains) {
      for (const token of chain.tokens) add(token.symbol, token.name, chain, token)
      const native = chain.nativeCurrency ?? ETHER
      add(native.symbol, native.name, chain, null)
    }
    return [...entries.values()]
  }

  function answerOptions(): OnrampOptions {
    return onrampOptionsSchema.parse({
      purchaseCurrencies: catalogue().map((entry) => ({
        id: entry.symbol.toLowerCase(),
        name: entry.name,
        symbol: entry.symbol,
        networks: entry.on.map(({ chain, token }) => {
          const network = networkOf(chain)
          return {
            name: network.name,
            display_name: network.display,
            chain_id: network.chainId,
            contract_address: token?.address ?? '',
          }
        }),
      })),
      paymentCurrencies: Object.keys(PAYMENT_CURRENCY_USD).map((id) => ({
        id,
        payment_method_limits: METHOD_LIMITS,
      })),
    })
  }

  /** The chain and asset of a purchase currency (id or symbol) on a network (by name). */
  function resolve(currency: string, networkName: string) {
    const entry = catalogue().find(
      (candidate) => candidate.symbol.toLowerCase() === currency.toLowerCase(),
    )
    const on = entry?.on.find(({ chain }) => networkOf(chain).name === networkName)
    if (!entry || !on) {
      throw new OnrampRefusal(400, `${currency} is not sold on ${networkName}`)
    }
    const decimals = on.token?.decimals ?? (on.chain.nativeCurrency ?? ETHER).decimals
    return { ...on, symbol: entry.symbol, decimals, network: networkOf(on.chain) }
  }

  /** The fee model: the amount converted, the fee on top, what arrives (rounded down). */
  function price(
    symbol: string,
    decimals: number,
    fiatCurrency: string,
    method: PaymentMethod,
    amount: string,
  ) {
    const rate = PAYMENT_CURRENCY_USD[fiatCurrency]
    if (!rate) throw new OnrampRefusal(400, `${fiatCurrency} is not a payment currency`)
    const limits = METHOD_LIMITS.find((limit) => limit.id === method)
    const subtotal = toCents(amount)
    if (!limits || subtotal < toCents(limits.min) || subtotal > toCents(limits.max)) {
      throw new OnrampRefusal(400, `${amount} ${fiatCurrency} is outside the ${method} limits`)
    }
    const bps = ONRAMP_FEE_BPS[method]
    const fee = (subtotal * bps + 9_999n) / 10_000n
    const units = (subtotal * rate.num * 10n ** BigInt(decimals)) / (rate.den * priceCents(symbol))
    return {
      subtotal: fromCents(subtotal),
      fee: fromCents(fee),
      total: fromCents(subtotal + fee),
      units,
      cryptoAmount: formatUnits(units, decimals),
    }
  }

  function answerQuote(body: unknown): OnrampQuote {
    const request = parse(onrampQuoteRequestSchema, body)
    const asset = resolve(request.purchaseCurrency, request.network)
    const priced = price(
      asset.symbol,
      asset.decimals,
      request.paymentCurrency,
      request.paymentMethod,
      request.amount,
    )
    const money = (value: string) => ({ value, currency: request.paymentCurrency })
    return onrampQuoteSchema.parse({
      fees: [{ type: 'provider', amount: money(priced.fee) }],
      paymentSubtotal: money(priced.subtotal),
      paymentTotal: money(priced.total),
      purchaseAmount: { value: priced.cryptoAmount, currency: asset.symbol },
      quoteId: randomUUID(),
    })
  }

  /** The generator: a checkout session for the wallet, network and presets, and its URL. */
  function answerUrl(body: unknown) {
    const request = parse(onrampUrlRequestSchema, body)
    const wallet = request.destinationWallets[0]
    const symbol = wallet?.assets?.[0]
    if (!wallet || !symbol || !request.presetFiatAmount) {
      throw new OnrampRefusal(
        400,
        'A destination wallet, its asset and presetFiatAmount are needed',
      )
    }
    if (!isAddress(wallet.address) || !wallet.blockchains.includes(request.defaultNetwork)) {
      throw new OnrampRefusal(
        400,
        `The wallet ${wallet.address} does not take ${request.defaultNetwork}`,
      )
    }
    const asset = resolve(symbol, request.defaultNetwork)
    const method = request.defaultPaymentMethod ?? 'card'
    const fiatCurrency = request.fiatCurrency ?? 'USD'
    const priced = price(
      asset.symbol,
      asset.decimals,
      fiatCurrency,
      method,
      request.presetFiatAmount,
    )
    const session: OnrampSession = {
      id: randomUUID(),
      chain: asset.chain,
      networkName: asset.network.name,
      networkDisplay: asset.network.display,
      token: asset.token,
      symbol: asset.symbol,
      decimals: asset.decimals,
      recipient: getAddress(wallet.address),
      method,
      fiatCurrency,
      ...priced,
      locale: request.locale ?? 'en',
      status: 'open',
      declined: false,
      issues: {},
    }
    sessions.set(session.id, session)
    return onrampUrlResponseSchema.parse({
      url: `${options.baseUrl()}/onramp/checkout/${session.id}`,
    })
  }

  /**
   * The checkout form was sent: a form with issues is shown again with them; a declined card
   * is refused (nothing is sent); an accepted payment is delivered on the chain, and the
   * session follows the transaction.
   */
  async function pay(sessionId: string, form: PaymentForm): Promise<OnrampSession> {
    const session = sessions.get(sessionId)
    if (!session) throw new OnrampRefusal(404, `Unknown session ${sessionId}`)
    if (session.status !== 'open') return session
    const check = session.method === 'card' ? checkCard(form, new Date()) : checkBankAccount(form)
    session.issues = check.issues
    session.declined = check.declined
    if (Object.keys(check.issues).length > 0 || check.declined) return session
    session.status = 'paying'
    try {
      const chainId = Number(session.chain.caipNetworkId.split(':')[1])
      const client = createWalletClient({
        account: options.account,
        chain: defineChain({
          id: chainId,
          name: session.chain.caipNetworkId,
          nativeCurrency: session.chain.nativeCurrency ?? ETHER,
          rpcUrls: { default: { http: [session.chain.rpcUrl] } },
        }),
        transport: http(session.chain.rpcUrl),
      }).extend(publicActions)
      const hash = session.token
        ? await client.writeContract({
            address: session.token.address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [session.recipient, session.units],
          })
        : await client.sendTransaction({ to: session.recipient, value: session.units })
      session.txHash = hash
      delivered.add(hash.toLowerCase())
      const receipt = await client.waitForTransactionReceipt({ hash })
      session.status = receipt.status === 'success' ? 'paid' : 'failed'
    } catch (error) {
      session.status = 'failed'
      session.error = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
    }
    return session
  }

  return {
    /** Answers an onramp call of the blockchain services, or undefined when not its own. */
    answer(method: string, pathname: string, body: () => Promise<unknown>) {
      if (pathname === '/v1/onramp/options' && method === 'GET') {
        return Promise.resolve({ schema: onrampOptionsSchema, body: answerOptions() })
      }
      if (pathname === '/v1/onramp/quote' && method === 'POST') {
        return body().then((raw) => ({ schema: onrampQuoteSchema, body: answerQuote(raw) }))
      }
      if (pathname === '/v1/generators/onrampurl' && method === 'POST') {
        return body().then((raw) => ({ schema: onrampUrlResponseSchema, body: answerUrl(raw) }))
      }
      return undefined
    },
    pay,
    session: (id: string) => sessions.get(id),
    /** Whether a transaction (by hash) delivered one of the provider's purchases. */
    delivered: (hash: string) => delivered.has(hash.toLowerCase()),
  }
}

function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new OnrampRefusal(400, `Invalid request: ${parsed.error.message}`)
  return parsed.data
}

export type LocalOnramp = ReturnType<typeof createLocalOnramp>
