import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useMemo } from 'react'
import { useEndpointQuery, usePluginApi } from 'portico/ui'
import type { GetNftsArgs, NftsApi } from './endpoints'
import { nftKey, type Nft } from './schemas'

/** What the NFTs tab draws: the items so far and where paging stands. */
export interface NftsState {
  /** Nothing shown yet: the first page is on its way (`loading`) or failed (`error`). */
  status: 'idle' | 'loading' | 'error' | 'ready'
  /** Every page so far, in order, each item once. */
  items: Nft[]
  hasMore: boolean
  loadingMore: boolean
  /** The last request failed (the first page or a later one). */
  failed: boolean
  /** Fetches the next page; nothing while a request is on its way or there is none. */
  loadMore(): void
  /** Tries the failed request again: the next page when that was it, else from the first. */
  retry(): void
}

/**
 * Subscribes to the account's items (an infinite query) while the component is mounted and
 * keeps each item once across pages. `args` undefined (no connected account) asks nothing.
 */
export function useNfts(args: GetNftsArgs | undefined): NftsState {
  const endpoint = usePluginApi<NftsApi>().endpoints.getNfts
  const result = useEndpointQuery(endpoint, args ?? skipToken)
  const { fetchNextPage, refetch, hasNextPage, isFetchNextPageError } = result

  const retry = useCallback(() => {
    if (isFetchNextPageError) fetchNextPage()
    else refetch()
  }, [fetchNextPage, isFetchNextPageError, refetch])

  const pages = result.data?.pages
  const items = useMemo(() => {
    // An offset cursor shifts when an item leaves between two pages: keep each item once.
    const seen = new Set<string>()
    return (pages ?? [])
      .flatMap((page) => page.data)
      .filter((nft) => {
        const key = nftKey(nft)
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
  }, [pages])

  const status =
    args === undefined
      ? 'idle'
      : pages !== undefined
        ? 'ready'
        : result.isError
          ? 'error'
          : 'loading'
  return {
    status,
    items,
    hasMore: hasNextPage,
    loadingMore: result.isFetchingNextPage,
    failed: result.isError,
    loadMore: fetchNextPage,
    retry,
  }
}
