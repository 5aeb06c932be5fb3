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
}

interface Subscription {
  unsubscribe(): void
  refetch(): unknown
}

/**
 * What `api.endpoints.<name>` of an injected query endpoint offers, structurally: the
 * shared APIs are framework-free (`@reduxjs/toolkit/query`), so they carry no React hooks.
 */
export interface QueryEndpoint<Arg, Data> {
  /** A selector of the cached result for `arg`. */
  select(arg: Arg): (state: never) => EndpointQueryResult<Data>
  /** A thunk that fetches `arg` (or reuses the cache) and holds a subscription to it. */
  initiate(arg: Arg): (dispatch: never, getState: never, extra: never) => Subscription
}

/**
 * Subscribes a view to a query endpoint a plugin injected, like RTK Query's generated
 * `useXQuery` hooks: fetches (or reuses the cache), re-renders with the result, and
 * unsubscribes when the view leaves, so the cache ages out by `keepUnusedDataFor`.
 */
export function useEndpointQuery<Arg, Data>(
  endpoint: QueryEndpoint<Arg, Data>,
  arg: Arg,
): EndpointQueryResult<Data> & {
  /** Asks the service again, bypassing the cache. */
  refetch: () => void
} {
  const dispatch = useAppDispatch()
  // Arguments are plain data: their JSON is a stable identity across renders.
  const key = JSON.stringify(arg)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `arg`
  const stableArg = useMemo(() => arg, [key])
  const selector = useMemo(
    () => endpoint.select(stableArg) as (state: unknown) => EndpointQueryResult<Data>,
    [endpoint, stableArg],
  )
  const result = useAppSelector(selector)
  const subscription = useRef<Subscription | undefined>(undefined)
  useEffect(() => {
    // The endpoint's thunk is an ordinary thunk of this store; its type is only structural here.
    const current = dispatch(endpoint.initiate(stableArg) as unknown as AppThunk<Subscription>)
    subscription.current = current
    return () => {
      current.unsubscribe()
      subscription.current = undefined
    }
  }, [dispatch, endpoint, stableArg])
  const refetch = useCallback(() => {
    subscription.current?.refetch()
  }, [])
  return { ...result, refetch }
}
