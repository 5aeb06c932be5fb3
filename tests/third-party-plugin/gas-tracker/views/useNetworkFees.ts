import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { CoreState } from 'portico/plugin'
import { useAppDispatch, useAppSelector, usePluginApi } from 'portico/ui'
import type { FeeQueryArg, GasTrackerApi } from '../endpoints'
import { REFRESH_MS } from '../fees'

/**
 * Subscribes the view to the network's fees, read again every REFRESH_MS while it is shown
 * (RTK Query's polling: the subscription ends, and the polling with it, when the view goes),
 * but not while the page is in the background. `undefined` reads nothing. `retry` asks again
 * at once.
 */
export function useNetworkFees(arg: FeeQueryArg | undefined) {
  // The plugin's API, as its `endpoints` returned it for this modal's services.
  const api = usePluginApi<GasTrackerApi>()
  const dispatch = useAppDispatch()
  const endpoint = api.endpoints.networkFees
  // Arguments are plain data: their JSON is a stable identity across renders.
  const key = arg === undefined ? undefined : JSON.stringify(arg)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `arg`
  const stableArg = useMemo(() => arg, [key])
  const select = useMemo(
    // The modal's state holds the API's slice under its reducerPath; the injected
    // endpoint's selector is typed for the API alone.
    () => endpoint.select(stableArg ?? skipToken) as (state: CoreState) => FeesResult,
    [endpoint, stableArg],
  )
  const result = useAppSelector(select)
  const subscription = useRef<{ refetch(): unknown } | undefined>(undefined)
  useEffect(() => {
    if (stableArg === undefined) return
    const current = dispatch(
      endpoint.initiate(stableArg, {
        subscriptionOptions: { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true },
      }),
    )
    subscription.current = current
    return () => {
      current.unsubscribe()
      subscription.current = undefined
    }
  }, [dispatch, endpoint, stableArg])
  const retry = useCallback(() => void subscription.current?.refetch(), [])
  return { ...result, retry }
}

type FeesResult = ReturnType<ReturnType<GasTrackerApi['endpoints']['networkFees']['select']>>
