import {
  errorMessage,
  isValidAddress,
  lookUpIdentity,
  selectConnectedTarget,
  toChecksumAddress,
  WALLET_SEARCH_WAIT_MS,
  type AppThunk,
  type ChainNamespace,
  type StartListening,
} from 'portico/plugin'
import type { SendApi } from './endpoints'
import { classifyReceiver } from './receiver'
import { receiverIdentified, receiverResolved, receiverTyped, receiverUnresolved } from './slice'

/** The search wait: a lookup starts once the visitor pauses typing this long. */
export const RECEIVER_LOOKUP_WAIT_MS = WALLET_SEARCH_WAIT_MS

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404

/**
 * The name and avatar of a resolved eip155 receiver (`GET /v1/identity/{address}`, cached
 * 5 min). Identities are ENS-style, so other namespaces have none; a failure only means the
 * receiver is shown by address. Never rejects.
 */
export const identifyReceiver =
  (address: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const target = selectConnectedTarget(getState())
    if (target?.namespace !== 'eip155') return
    try {
      const answer = await dispatch(lookUpIdentity(address, target.address))
      if (!answer.ok) {
        modal.logger.debug('Receiver identity unavailable', { address, reason: answer.reason })
        return
      }
      dispatch(receiverIdentified({ address, ...answer.data }))
    } catch (error) {
      modal.logger.debug('Receiver identity unavailable', {
        address,
        reason: errorMessage(error),
      })
    }
  }

/**
 * Looks an account name up (`GET /v1/profile/account/{name}`): the address it belongs to,
 * when that is an address of `namespace`, becomes the receiver. A 404 means nobody holds the
 * name; any other failure, or an address of another kind, is a failed lookup. Never rejects.
 */
const lookUpName =
  (api: SendApi, input: string, name: string, namespace: ChainNamespace): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { modal }) => {
    let answer: { name: string; address: string }
    try {
      const result = await dispatch(
        api.endpoints.lookupAccountName.initiate(name, { subscribe: false }),
      )
      if (!result.data) {
        const notFound = isNotFound(result.error)
        if (!notFound) modal.logger.warn('Account name lookup failed', result.error)
        dispatch(receiverUnresolved({ input, reason: notFound ? 'notFound' : 'failed' }))
        return
      }
      answer = result.data
    } catch (error) {
      modal.logger.warn('Account name lookup failed', error)
      dispatch(receiverUnresolved({ input, reason: 'failed' }))
      return
    }
    if (!isValidAddress(namespace, answer.address)) {
      modal.logger.warn(`The name ${name} resolved to no ${namespace} address`, answer)
      dispatch(receiverUnresolved({ input, reason: 'failed' }))
      return
    }
    const address = namespace === 'eip155' ? toChecksumAddress(answer.address) : answer.address
    dispatch(receiverResolved({ input, address, name: answer.name }))
    await dispatch(identifyReceiver(address))
  }

/**
 * Resolves what the visitor typed as the receiver: an address of the account's namespace
 * is the receiver at once (then named by its identity), an account name is looked up with
 * the plugin's `api`, and anything else is refused with the reason. Results for an entry the
 * visitor has since changed are dropped by the slice. Never rejects.
 */
export const resolveReceiver =
  (api: SendApi, input: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const namespace = getState().account.activeNamespace
    if (!namespace) {
      dispatch(receiverUnresolved({ input, reason: 'invalid' }))
      return
    }
    const entry = classifyReceiver(namespace, input)
    switch (entry.kind) {
      case 'empty':
        return
      case 'invalid':
        dispatch(receiverUnresolved({ input, reason: entry.reason }))
        return
      case 'address':
        dispatch(receiverResolved({ input, address: entry.address }))
        await dispatch(identifyReceiver(entry.address))
        return
      case 'name':
        await dispatch(lookUpName(api, input, entry.name, namespace))
    }
  }

/**
 * Resolves the receiver as the visitor types: a complete address at once, anything else once
 * typing pauses for the search wait (so a half-typed name is neither looked up nor called
 * invalid). Each keystroke cancels the wait of the one before.
 */
export function startReceiverLookup(startListening: StartListening, api: SendApi): void {
  startListening({
    actionCreator: receiverTyped,
    effect: async (action, listener) => {
      listener.cancelActiveListeners()
      const input = action.payload
      const namespace = listener.getState().account.activeNamespace
      const entry = namespace ? classifyReceiver(namespace, input) : undefined
      if (entry?.kind === 'empty') return
      if (entry?.kind !== 'address') await listener.delay(RECEIVER_LOOKUP_WAIT_MS)
      await listener.dispatch(resolveReceiver(api, input))
    },
  })
}
