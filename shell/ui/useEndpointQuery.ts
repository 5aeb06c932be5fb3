import { skipToken, type SkipToken } from '@reduxjs/toolkit/query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { AppThunk } from '../../core/store/types'
import { useAppDispatch, useAppSelector } from './store'

/** The parts of an RTK Query result a view reads. */
export interface EndpointQueryResult<Data> {
  data?: Data
  error?: unknown
  isUninitialized: boolean
  isLoading: boolean
  isSuccess: boolean
  isError: boolean
  /** When the last answer arrived (ms since the epoch), undefined before the first. */
  fulfilledTimeStamp?: number
}

/** The pages of an infinite query so far, in order, with the parameter each was asked with. */
export interface EndpointPages<Page, PageParam = unknown> {
  pages: Page[]
  pageParams: PageParam[]
}

/** The parts of an RTK Query infinite query's result a view reads, besides the pages. */
export interface InfiniteQueryFlags {
  /** The service has a further page (the endpoint's `getNextPageParam` gave one). */
  hasNextPage: boolean
  /** The next page is on its way. */
  isFetchingNextPage: boolean
  /** The last request for a next page failed. */
  isFetchNextPageError: boolean
}

interface Subscription {
  unsubscribe(): void
  refetch(): unknown
}

/** What the hook passes to `initiate`: RTK Query's own options, as far as it uses them. */
interface InitiateOptions {
  subscriptionOptions?: { pollingInterval?: number; skipPollingIfUnfocused?: boolean }
  direction?: 'forward'
}

/**
 * What `api.endpoints.<name>` of an injected query endpoint offers, structurally: the
 * shared APIs are framework-free (`@reduxjs/toolkit/query`), so they carry no React hooks.
 */
export interface QueryEndpoint<Arg, Data> {
  /** A selector of the cached result for `arg`. */
  select(arg: Arg): (state: never) => EndpointQueryResult<Data>
  /** A thunk that fetches `arg` (or reuses the cache) and holds a subscription to it. */
  initiate(
    arg: Arg,
    options?: InitiateOptions,
  ): (dispatch: never, getState: never, extra: never) => Subscription
}

/**
 * An infinite query endpoint (`build.infiniteQuery`): one cache entry holding a page per
 * page parameter, the next one asked with `initiate(arg, { direction: 'forward' })`.
 */
export interface InfiniteQueryEndpoint<Arg, Page, PageParam = unknown> {
  /** A selector of the cached pages for `arg`. */
  select(
    arg: Arg,
  ): (state: never) => EndpointQueryResult<EndpointPages<Page, PageParam>> & InfiniteQueryFlags
  /** A thunk that fetches `arg`'s first page (or the next) and holds a subscription to it. */
  initiate(
    arg: Arg,
    options?: InitiateOptions,
  ): (dispatch: never, getState: never, extra: never) => Subscription
}

/** How `useEndpointQuery` subscribes. */
export interface EndpointQueryOptions {
  /** Asks nothing and holds no subscription while true: the result reads uninitialized. */
  skip?: boolean
  /** Asks again every this many ms while subscribed (RTK Query's polling); 0 or absent: never. */
  pollingInterval?: number
  /** With `pollingInterval`: no polling while the page is in the background. */
  skipPollingIfUnfocused?: boolean
}

/** What every query gives besides its result. */
export interface EndpointQueryControls {
  /** Asks the service again, bypassing the cache. */
  refetch: () => void
}

/** What an infinite query gives besides its result: the way to the next page. */
export interface InfiniteQueryControls extends EndpointQueryControls, InfiniteQueryFlags {
  /** Asks for the next page; nothing while a request is on its way, or when there is none. */
  fetchNextPage: () => void
}

/** The result while nothing is asked (skipped) or before the first render's subscription. */
const UNINITIALIZED: EndpointQueryResult<never> & Partial<InfiniteQueryFlags> = {
  isUninitialized: true,
  isLoading: false,
  isSuccess: false,
  isError: false,
}

/**
 * Subscribes a view to an infinite query endpoint a plugin injected, like RTK Query's
 * `useInfiniteQuery`: the pages so far in `data.pages`, `fetchNextPage()` for the next (a
 * list calls it as the visitor nears its end), `hasNextPage`, and the options below.
 *
 * @example
 * const history = useEndpointQuery(api.endpoints.getHistory, args ?? skipToken)
 * const rows = history.data?.pages.flatMap((page) => page.data) ?? []
 */
export function useEndpointQuery<Arg, Page, PageParam>(
  endpoint: InfiniteQueryEndpoint<Arg, Page, PageParam>,
  arg: Arg | SkipToken,
  options?: EndpointQueryOptions,
): EndpointQueryResult<EndpointPages<Page, PageParam>> & InfiniteQueryControls
/**
 * Subscribes a view to a query endpoint a plugin injected, like RTK Query's generated
 * `useXQuery` hooks: fetches (or reuses the cache), re-renders with the result, and
 * unsubscribes when the view leaves, so the cache ages out by `keepUnusedDataFor`. `arg`
 * `skipToken` (or `skip: true`) asks nothing; `pollingInterval` asks again while the view is
 * shown (and, with `skipPollingIfUnfocused`, while the page is in front).
 *
 * @example
 * const fees = useEndpointQuery(api.endpoints.networkFees, arg ?? skipToken, {
 *   pollingInterval: REFRESH_MS,
 *   skipPollingIfUnfocused: true,
 * })
 */
export function useEndpointQuery<Arg, Data>(
  endpoint: QueryEndpoint<Arg, Data>,
  arg: Arg | SkipToken,
  options?: EndpointQueryOptions,
): EndpointQueryResult<Data> & EndpointQueryControls
export function useEndpointQuery<Arg, Data>(
  endpoint: QueryEndpoint<Arg, Data>,
  arg: Arg | SkipToken,
  { skip = false, pollingInterval = 0, skipPollingIfUnfocused = false }: EndpointQueryOptions = {},
): EndpointQueryResult<Data> & Partial<InfiniteQueryFlags> & InfiniteQueryControls {
  const dispatch = useAppDispatch()
  const skipped = skip || arg === skipToken
  // Arguments are plain data: their JSON is a stable identity across renders.
  const key = skipped ? undefined : JSON.stringify(arg)
  const stableArg = useMemo(
    () => (skipped ? undefined : { arg: arg as Arg }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `arg`
    [key, skipped],
  )
  const selector = useMemo(
    () =>
      stableArg &&
      (endpoint.select(stableArg.arg) as (
        state: unknown,
      ) => EndpointQueryResult<Data> & Partial<InfiniteQueryFlags>),
    [endpoint, stableArg],
  )
  const result = useAppSelector((state) => selector?.(state)) ?? UNINITIALIZED
  const subscriptionOptions = useMemo(
    () => (pollingInterval > 0 ? { pollingInterval, skipPollingIfUnfocused } : undefined),
    [pollingInterval, skipPollingIfUnfocused],
  )
  const subscription = useRef<Subscription | undefined>(undefined)

  // The endpoint's thunk is an ordinary thunk of this store; its type is only structural here.
  const initiate = useCallback(
    (wanted: Arg, direction?: 'forward') =>
      dispatch(
        endpoint.initiate(wanted, {
          ...(subscriptionOptions && { subscriptionOptions }),
          ...(direction && { direction }),
        }) as unknown as AppThunk<Subscription>,
      ),
    [dispatch, endpoint, subscriptionOptions],
  )

  useEffect(() => {
    if (!stableArg) return
    subscription.current = initiate(stableArg.arg)
    return () => {
      // The latest subscription: a next page's request took over from the first one's.
      subscription.current?.unsubscribe()
      subscription.current = undefined
    }
  }, [initiate, stableArg])

  const refetch = useCallback(() => {
    subscription.current?.refetch()
  }, [])

  // `isLoading` is the request status here (pending), with or without data: any request.
  const busy = result.isLoading
  const hasNextPage = result.hasNextPage ?? false
  const fetchNextPage = useCallback(() => {
    if (!stableArg || busy || !hasNextPage) return
    const previous = subscription.current
    // The next page's request holds the subscription from now on; the previous one is let go
    // only afterwards, so the cached pages never sit without a subscriber.
    subscription.current = initiate(stableArg.arg, 'forward')
    previous?.unsubscribe()
  }, [busy, hasNextPage, initiate, stableArg])

  return {
    ...result,
    hasNextPage,
    isFetchingNextPage: result.isFetchingNextPage ?? false,
    isFetchNextPageError: result.isFetchNextPageError ?? false,
    refetch,
    fetchNextPage,
  }
}
