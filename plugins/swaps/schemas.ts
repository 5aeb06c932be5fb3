import * as z from 'zod/mini'

/**
 * The convert calls (`/v1/convert/*` and `POST /v1/fungible/price` of the
 * blockchain-services API). The kit parses every answer with these, and the local services
 * (demo/services/convert.ts) and the msw handlers of the tests answer through them, so the
 * three cannot drift. Amounts are decimal strings of the token's smallest unit (wei, 6-decimal
 * USDC units...): the kit turns them into bigint and never into a float.
 */

export const CONVERT_PATHS = {
  tokens: '/v1/convert/tokens',
  quotes: '/v1/convert/quotes',
  allowance: '/v1/convert/allowance',
  gasPrice: '/v1/convert/gas-price',
  buildApprove: '/v1/convert/build-approve',
  buildTransaction: '/v1/convert/build-transaction',
  fungiblePrice: '/v1/fungible/price',
} as const

/**
 * The address the convert calls give the native currency (ETH) in CAIP-10 ids, as token lists
 * conventionally do: it is no contract, so nothing is approved for it.
 */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The services' text for a network they have no exchange on. */
export const SWAPS_UNSUPPORTED = 'Network not supported for Swaps'
export const GAS_PRICE_UNSUPPORTED = 'Network not supported for Gas Price'

const CAIP_10 = /^eip155:\d{1,32}:0x[0-9a-fA-F]{40}$/
const CAIP_2 = /^eip155:\d{1,32}$/
const UNITS = /^(?:0|[1-9]\d*)$/
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/
// A percentage such as "1" or "0.5".
const PERCENT = /^(?:0|[1-9]\d*)(?:\.\d+)?$/

/** An eip155 CAIP-10 id: `eip155:31337:0xabc…` (a token, or an account). */
export const caip10Schema = z
  .string()
  .check(z.refine((value) => CAIP_10.test(value), 'must be an eip155 CAIP-10 id'))
export const caip2Schema = z
  .string()
  .check(z.refine((value) => CAIP_2.test(value), 'must be an eip155 CAIP-2 network id'))
/** A non-negative integer amount in the smallest unit, as a decimal string. */
export const unitsSchema = z
  .string()
  .check(z.refine((value) => UNITS.test(value), 'must be a whole number of smallest units'))
export const hexAddressSchema = z
  .string()
  .check(z.refine((value) => HEX_ADDRESS.test(value), 'must be a 0x address'))
export const hexDataSchema = z
  .string()
  .check(z.refine((value) => HEX_DATA.test(value), 'must be 0x-prefixed hex bytes'))
const percentSchema = z
  .string()
  .check(z.refine((value) => PERCENT.test(value) && Number(value) < 100, 'must be a percentage'))

// Refinements and z.enum rather than z.int(), z.gte(), z.lte(), z.maxLength() and z.literal():
// every zod class the kit uses joins the zod chunk, which is part of the host page's first
// download.
const decimalsSchema = z
  .number()
  .check(
    z.refine(
      (value) => Number.isInteger(value) && value >= 0 && value <= 36,
      'must be a whole number from 0 to 36',
    ),
  )
const priceSchema = z.number().check(z.refine((value) => value >= 0, 'must not be negative'))

/** One token the exchange of a network trades, with its USD price (0: unknown). */
export const swapTokenSchema = z.object({
  name: z.string().check(z.minLength(1)),
  symbol: z.string().check(z.minLength(1)),
  /** CAIP-10; the native currency is `NATIVE_TOKEN_ADDRESS` on the network. */
  address: caip10Schema,
  decimals: decimalsSchema,
  logoUri: z.string(),
  price: priceSchema,
})
export type SwapToken = z.infer<typeof swapTokenSchema>

/** `GET /v1/convert/tokens?chainId=eip155:N`: an empty list on a network with no exchange. */
export const tokensResponseSchema = z.object({ tokens: z.array(swapTokenSchema) })
export type TokensResponse = z.infer<typeof tokensResponseSchema>

/** `POST /v1/fungible/price`. */
export const fungiblePriceRequestSchema = z.object({
  projectId: z.string(),
  currency: z.enum(['usd']),
  addresses: z.array(caip10Schema).check(
    z.minLength(1),
    z.refine((list) => list.length <= 50, 'Too big: expected array to have <=50 items'),
  ),
})
export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(
    z.object({
      address: caip10Schema,
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: priceSchema,
    }),
  ),
})
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>

/**
 * One quote of `GET /v1/convert/quotes`: `fromAmount` of `fromAccount` buys `toAmount` of
 * `toAccount` along `path` (the tokens traded through, WETH for the native currency).
 * `spotToAmount` is what `fromAmount` would buy at the pools' current prices, before fee and
 * impact: the kit's price impact compares the two. `gas` is the swap's gas limit as the node
 * estimated it for the account (or, while an approval is missing, what such a swap costs).
 */
export const quoteSchema = z.object({
  fromAccount: caip10Schema,
  fromAmount: unitsSchema,
  toAccount: caip10Schema,
  toAmount: unitsSchema,
  spotToAmount: unitsSchema,
  path: z.array(hexAddressSchema).check(z.minLength(2)),
  gas: unitsSchema,
})
export type Quote = z.infer<typeof quoteSchema>
export const quotesResponseSchema = z.object({ quotes: z.array(quoteSchema) })
export type QuotesResponse = z.infer<typeof quotesResponseSchema>

/** `GET /v1/convert/allowance`: what the exchange may spend of the token for the account. */
export const allowanceResponseSchema = z.object({ allowance: unitsSchema })

/** `GET /v1/convert/gas-price`: wei per gas, as the node offers it. */
export const gasPriceResponseSchema = z.object({
  standard: unitsSchema,
  fast: unitsSchema,
  instant: unitsSchema,
})
export type GasPriceResponse = z.infer<typeof gasPriceResponseSchema>

/** A transaction as the convert calls build it: the kit hands it to the wallet unchanged. */
export const builtTransactionSchema = z.object({
  from: hexAddressSchema,
  to: hexAddressSchema,
  data: hexDataSchema,
  /** Wei sent along (the native amount of a swap from ETH). */
  value: unitsSchema,
  eip155: z.object({ gas: unitsSchema, gasPrice: unitsSchema }),
})
export type BuiltTransaction = z.infer<typeof builtTransactionSchema>

/** `GET /v1/convert/build-approve`: `approve(exchange, amount)` on the token. */
export const buildApproveResponseSchema = z.object({ tx: builtTransactionSchema })

/** `POST /v1/convert/build-transaction`. */
export const buildTransactionRequestSchema = z.object({
  projectId: z.string(),
  userAddress: caip10Schema,
  from: caip10Schema,
  to: caip10Schema,
  /** What is sold, in its smallest unit. */
  amount: unitsSchema,
  /** The slippage tolerance in percent: the minimum received is the quote less this. */
  eip155: z.object({ slippage: percentSchema }),
  /** No gas estimate (the node could not: e.g. the approval is not mined yet). */
  disableEstimate: z.optional(z.boolean()),
})
export type BuildTransactionRequest = z.infer<typeof buildTransactionRequestSchema>
export const buildTransactionResponseSchema = z.object({
  tx: builtTransactionSchema,
  /** The least the swap accepts to receive (`amountOutMin` of the call). */
  minimumReceived: unitsSchema,
})
export type BuildTransactionResponse = z.infer<typeof buildTransactionResponseSchema>

/** The body of a refused convert call (4xx): the reason, in words the kit can show. */
export const convertErrorSchema = z.object({ error: z.string() })

// The query parameters of the GET calls, as the kit sends them (all strings on the wire).

export const tokensParamsSchema = z.object({ chainId: caip2Schema })
/**
 * `side` says which amount `amount` is: what is sold (`sell`, the default) or what is bought
 * (`buy`, when the visitor typed the amount to receive).
 */
export const quotesParamsSchema = z.object({
  userAddress: caip10Schema,
  from: caip10Schema,
  to: caip10Schema,
  amount: unitsSchema,
  gasPrice: z.optional(unitsSchema),
  side: z.optional(z.enum(['sell', 'buy'])),
})
export type QuotesParams = z.infer<typeof quotesParamsSchema>
export const allowanceParamsSchema = z.object({
  tokenAddress: caip10Schema,
  userAddress: caip10Schema,
})
export const gasPriceParamsSchema = z.object({ chainId: caip2Schema })
/** `amount` absent: an unlimited approval. */
export const buildApproveParamsSchema = z.object({
  userAddress: caip10Schema,
  from: caip10Schema,
  to: caip10Schema,
  amount: z.optional(unitsSchema),
})
