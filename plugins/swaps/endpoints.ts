import type { BlockchainServicesApi } from 'portico/plugin'
import type * as z from 'zod/mini'
import {
  allowanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  CONVERT_PATHS,
  gasPriceResponseSchema,
  quotesResponseSchema,
  tokensResponseSchema,
  type BuildTransactionRequest,
  type GasPriceResponse,
  type QuotesParams,
  type QuotesResponse,
  type TokensResponse,
  type allowanceParamsSchema,
  type buildApproveParamsSchema,
} from './schemas'

export type AllowanceParams = z.infer<typeof allowanceParamsSchema>
export type BuildApproveParams = z.infer<typeof buildApproveParamsSchema>
/** build-transaction's body: it names the project too, as the query string does. */
export type BuildTransactionArgs = BuildTransactionRequest

/** Quotes age fast: a view asks again while open (SWAP_QUOTE_REFRESH_MS), nothing is kept. */
const QUOTE_CACHE_SECONDS = 0

/**
 * Adds the convert calls to the blockchain-services API; the loader calls it once
 * per API object and the plugin reads what it returned as its context's `api`. Every answer
 * is parsed with the schema the local services answer through (schemas.ts).
 */
export const injectSwapEndpoints = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      /** The network's tradable tokens; an empty list: no swaps on that network. */
      swapTokens: builder.query<TokensResponse, string>({
        query: (chainId) => ({ url: CONVERT_PATHS.tokens, params: { chainId } }),
        responseSchema: tokensResponseSchema,
      }),
      swapQuotes: builder.query<QuotesResponse, QuotesParams>({
        query: (params) => ({ url: CONVERT_PATHS.quotes, params: { ...params } }),
        responseSchema: quotesResponseSchema,
        keepUnusedDataFor: QUOTE_CACHE_SECONDS,
      }),
      swapGasPrice: builder.query<GasPriceResponse, string>({
        query: (chainId) => ({ url: CONVERT_PATHS.gasPrice, params: { chainId } }),
        responseSchema: gasPriceResponseSchema,
        keepUnusedDataFor: QUOTE_CACHE_SECONDS,
      }),
      swapAllowance: builder.query<z.infer<typeof allowanceResponseSchema>, AllowanceParams>({
        query: (params) => ({ url: CONVERT_PATHS.allowance, params: { ...params } }),
        responseSchema: allowanceResponseSchema,
        keepUnusedDataFor: QUOTE_CACHE_SECONDS,
      }),
      buildSwapApprove: builder.mutation<
        z.infer<typeof buildApproveResponseSchema>,
        BuildApproveParams
      >({
        query: (params) => ({ url: CONVERT_PATHS.buildApprove, params: { ...params } }),
        responseSchema: buildApproveResponseSchema,
      }),
      buildSwapTransaction: builder.mutation<
        z.infer<typeof buildTransactionResponseSchema>,
        BuildTransactionArgs
      >({
        query: (body) => ({
          url: CONVERT_PATHS.buildTransaction,
          method: 'POST',
          body,
        }),
        responseSchema: buildTransactionResponseSchema,
      }),
    }),
  })

/** The blockchain-services API with the convert calls: the swaps plugin's `context.api`. */
export type SwapsApi = ReturnType<typeof injectSwapEndpoints>
