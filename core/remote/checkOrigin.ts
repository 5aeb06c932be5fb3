import { raiseAlert } from '../alerts/attach'
import { pageOrigin } from '../env/device'
import type { ServiceError } from '../api/serviceQuery'
import { originsResponseSchema } from '../api/schemas/walletServices'
import { servicesOf } from '../services'
import type { AppThunk } from '../store/types'
import { alertForStatus } from './alertForStatus'
import { readCachedAnswer, writeCachedAnswer } from './cache'
import { describeFailure } from './unreachable'

/**
 * Whether a page origin is on the allowlist. Entries are exact origins, or patterns with
 * one leading `*.` that match any subdomain (`https://*.example.com`).
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const normalized = origin.toLowerCase()
  return allowed.some((entry) => {
    const candidate = entry.trim().toLowerCase().replace(/\/+$/, '')
    if (candidate === normalized) return true
    const wildcard = /^([a-z]+:\/\/)?\*\.(.+)$/.exec(candidate)
    if (!wildcard) return false
    const [, scheme = '', domain = ''] = wildcard
    const url = URL.canParse(normalized) ? new URL(normalized) : undefined
    if (!url) return false
    if (scheme && `${url.protocol}//` !== scheme) return false
    return url.host.endsWith(`.${domain}`)
  })
}

/**
 * Checks the page origin against `GET /projects/v1/origins`; raises unverified-domain if
 * absent. The check is optional: when the allowlist cannot be had, the modal works on, with
 * one debug line of the kit's logger (and the alert of a busy or broken service).
 */
export const checkOrigin =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    const { options } = getState()
    if (!options.projectId) return
    try {
      // The allowlist of the last few minutes is reused (see cache.ts); failures are not kept.
      const scope = { projectId: options.projectId, endpoint: options.endpoints.walletServices }
      let answer = readCachedAnswer('origins', scope, originsResponseSchema)
      if (!answer) {
        const { walletServices } = await servicesOf(runtime)
        const result = await dispatch(
          walletServices.endpoints.getAllowedOrigins.initiate(undefined, { subscribe: false }),
        )
        if (result.error || !result.data) {
          const error = result.error as ServiceError | undefined
          const alert = error && alertForStatus(error)
          if (alert) dispatch(raiseAlert({ code: alert }))
          runtime.logger.debug(
            `Origin allowlist unavailable (${describeFailure(error)}); the origin is not checked`,
          )
          return
        }
        answer = result.data
        writeCachedAnswer('origins', scope, answer)
      }
      if (!isOriginAllowed(pageOrigin(), answer.allowedOrigins)) {
        dispatch(raiseAlert({ code: 'UNVERIFIED_DOMAIN' }))
      }
    } catch (error) {
      runtime.logger.error('Origin check failed', error)
    }
  }
