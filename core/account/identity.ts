import { IDENTITY_CACHE_MS } from '../constants'
import type { AppThunk } from '../store/types'
import { answerOf, connectedTarget, isStillActive } from './active'
import { accountApiOf } from './endpoints'
import { accountDataUpdated } from './slice'

/**
 * An avatar is put into an `<img>` as it comes; only absolute addresses are kept, so a
 * malformed value shows the placeholder instead of a broken image.
 */
export const avatarOf = (avatar: string | null | undefined) =>
  avatar && URL.canParse(avatar) ? avatar : undefined

/**
 * Reads the active account's identity name and avatar (`GET /v1/identity/{address}`, cached
 * 5 min) into `profileName` and `profileImage`. Identities are ENS-style names, so
 * only eip155 accounts have one. A failure is not worth the visitor's attention: it is logged
 * at debug level and the account shows its address instead. Never rejects.
 */
export const refreshIdentity =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    const target = connectedTarget(getState())
    if (!target || target.namespace !== 'eip155') return
    const answer = await answerOf(async () => {
      const api = await accountApiOf(runtime)
      return dispatch(
        api.endpoints.getIdentity.initiate(
          { address: target.address, sender: target.address },
          // Reused for 5 min even while a view still holds the cache entry.
          { subscribe: false, forceRefetch: IDENTITY_CACHE_MS / 1000 },
        ),
      )
    })
    if (!answer.ok) {
      runtime.logger.debug('Identity unavailable', {
        address: target.address,
        reason: answer.reason,
      })
      return
    }
    // The identity belongs to the address, whatever network the account moved to meanwhile.
    if (!isStillActive(getState(), target, false)) return
    dispatch(
      accountDataUpdated({
        namespace: target.namespace,
        data: {
          profileName: answer.data.name || undefined,
          profileImage: avatarOf(answer.data.avatar),
        },
      }),
    )
  }
