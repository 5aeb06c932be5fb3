import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useAppDispatch, useAppSelector, usePluginApi } from 'portico/ui'
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

interface Subscription {
  unsubscribe(): void
  refetch(): unknown
}

/**
 * Subscribes to the account's history (an infinite query) while the component is mounted,
 * like RTK Query's `useInfiniteQuery`, which the framework-free service APIs do not carry.
 * `args` undefined (no connected account) subscribes to nothing.
 */
export function useHistory(args: GetHistoryArgs | undefined): HistoryState {
  const dispatch = useAppDispatch()
  // The endpoint the plugin's `endpoints` injected, from the plugin's own context.
  const endpoint = usePluginApi<HistoryApi>().endpoints.getHistory
  // Arguments are plain data: their JSON is a stable identity across renders.
  const key = args === undefined ? undefined : JSON.stringify(args)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `args`
  const stableArgs = useMemo(() => args, [key])
  const selector = useMemo(
    () => (stableArgs === undefined ? undefined : endpoint.select(stableArgs)),
    [endpoint, stableArgs],
  )
  // The API's selectors are typed for its own root state; the modal's state holds it too.
  const result = useAppSelector((state) => selector?.(state as never))
  const subscription = useRef<Subscription | undefined>(undefined)

  useEffect(() => {
    if (stableArgs === undefined) return
    subscription.current = dispatch(endpoint.initiate(stableArgs))
    return () => {
      subscription.current?.unsubscribe()
      subscription.current = undefined
    }
  }, [dispatch, endpoint, stableArgs])

  const hasMore = result?.hasNextPage ?? false
  // `isLoading` is the request status here (pending), with or without data: any request.
  const busy = result?.isLoading ?? false

  const fetchNext = useCallback(() => {
    if (stableArgs === undefined) return
    const previous = subscription.current
    // The next page's request holds the subscription from now on; the previous one is let
    // go only afterwards, so the cached pages never sit without a subscriber.
    subscription.current = dispatch(endpoint.initiate(stableArgs, { direction: 'forward' }))
    previous?.unsubscribe()
  }, [dispatch, endpoint, stableArgs])

  const loadMore = useCallback(() => {
    if (hasMore && !busy) fetchNext()
  }, [busy, fetchNext, hasMore])

  const nextPageFailed = result?.isFetchNextPageError ?? false
  const retry = useCallback(() => {
    if (nextPageFailed) fetchNext()
    else subscription.current?.refetch()
  }, [fetchNext, nextPageFailed])

  const pages = result?.data?.pages
  const transactions = useMemo(() => {
    // A page boundary can move while the visitor scrolls (a new transaction shifts an
    // offset cursor by one): the same transaction is then kept once.
    const seen = new Set<string>()
    return (pages ?? [])
      .flatMap((page) => page.data)
      .filter((transaction) => !seen.has(transaction.id) && Boolean(seen.add(transaction.id)))
  }, [pages])

  const status =
    stableArgs === undefined
      ? 'idle'
      : pages !== undefined
        ? 'ready'
        : result?.isError
          ? 'error'
          : 'loading'
  return {
    status,
    transactions,
    hasMore,
    loadingMore: result?.isFetchingNextPage ?? false,
    failed: result?.isError ?? false,
    loadMore,
    retry,
  }
}
