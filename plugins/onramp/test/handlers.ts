// msw handlers for the onramp calls, for the onramp plugin's tests; only tests import this
// folder, and the library build leaves it out. Requests are parsed and answers validated with
// the production schemas (schemas.ts), so a handler that drifts from the contract fails.
import { http, HttpResponse } from 'msw'
import { historyResponseSchema, type HistoryResponse } from 'portico/plugin'
import { TEST_ENDPOINTS, validated } from 'portico/testing'
import {
  ONRAMP_PATHS,
  onrampOptionsSchema,
  onrampQuoteRequestSchema,
  onrampQuoteSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
  type OnrampOptions,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
} from '../schemas'

const bs = (path: string) => `${TEST_ENDPOINTS.blockchainServices}${path}`

/** A service failure: the status and an error body, as the services answer one. */
export const failure = (status = 500) =>
  HttpResponse.json({ error: 'Internal Server Error' }, { status })

type Answer<T> = T | Response | Promise<T | Response>

/** What the fake onramp service answers; each call is parsed and recorded in `calls`. */
export interface OnrampScript {
  options?: () => Answer<OnrampOptions>
  quote?: (request: OnrampQuoteRequest) => Answer<OnrampQuote>
  url?: (request: OnrampUrlRequest) => Answer<{ url: string }>
  /** The history with `onramp`, per call (its params are recorded). */
  history?: (params: URLSearchParams) => Answer<HistoryResponse>
}

export interface OnrampCalls {
  quotes: OnrampQuoteRequest[]
  urls: OnrampUrlRequest[]
  history: URLSearchParams[]
}

export const newCalls = (): OnrampCalls => ({ quotes: [], urls: [], history: [] })

async function answer<T>(schema: Parameters<typeof validated>[0], value: Answer<T>) {
  const settled = await value
  return settled instanceof Response ? settled : validated(schema, settled)
}

/** The onramp service on the test blockchain-services address. */
export function onrampHandlers(script: OnrampScript, calls: OnrampCalls = newCalls()) {
  return [
    http.get(bs(ONRAMP_PATHS.options), () =>
      answer(onrampOptionsSchema, script.options?.() ?? TEST_OPTIONS),
    ),
    http.post(bs(ONRAMP_PATHS.quote), async ({ request }) => {
      const body = onrampQuoteRequestSchema.parse(await request.json())
      calls.quotes.push(body)
      return answer(onrampQuoteSchema, script.quote?.(body) ?? quoteFor(body))
    }),
    http.post(bs(ONRAMP_PATHS.url), async ({ request }) => {
      const body = onrampUrlRequestSchema.parse(await request.json())
      calls.urls.push(body)
      return answer(onrampUrlResponseSchema, script.url?.(body) ?? { url: CHECKOUT_URL })
    }),
    http.get(bs('/v1/account/:address/history'), ({ request }) => {
      const params = new URL(request.url).searchParams
      calls.history.push(params)
      return answer(historyResponseSchema, script.history?.(params) ?? { data: [], next: null })
    }),
  ]
}

export const CHECKOUT_URL = 'http://127.0.0.1:4999/onramp/checkout/s1'
export const USDC_ON_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

/** USDC on Ethereum and Base, ETH on Ethereum; USD with both methods, EUR by card only. */
export const TEST_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: USDC_ON_BASE },
      ],
    },
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '20.00', max: '500.00' },
        { id: 'ach_bank_account', min: '50.00', max: '10000.00' },
      ],
    },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '15.00', max: '400.00' }] },
  ],
}

/** A quote as the fake service gives it: 1.5% on top, one unit per currency unit. */
export function quoteFor(request: OnrampQuoteRequest): OnrampQuote {
  const [whole = '0', fraction = ''] = request.amount.split('.')
  const cents = BigInt(`${whole}${fraction.padEnd(2, '0')}`)
  const fee = (cents * 15n + 999n) / 1000n
  const money = (value: bigint) => ({
    value: `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`,
    currency: request.paymentCurrency,
  })
  return {
    fees: [{ type: 'provider', amount: money(fee) }],
    paymentSubtotal: money(cents),
    paymentTotal: money(cents + fee),
    purchaseAmount: { value: money(cents).value, currency: request.purchaseCurrency.toUpperCase() },
    quoteId: `q-${request.amount}`,
  }
}

/** An onramp purchase of `amount` USDC on Base delivered to `account`, as the history lists it. */
export function purchaseTransaction(
  id: string,
  account: string,
  amount: string,
  minedAt = new Date().toISOString(),
): HistoryResponse['data'][number] {
  return {
    id,
    metadata: {
      operationType: 'buy',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt,
      sentFrom: '0x2222222222222222222222222222222222222222',
      sentTo: account,
      status: 'confirmed',
      chain: 'eip155:8453',
    },
    transfers: [
      {
        fungible_info: { name: 'USD Coin', symbol: 'USDC' },
        direction: 'in',
        quantity: { numeric: amount },
      },
    ],
  }
}
