import { alertRaised } from '../alerts/slice'
import type { ServiceError } from '../api/serviceQuery'
import { remoteConfigResponseSchema } from '../api/schemas/walletServices'
import {
  remoteConfigFailed,
  remoteConfigLoaded,
  remoteConfigRequested,
  remoteConfigSkipped,
  featuresSlice,
  type RemoteFeature,
} from '../features/slice'
import { servicesOf } from '../services'
import type { AppThunk } from '../store/types'
import { alertForStatus } from './alertForStatus'
import { readCachedAnswer, writeCachedAnswer } from './cache'

/**
 * Fetches the project's feature config (`GET /appkit/v1/config`). Basic mode and a missing
 * project id skip it; any failure raises the matching alert and leaves the host's own
 * settings in force. It never throws: the modal opens whatever happens here.
 */
export const loadRemoteConfig =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    runtime.bundle.rootReducer.inject(featuresSlice)
    const { options } = getState()
    if (options.basic || !options.projectId) {
      dispatch(remoteConfigSkipped())
      return
    }
    dispatch(remoteConfigRequested())
    try {
      // An answer of the last few minutes is reused (see cache.ts); failures are not kept.
      const scope = { projectId: options.projectId, endpoint: options.endpoints.walletServices }
      let answer = readCachedAnswer('config', scope, remoteConfigResponseSchema)
      if (!answer) {
        const { walletServices } = await servicesOf(runtime)
        const result = await dispatch(
          walletServices.endpoints.getRemoteConfig.initiate(undefined, { subscribe: false }),
        )
        if (result.error || !result.data) {
          const error = result.error as ServiceError | undefined
          const alert = error && alertForStatus(error)
          if (alert) dispatch(alertRaised({ code: alert }))
          runtime.logger.warn('Remote feature config unavailable; using the host settings', error)
          dispatch(remoteConfigFailed())
          return
        }
        answer = result.data
        writeCachedAnswer('config', scope, answer)
      }
      // fromEntries defines each id as an own key: an id such as '__proto__' is a feature
      // name like any other, never the map's prototype.
      const features: Record<string, RemoteFeature> = Object.fromEntries(
        answer.features.map((feature) => [
          feature.id,
          { isEnabled: feature.isEnabled, config: feature.config ?? null },
        ]),
      )
      dispatch(remoteConfigLoaded(features))
    } catch (error) {
      runtime.logger.error('Remote feature config failed', error)
      dispatch(remoteConfigFailed())
    }
  }
