import { servicesOf } from '../services'
import type { AppThunk } from '../store/types'

/**
 * Asks whether analytics are on for the project (`GET /getAnalyticsConfig`). Until the
 * answer, events wait; if the call fails they are dropped, since consent was not confirmed.
 */
export const loadAnalyticsConfig =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    const { options } = getState()
    if (!options.features.analytics || !options.projectId) {
      runtime.analytics.setRemoteEnabled(false)
      return
    }
    try {
      const { walletServices } = await servicesOf(runtime)
      const result = await dispatch(
        walletServices.endpoints.getAnalyticsConfig.initiate(undefined, { subscribe: false }),
      )
      runtime.analytics.setRemoteEnabled(result.data?.isAnalyticsEnabled ?? false)
    } catch {
      runtime.analytics.setRemoteEnabled(false)
    }
  }
