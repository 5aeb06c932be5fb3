import { skipToken } from '@reduxjs/toolkit/query'
import { useEndpointQuery, usePluginApi } from 'portico/ui'
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
  const fees = useEndpointQuery(api.endpoints.networkFees, arg ?? skipToken, {
    pollingInterval: REFRESH_MS,
    skipPollingIfUnfocused: true,
  })
  return { ...fees, retry: fees.refetch }
}
