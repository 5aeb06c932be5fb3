import { blockchainServicesApi, type BlockchainServicesApi } from '../../core/api/apis'
import { injectOnce } from '../../core/api/injectOnce'
import { historyResponseSchema, type HistoryResponse } from './schemas'

export interface GetHistoryArgs {
  /** The plain address, without its CAIP prefix. */
  address: string
  /** The CAIP-2 id of the account's network, e.g. `eip155:8453`. */
  chainId: string
}

/** A page's cursor: null asks for the first page. */
export type HistoryCursor = string | null

const build = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      /**
       * The account's history, a page per cursor (SPEC §7). An infinite query: the pages of
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

export type HistoryApi = ReturnType<typeof build>

/** Adds the history endpoint to the blockchain-services API (never a second `createApi`). */
export const injectHistoryEndpoints: (api: BlockchainServicesApi) => HistoryApi = injectOnce(build)

/**
 * The history endpoint, for the plugin's views. The service APIs are one object shared by
 * every modal (each keeps its state in its own store), so this is the endpoint the plugin's
 * `endpoints` injected when it was set up.
 */
export function historyEndpoint() {
  return injectHistoryEndpoints(blockchainServicesApi).endpoints.getHistory
}
