import * as z from 'zod/mini'

/**
 * The exchange JSON-RPC (list exchanges, get an exchange's pay URL, get an exchange's
 * buy status), spoken over `POST {blockchainServices}/v1/json-rpc`. The kit parses every
 * answer with these, and the local exchange of demo/services and the msw handlers of the
 * tests answer through them too, so the three cannot drift.
 */

export const EXCHANGE_RPC_PATH = '/v1/json-rpc'

export const EXCHANGE_METHODS = {
  getExchanges: 'portico_getExchanges',
  getPayUrl: 'portico_getExchangePayUrl',
  getBuyStatus: 'portico_getExchangeBuyStatus',
} as const

// CAIP-19 for what is paid: `eip155:8453/slip44:60` (native ETH) or
// `eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913` (a token).
const CAIP_19 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/
// CAIP-10 for who is paid: `eip155:8453:0xabc…`.
const CAIP_10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/
// A positive decimal amount in the asset's own units, e.g. "5" or "0.0001".
const AMOUNT = /^(?:0|[1-9]\d*)(?:\.\d+)?$/

export const caip19Schema = z
  .string()
  .check(z.refine((value) => CAIP_19.test(value), 'must be a CAIP-19 asset id'))
export const caip10Schema = z
  .string()
  .check(z.refine((value) => CAIP_10.test(value), 'must be a CAIP-10 account id'))
export const exchangeAmountSchema = z
  .string()
  .check(z.refine((value) => AMOUNT.test(value) && Number(value) > 0, 'must be a positive amount'))

/** An exchange the visitor can pay through. */
export const exchangeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  imageUrl: z.string(),
})
export type Exchange = z.infer<typeof exchangeSchema>

export const getExchangesParamsSchema = z.object({
  page: z.number(),
  asset: z.optional(caip19Schema),
  amount: z.optional(exchangeAmountSchema),
})
export const getExchangesResultSchema = z.object({
  exchanges: z.array(exchangeSchema),
  total: z.number(),
})

export const getPayUrlParamsSchema = z.object({
  exchangeId: z.string().check(z.minLength(1)),
  asset: caip19Schema,
  amount: exchangeAmountSchema,
  recipient: caip10Schema,
  /** Where the exchange sends the visitor back to afterwards: the host's `redirectUrl`. */
  redirectUrl: z.optional(z.object({ success: z.string(), failure: z.string() })),
})
/** Where the visitor pays, and the session the buy status is asked for. */
export const getPayUrlResultSchema = z.object({
  url: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
})

export const getBuyStatusParamsSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  exchangeId: z.string().check(z.minLength(1)),
})
export const BUY_STATUSES = ['IN_PROGRESS', 'SUCCESS', 'FAILED', 'UNKNOWN'] as const
/** An exchange's answer about a buy: its status and transactions. */
export const getBuyStatusResultSchema = z.object({
  status: z.enum(BUY_STATUSES),
  txHash: z.nullish(z.string()),
})
export type BuyStatus = z.infer<typeof getBuyStatusResultSchema>

export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.enum(['2.0']),
  id: z.number(),
  method: z.string(),
  params: z.unknown(),
})
export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>

export const jsonRpcErrorSchema = z.object({ code: z.number(), message: z.string() })

/** A JSON-RPC 2.0 answer: its `result` parsed with `result`, or an error object. */
export const jsonRpcResponseSchema = <R extends z.ZodMiniType>(result: R) =>
  z.union([
    z.object({ jsonrpc: z.enum(['2.0']), id: z.number(), result }),
    z.object({ jsonrpc: z.enum(['2.0']), id: z.number(), error: jsonRpcErrorSchema }),
  ])
