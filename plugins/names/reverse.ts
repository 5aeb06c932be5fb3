import {
  accountChanged,
  accountDataUpdated,
  connected,
  selectActiveAccount,
  type AppThunk,
  type StartListening,
} from 'portico/plugin'
import type { NamesApi } from './endpoints'

/**
 * The reverse lookup (`GET /v1/profile/reverse/{address}`): when the connected EVM account
 * has no name from its identity, the name it registered here becomes its profile name, so
 * Account, the button and the connection list show it instead of the short address. An
 * account already named keeps its name; a failure only means the address stays. Never rejects.
 */
export const showRegisteredName =
  (api: NamesApi): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const namespace = getState().account.activeNamespace
    const account = selectActiveAccount(getState())
    const { address } = account
    if (namespace !== 'eip155' || account.status !== 'connected' || !address) return
    if (account.profileName) return
    const result = await dispatch(
      api.endpoints.reverseNames.initiate(address, { subscribe: false }),
    )
    if (!result.data) {
      modal.logger.debug('Reverse name lookup unavailable', { address, error: result.error })
      return
    }
    const [first] = result.data
    const now = selectActiveAccount(getState())
    // The answer belongs to the address asked about, and an identity name that arrived
    // meanwhile wins.
    if (!first || now.address !== address || now.profileName) return
    dispatch(accountDataUpdated({ namespace, data: { profileName: first.name } }))
  }

/**
 * Looks the account's registered name up when an account connects or changes, and when its
 * identity arrives without a name (that answer clears the profile name, whichever came first).
 */
export function startReverseLookup(startListening: StartListening, api: NamesApi): void {
  startListening({
    predicate: (action) =>
      connected.match(action) ||
      accountChanged.match(action) ||
      (accountDataUpdated.match(action) &&
        'profileName' in action.payload.data &&
        !action.payload.data.profileName),
    effect: async (_action, listener) => {
      listener.cancelActiveListeners()
      await listener.dispatch(showRegisteredName(api))
    },
  })
}
