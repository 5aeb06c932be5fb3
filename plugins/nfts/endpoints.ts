import type { BlockchainServicesApi } from 'portico/plugin'
import { NFT_PAGE_SIZE } from './constants'
import { nftsResponseSchema, type NftsResponse } from './schemas'

export interface GetNftsArgs {
  /** The plain address, without its CAIP prefix. */
  address: string
  /** The CAIP-2 id of the account's network, e.g. `eip155:8453`. */
  chainId: string
}

/** A page's cursor: null asks for the first page. */
export type NftsCursor = string | null

/**
 * Adds the NFT call to the blockchain-services API (never a second `createApi`) and returns
 * the API with it: the plugin's `endpoints`, read in its views with `usePluginApi()`.
 */
export const injectNftEndpoints = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      /**
       * The account's items on its network, a page per cursor: an infinite query, so the pages
       * of one account and network share one cache entry and a visitor scrolling appends the
       * next. The answer is parsed with the plugin's schema before anything reads it.
       */
      getNfts: builder.infiniteQuery<NftsResponse, GetNftsArgs, NftsCursor>({
        query: ({ queryArg: { address, chainId }, pageParam }) => ({
          url: `/v1/account/${encodeURIComponent(address)}/nfts`,
          params: { chainId, limit: NFT_PAGE_SIZE, cursor: pageParam ?? undefined },
        }),
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage, _pages, _lastCursor, cursors) =>
            // A cursor already followed would page in a circle: treat it as the end.
            lastPage.next && !cursors.includes(lastPage.next) ? lastPage.next : undefined,
          // Retry after a failure starts over from the first page alone.
          refetchCachedPages: false,
        },
        responseSchema: nftsResponseSchema,
      }),
    }),
  })

/** The blockchain-services API with the NFT call: the plugin's `api`. */
export type NftsApi = ReturnType<typeof injectNftEndpoints>
