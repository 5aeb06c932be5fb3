import type { AppThunk } from '../store/types'
import { answerOf, type ServiceAnswer } from './active'
import { accountApiOf } from './endpoints'
import { avatarOf } from './identity'

/** The name and avatar an address is known by; either may be missing. */
export interface AccountIdentity {
  name: string | undefined
  /** An absolute avatar URL, ready for an `<img>`; malformed values are left out. */
  imageUrl: string | undefined
}

/**
 * Looks up the identity of any address, not only the connected one's
 * (`GET /v1/identity/{address}`, cached 5 min and shared with the account's own identity):
 * e.g. to show who receives a send. Identities are ENS-style names, so only eip155
 * addresses have one. `sender` is the connected address asking, which the service may use to
 * resolve the name. Never rejects: a failure is an answer with its reason (show the address
 * instead).
 */
export const lookUpIdentity =
  (address: string, sender?: string): AppThunk<Promise<ServiceAnswer<AccountIdentity>>> =>
  async (dispatch, _getState, { runtime }) => {
    const answer = await answerOf(async () => {
      const api = await accountApiOf(runtime)
      return dispatch(api.endpoints.getIdentity.initiate({ address, sender }, { subscribe: false }))
    })
    if (!answer.ok) return answer
    return {
      ok: true,
      data: { name: answer.data.name || undefined, imageUrl: avatarOf(answer.data.avatar) },
    }
  }
