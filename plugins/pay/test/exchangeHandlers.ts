// msw handlers for the exchange JSON-RPC, for the pay plugin's tests; only tests import this
// folder, and the library build leaves it out. Requests and answers go through the schemas of
// exchangeSchemas.ts, so a handler that drifts from the contract fails its test.
import { http } from 'msw'
import type * as z from 'zod/mini'
import { TEST_ENDPOINTS, validated } from 'portico/testing'
import {
  EXCHANGE_METHODS,
  EXCHANGE_RPC_PATH,
  getBuyStatusParamsSchema,
  getBuyStatusResultSchema,
  getExchangesParamsSchema,
  getExchangesResultSchema,
  getPayUrlParamsSchema,
  getPayUrlResultSchema,
  jsonRpcRequestSchema,
  jsonRpcResponseSchema,
  type JsonRpcRequest,
} from '../exchangeSchemas'

/** A method's answer: its result, or a JSON-RPC error object. */
type Answer<R extends z.ZodMiniType> = Settled<R> | Promise<Settled<R>>
type Settled<R extends z.ZodMiniType> =
  { result: z.input<R> } | { error: { code: number; message: string } }

/** What the fake exchange service answers, per method, from the parsed params (or later). */
export interface ExchangeScript {
  getExchanges?: (
    params: z.output<typeof getExchangesParamsSchema>,
  ) => Answer<typeof getExchangesResultSchema>
  getPayUrl?: (
    params: z.output<typeof getPayUrlParamsSchema>,
  ) => Answer<typeof getPayUrlResultSchema>
  getBuyStatus?: (
    params: z.output<typeof getBuyStatusParamsSchema>,
  ) => Answer<typeof getBuyStatusResultSchema>
}

/** The error answer of a refusing exchange service (JSON-RPC inside a 200). */
export const rpcError = (message: string, code = -32000) => ({ error: { code, message } })

/**
 * The exchange service on the test blockchain-services address. Every request is parsed
 * (envelope and params) and recorded in `calls`; a method the script leaves out answers
 * -32601, as a JSON-RPC server does.
 */
export function exchangeRpc(script: ExchangeScript, calls: JsonRpcRequest[] = []) {
  return http.post(
    `${TEST_ENDPOINTS.blockchainServices}${EXCHANGE_RPC_PATH}`,
    async ({ request }) => {
      const body = jsonRpcRequestSchema.parse(await request.json())
      calls.push(body)
      const { id } = body
      const missing = { error: { code: -32601, message: `Method ${body.method} not found` } }
      switch (body.method) {
        case EXCHANGE_METHODS.getExchanges: {
          const answer =
            (await script.getExchanges?.(getExchangesParamsSchema.parse(body.params))) ?? missing
          return validated(jsonRpcResponseSchema(getExchangesResultSchema), {
            jsonrpc: '2.0',
            id,
            ...answer,
          })
        }
        case EXCHANGE_METHODS.getPayUrl: {
          const answer =
            (await script.getPayUrl?.(getPayUrlParamsSchema.parse(body.params))) ?? missing
          return validated(jsonRpcResponseSchema(getPayUrlResultSchema), {
            jsonrpc: '2.0',
            id,
            ...answer,
          })
        }
        case EXCHANGE_METHODS.getBuyStatus: {
          const answer =
            (await script.getBuyStatus?.(getBuyStatusParamsSchema.parse(body.params))) ?? missing
          return validated(jsonRpcResponseSchema(getBuyStatusResultSchema), {
            jsonrpc: '2.0',
            id,
            ...answer,
          })
        }
        default:
          return validated(jsonRpcResponseSchema(getExchangesResultSchema), {
            jsonrpc: '2.0',
            id,
            ...missing,
          })
      }
    },
  )
}

/** Three exchanges, so the cap of two shows. */
export const TEST_EXCHANGES = [
  { id: 'binance', name: 'Binance', imageUrl: 'http://127.0.0.1:4010/binance.png' },
  { id: 'coinbase', name: 'Coinbase', imageUrl: 'http://127.0.0.1:4010/coinbase.png' },
  { id: 'kraken', name: 'Kraken', imageUrl: 'http://127.0.0.1:4010/kraken.png' },
]
