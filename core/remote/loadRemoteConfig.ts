import { raiseAlert } from '../alerts/attach'
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
import { describeFailure, isUnreachable } from './unreachable'

/**
 * How the remote config call went: `unreachable` when the service could not be reached at
 * all (the calls that go with it, to the same service, are then not made).
 */
export type RemoteConfigOutcome = 'loaded' | 'skipped' | 'failed' | 'unreachable'

/**
 * Fetches the project's feature config (`GET /appkit/v1/config`). Basic mode and a missing
 * project id skip it; any failure raises the matching alert (a busy or broken service) and
 * leaves the host's own settings in force. The config is optional: its failure is one debug
 * line of the kit's logger, not a console error, and a service that cannot be reached is not
 * asked again. It never throws: the modal opens whatever happens here.
 */
export const loadRemoteConfig =
  (): AppThunk<Promise<RemoteConfigOutcome>> =>
  async (dispatch, getState, { runtime }) => {
    runtime.bundle.rootReducer.inject(featuresSlice)
    const { options } = getState()
    if (options.basic || !options.projectId) {
      dispatch(remoteConfigSkipped())
      return 'skipped'
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
          if (alert) dispatch(raiseAlert({ code: alert }))
          runtime.logger.debug(
            `Remote feature config unavailable (${describeFailure(error)}); using the host settings`,
          )
          dispatch(remoteConfigFailed())
          return isUnreachable(error) ? 'unreachable' : 'failed'
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
      return 'loaded'
    } catch (error) {
      runtime.logger.error('Remote feature config failed', error)
      dispatch(remoteConfigFailed())
      return 'failed'
    }
  }
