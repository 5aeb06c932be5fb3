import { analyticsConfigResponseSchema } from '../api/schemas/walletServices'
import { servicesOf } from '../services'
import type { ServiceError } from '../api/serviceQuery'
import { readCachedAnswer, writeCachedAnswer } from './cache'
import type { AppThunk } from '../store/types'
import { describeFailure } from './unreachable'

/**
 * Asks whether analytics are on for the project (`GET /getAnalyticsConfig`). Until the
 * answer, events wait; if the call fails they are dropped, since consent was not confirmed,
 * with one debug line of the kit's logger.
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
      // The setting of the last few minutes is reused (see cache.ts); failures are not kept.
      const scope = { projectId: options.projectId, endpoint: options.endpoints.walletServices }
      const cached = readCachedAnswer('analyticsConfig', scope, analyticsConfigResponseSchema)
      if (cached) {
        runtime.analytics.setRemoteEnabled(cached.isAnalyticsEnabled)
        return
      }
      const { walletServices } = await servicesOf(runtime)
      const result = await dispatch(
        walletServices.endpoints.getAnalyticsConfig.initiate(undefined, { subscribe: false }),
      )
      if (result.data) writeCachedAnswer('analyticsConfig', scope, result.data)
      else {
        const failure = describeFailure(result.error as ServiceError | undefined)
        runtime.logger.debug(`Analytics setting unavailable (${failure}); no events are sent`)
      }
      runtime.analytics.setRemoteEnabled(result.data?.isAnalyticsEnabled ?? false)
    } catch {
      runtime.analytics.setRemoteEnabled(false)
    }
  }
