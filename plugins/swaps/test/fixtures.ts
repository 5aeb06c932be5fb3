// Fixtures and helpers for the swaps plugin's suites, on top of `portico/testing`; only tests
// import this folder, and the library build leaves it out.
import { http, HttpResponse } from 'msw'
import type { Modal, Network, PluginEntry } from 'portico'
import type { PluginDefinition } from 'portico/plugin'
import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  FAKE_WALLET_ACCOUNT,
  onTestNode,
  rpcHandlers,
  setupServiceServer,
  TEST_ENDPOINTS,
  validated,
  type FakeProvider,
} from 'portico/testing'
import { expect } from 'vitest'
import type { SwapsApi } from '../endpoints'
import { manifest } from '../manifest'
import {
  allowanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionRequestSchema,
  buildTransactionResponseSchema,
  convertErrorSchema,
  CONVERT_PATHS,
  gasPriceResponseSchema,
  NATIVE_TOKEN_ADDRESS,
  quotesParamsSchema,
  quotesResponseSchema,
  tokensResponseSchema,
  type Quote,
  type SwapToken,
} from '../schemas'

const swapsApis = new WeakMap<object, SwapsApi>()
let definition: Promise<PluginDefinition<unknown, SwapsApi>> | undefined

/** The plugin as a host passes it; its setup notes the API it was given, for `swapsApiOf`. */
export const swapsEntry: PluginEntry = {
  manifest,
  load: () =>
    (definition ??= import('../index').then(({ default: swaps }) => ({
      ...swaps,
      setup: (context) => {
        swapsApis.set(context.store, context.api)
        return swaps.setup?.(context)
      },
    }))) as Promise<PluginDefinition>,
}

/** The swaps plugin's API in `modal` (what its views get from `usePluginApi()`), once loaded. */
export function swapsApiOf(modal: Modal): SwapsApi {
  const api = swapsApis.get(modal.store)
  if (!api) throw new Error('The swaps plugin is not loaded in this modal')
  return api
}

/** Ethereum with its node on the msw JSON-RPC address. */
export const TEST_ETHEREUM: Network = onTestNode('eip155:1')
export const CHAIN = 'eip155:1'
export const USER = `${CHAIN}:0x52908400098527886E0F7030069857D2E4169EE7`
export const USDC_CONTRACT = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const GOLD_CONTRACT = '0x45804880De22913dAFE09f4980848ECE6EcbAf78'
export const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'

export const ETH: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`,
  decimals: 18,
  logoUri: '',
  price: 3000,
}
export const USDC: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${CHAIN}:${USDC_CONTRACT}`,
  decimals: 6,
  logoUri: '',
  price: 1,
}
export const GOLD: SwapToken = {
  name: 'Gold',
  symbol: 'GOLD',
  address: `${CHAIN}:${GOLD_CONTRACT}`,
  decimals: 18,
  logoUri: '',
  price: 20,
}
export const TOKENS = [ETH, USDC, GOLD]

/** 0.1 ETH for 298.5 USDC (spot 300: 0.5 % impact), 150k gas. */
export const ETH_USDC_QUOTE: Quote = {
  fromAccount: ETH.address,
  fromAmount: '100000000000000000',
  toAccount: USDC.address,
  toAmount: '298500000',
  spotToAmount: '300000000',
  path: ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', USDC_CONTRACT],
  gas: '150000',
}

const bs = (path: string) => `${TEST_ENDPOINTS.blockchainServices}${path}`

/** A quote for `from` → `to` with fixed amounts, whatever was asked. */
export function quoteFor(from: SwapToken, to: SwapToken, fromAmount: string, toAmount: string) {
  return {
    ...ETH_USDC_QUOTE,
    fromAccount: from.address,
    toAccount: to.address,
    fromAmount,
    toAmount,
    spotToAmount: toAmount,
  }
}

/** msw handlers of the convert calls, every body through the plugin's schemas. */
export const convertHandlers = {
  tokens: (tokens: SwapToken[] = TOKENS) =>
    http.get(bs(CONVERT_PATHS.tokens), () => validated(tokensResponseSchema, { tokens })),
  gasPrice: (wei = '2000000000') =>
    http.get(bs(CONVERT_PATHS.gasPrice), () =>
      validated(gasPriceResponseSchema, { standard: wei, fast: wei, instant: wei }),
    ),
  /** Answers `answer(params)`; the query string is checked against the request schema. */
  quotes: (answer: (params: ReturnType<typeof quotesParamsSchema.parse>) => Quote) =>
    http.get(bs(CONVERT_PATHS.quotes), ({ request }) => {
      const url = new URL(request.url)
      const params = quotesParamsSchema.parse({
        userAddress: url.searchParams.get('userAddress'),
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        amount: url.searchParams.get('amount'),
        ...(url.searchParams.get('side') && { side: url.searchParams.get('side') }),
      })
      return validated(quotesResponseSchema, { quotes: [answer(params)] })
    }),
  allowance: (allowance: string) =>
    http.get(bs(CONVERT_PATHS.allowance), () => validated(allowanceResponseSchema, { allowance })),
  buildApprove: (onCall?: (params: URLSearchParams) => void) =>
    http.get(bs(CONVERT_PATHS.buildApprove), ({ request }) => {
      const params = new URL(request.url).searchParams
      onCall?.(params)
      return validated(buildApproveResponseSchema, {
        tx: {
          from: FAKE_WALLET_ACCOUNT,
          to: USDC_CONTRACT,
          data: '0x095ea7b3',
          value: '0',
          eip155: { gas: '60000', gasPrice: '1' },
        },
      })
    }),
  buildTransaction: (onCall?: (body: unknown) => void) =>
    http.post(bs(CONVERT_PATHS.buildTransaction), async ({ request }) => {
      const body = buildTransactionRequestSchema.parse(await request.json())
      onCall?.(body)
      return validated(buildTransactionResponseSchema, {
        tx: {
          from: FAKE_WALLET_ACCOUNT,
          to: ROUTER,
          data: '0x7ff36ab5',
          value: body.from === ETH.address ? body.amount : '0',
          eip155: { gas: '150000', gasPrice: '1' },
        },
        minimumReceived: '1',
      })
    }),
  /** `path` answers `status` with the services' error body. */
  refusing: (path: string, status: number, error = 'refused') =>
    http.all(bs(path), () => validated(convertErrorSchema, { error }, { status })),
  /** `path` answers a body no schema accepts. */
  malformed: (path: string) => http.all(bs(path), () => HttpResponse.json({ unexpected: true })),
}

/** The file's msw server: the quiet services and a node that knows no balance. */
export function setupSwapsServer() {
  return setupServiceServer(rpcHandlers.balances({}))
}

/** A modal without UI, the swaps plugin loaded and `provider` connected. */
export async function connectedSwapsModal(
  provider: FakeProvider = createFakeWallet(),
): Promise<Modal> {
  const modal = createTestModal({ networks: [TEST_ETHEREUM] }, { plugins: [swapsEntry], ui: false })
  await connectWallet(modal, provider)
  expect(await modal.loadPlugin('swaps')).toBe('ready')
  return modal
}
