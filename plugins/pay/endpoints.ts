import type { BlockchainServicesApi } from 'portico/plugin'
import type * as z from 'zod/mini'
import {
  EXCHANGE_METHODS,
  EXCHANGE_RPC_PATH,
  getBuyStatusResultSchema,
  getExchangesResultSchema,
  getPayUrlResultSchema,
  jsonRpcResponseSchema,
  type getBuyStatusParamsSchema,
  type getExchangesParamsSchema,
  type getPayUrlParamsSchema,
} from './exchangeSchemas'
import { rpcRequest } from './exchangeRpc'

export type GetExchangesParams = z.input<typeof getExchangesParamsSchema>
export type GetPayUrlParams = z.input<typeof getPayUrlParamsSchema>
export type GetBuyStatusParams = z.input<typeof getBuyStatusParamsSchema>

// The answers are parsed whole, envelope included: a JSON-RPC error is an answer too.
const exchangesAnswerSchema = jsonRpcResponseSchema(getExchangesResultSchema)
const payUrlAnswerSchema = jsonRpcResponseSchema(getPayUrlResultSchema)
const buyStatusAnswerSchema = jsonRpcResponseSchema(getBuyStatusResultSchema)

/**
 * A POST of one JSON-RPC request to the exchange service
 * on the blockchain-services address; the base query adds projectId and retries.
 */
const rpcCall = (method: string, params: unknown) => ({
  url: EXCHANGE_RPC_PATH,
  method: 'POST' as const,
  body: rpcRequest(method, params),
})

/**
 * Adds the exchange calls to the blockchain-services API (never a second `createApi`) and
 * returns the API with them: the plugin's `endpoints`, which the loader calls once per API
 * object. The plugin reads what it returned as its context's `api` (`usePluginApi()` in its
 * views) and hands it to its thunks.
 */
export const exchangeEndpoints = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      getExchanges: builder.query<z.output<typeof exchangesAnswerSchema>, GetExchangesParams>({
        query: (params) => rpcCall(EXCHANGE_METHODS.getExchanges, params),
        responseSchema: exchangesAnswerSchema,
      }),
      getExchangePayUrl: builder.mutation<z.output<typeof payUrlAnswerSchema>, GetPayUrlParams>({
        query: (params) => rpcCall(EXCHANGE_METHODS.getPayUrl, params),
        responseSchema: payUrlAnswerSchema,
      }),
      getExchangeBuyStatus: builder.query<
        z.output<typeof buyStatusAnswerSchema>,
        GetBuyStatusParams
      >({
        query: (params) => rpcCall(EXCHANGE_METHODS.getBuyStatus, params),
        responseSchema: buyStatusAnswerSchema,
        // A status is news only once: every poll asks afresh, and nothing is kept.
        keepUnusedDataFor: 0,
      }),
    }),
  })

/** The blockchain-services API with the exchange calls: the pay plugin's `context.api`. */
export type ExchangeApi = ReturnType<typeof exchangeEndpoints>
