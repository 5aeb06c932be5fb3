import {
  historyResponseSchema,
  type BlockchainServicesApi,
  type HistoryResponse,
} from 'portico/plugin'
import { ONRAMP_HISTORY_PROVIDER } from './constants'
import {
  ONRAMP_PATHS,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
  type OnrampOptions,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
} from './schemas'

/** Whose onramp purchases to list: the plain address and its network (CAIP-2). */
export interface OnrampHistoryArgs {
  address: string
  chainId: string
}

/** What an options answer is kept for once nobody reads it: they change rarely. */
const OPTIONS_CACHE_S = 5 * 60

/**
 * Adds the onramp calls to the blockchain-services API (never a second `createApi`) and
 * returns the API with them: the plugin's `context.api`, `usePluginApi()` in its views.
 */
export const injectOnrampEndpoints = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      onrampOptions: builder.query<OnrampOptions, void>({
        query: () => ({ url: ONRAMP_PATHS.options }),
        responseSchema: onrampOptionsSchema,
        keepUnusedDataFor: OPTIONS_CACHE_S,
      }),
      onrampQuote: builder.query<OnrampQuote, OnrampQuoteRequest>({
        query: (body) => ({ url: ONRAMP_PATHS.quote, method: 'POST', body }),
        responseSchema: onrampQuoteSchema,
        // A quote is good for one look: a later one is asked afresh.
        keepUnusedDataFor: 0,
      }),
      onrampUrl: builder.mutation<OnrampUrlResponse, OnrampUrlRequest>({
        query: (body) => ({ url: ONRAMP_PATHS.url, method: 'POST', body }),
        responseSchema: onrampUrlResponseSchema,
      }),
      /** The account's purchases through the onramp provider, newest first (first page). */
      onrampHistory: builder.query<HistoryResponse, OnrampHistoryArgs>({
        query: ({ address, chainId }) => ({
          url: `/v1/account/${encodeURIComponent(address)}/history`,
          params: { chainId, onramp: ONRAMP_HISTORY_PROVIDER },
        }),
        responseSchema: historyResponseSchema,
        keepUnusedDataFor: 0,
      }),
    }),
  })

/** The blockchain-services API with the onramp calls: the onramp plugin's `context.api`. */
export type OnrampApi = ReturnType<typeof injectOnrampEndpoints>
