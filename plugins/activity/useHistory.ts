import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useMemo } from 'react'
import { useEndpointQuery, usePluginApi } from 'portico/ui'
import type { GetHistoryArgs, HistoryApi } from './endpoints'
import type { HistoryTransaction } from './schemas'

/** What the list draws: the transactions so far and where paging stands. */
export interface HistoryState {
  /** Nothing shown yet: the first page is on its way (`loading`) or failed (`error`). */
  status: 'idle' | 'loading' | 'error' | 'ready'
  /** Every page so far, in order, each transaction once. */
  transactions: HistoryTransaction[]
  /** The service has a further page. */
  hasMore: boolean
  loadingMore: boolean
  /** The last request failed (the first page, a later one, or a refresh). */
  failed: boolean
  /** Fetches the next page; nothing while a request is on its way or there is none. */
  loadMore(): void
  /** Tries the failed request again: the next page when that was it, else from the first. */
  retry(): void
}

/**
 * Subscribes to the account's history (an infinite query) while the component is mounted,
 * through the kit's `useEndpointQuery`, and keeps each transaction once across pages.
 * `args` undefined (no connected account) subscribes to nothing.
 */
export function useHistory(args: GetHistoryArgs | undefined): HistoryState {
  // The endpoint the plugin's `endpoints` injected, from the plugin's own context.
  const endpoint = usePluginApi<HistoryApi>().endpoints.getHistory
  const result = useEndpointQuery(endpoint, args ?? skipToken)
  const { fetchNextPage, refetch, hasNextPage: hasMore, isFetchNextPageError } = result

  const retry = useCallback(() => {
    if (isFetchNextPageError) fetchNextPage()
    else refetch()
  }, [fetchNextPage, isFetchNextPageError, refetch])

  const pages = result.data?.pages
  const transactions = useMemo(() => {
    // A page boundary can move while the visitor scrolls (a new transaction shifts an
    // offset cursor by one): the same transaction is then kept once.
    const seen = new Set<string>()
    return (pages ?? [])
      .flatMap((page) => page.data)
      .filter((transaction) => !seen.has(transaction.id) && Boolean(seen.add(transaction.id)))
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
    transactions,
    hasMore,
    loadingMore: result.isFetchingNextPage,
    failed: result.isError,
    loadMore: fetchNextPage,
    retry,
  }
}
