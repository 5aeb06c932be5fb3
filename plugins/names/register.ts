import { accountDataUpdated, PorticoError, selectCurrentView, type AppThunk } from 'portico/plugin'
import { NAME_COIN_TYPE } from './constants'
import type { NamesApi } from './endpoints'
import { nameIssue, normalizeName } from './rules'
import { registrationMessage } from './schemas'
import {
  registrationFailed,
  registrationSigned,
  registrationStarted,
  registrationSucceeded,
  type RegistrationFailure,
} from './slice'

/** What the service's refusal means, by HTTP status. */
const FAILURE_BY_STATUS: Readonly<Record<number, RegistrationFailure>> = {
  400: 'invalid',
  401: 'signature',
  409: 'taken',
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined

const declined = (error: unknown) =>
  error instanceof PorticoError &&
  (error.code === 'SIGNATURE_DECLINED' || error.code === 'WALLET_REJECTED')

/**
 * Registers `typed` for the connected EVM account: the wallet signs the registration
 * message, the service checks the signature and keeps the name, and the account shows it at
 * once (its identity is looked up again). Then the success view takes the form's place; a
 * failure leaves (or brings) the visitor on the form, with the reason. Never rejects.
 */
export const registerName =
  (api: NamesApi, typed: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const name = normalizeName(typed)
    const fail = (reason: RegistrationFailure) => {
      dispatch(registrationFailed({ name, reason }))
      if (selectCurrentView(getState()) !== 'RegisterAccountName') {
        modal.router.push('RegisterAccountName')
      }
    }
    if (nameIssue(name)) return fail('invalid')
    const wallet = modal.wallet()
    if (!wallet) return fail('notConnected')
    if (wallet.namespace !== 'eip155') return fail('unsupported')
    dispatch(registrationStarted(name))
    const message = registrationMessage(name, Date.now())
    let signature: string
    try {
      signature = await wallet.signMessage(message)
    } catch (error) {
      if (!declined(error)) modal.logger.warn('The name registration was not signed', error)
      return fail(declined(error) ? 'declined' : 'failed')
    }
    dispatch(registrationSigned())
    const result = await dispatch(
      api.endpoints.registerName.initiate({
        coin_type: NAME_COIN_TYPE,
        address: wallet.address,
        message,
        signature,
      }),
    )
    if (!result.data) {
      const status = statusOf(result.error)
      const reason = (typeof status === 'number' && FAILURE_BY_STATUS[status]) || 'failed'
      if (reason === 'failed') modal.logger.warn('The name registration failed', result.error)
      return fail(reason)
    }
    dispatch(registrationSucceeded())
    // The account shows its new name now; the identity call, invalidated by the registration,
    // answers it from then on.
    dispatch(
      accountDataUpdated({ namespace: wallet.namespace, data: { profileName: result.data.name } }),
    )
    modal.track('REGISTER_NAME_SUCCESS', { name: result.data.name })
    if (selectCurrentView(getState()) === 'RegisterAccountName') {
      modal.router.replace('RegisterAccountNameSuccess', { name: result.data.name })
    } else {
      modal.router.push('RegisterAccountNameSuccess', { name: result.data.name })
    }
  }
