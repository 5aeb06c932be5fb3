import type { BlockchainServicesApi } from 'portico/plugin'
import { historyResponseSchema, type HistoryResponse } from './schemas'

export interface GetHistoryArgs {
  /** The plain address, without its CAIP prefix. */
  address: string
  /** The CAIP-2 id of the account's network, e.g. `eip155:8453`. */
  chainId: string
}

/** A page's cursor: null asks for the first page. */
export type HistoryCursor = string | null

/**
 * Adds the history endpoint to the blockchain-services API (never a second `createApi`) and
 * returns the API with it: the plugin's `endpoints`, which the loader calls once per API
 * object. The plugin's views read what it returned with `usePluginApi()`.
 */
export const historyEndpoints = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      /**
       * The account's history, a page per cursor. An infinite query: the pages of
       * one account and network share one cache entry, a visitor scrolling appends the
       * next, and a `History` invalidation (after a send) starts over from the first page.
       */
      getHistory: builder.infiniteQuery<HistoryResponse, GetHistoryArgs, HistoryCursor>({
        query: ({ queryArg: { address, chainId }, pageParam }) => ({
          url: `/v1/account/${encodeURIComponent(address)}/history`,
          params: { chainId, cursor: pageParam ?? undefined },
        }),
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage, _pages, _lastCursor, cursors) =>
            // A cursor already followed would page in a circle: treat it as the end.
            lastPage.next && !cursors.includes(lastPage.next) ? lastPage.next : undefined,
          // A refetch (a `History` invalidation, Retry) loads the first page alone, rather
          // than every page seen: the newest transaction is what the visitor is waiting for.
          refetchCachedPages: false,
        },
        responseSchema: historyResponseSchema,
        providesTags: ['History'],
      }),
    }),
  })

/** The blockchain-services API with the history endpoint: the activity plugin's `api`. */
export type HistoryApi = ReturnType<typeof historyEndpoints>
