import { isAnyOf } from '@reduxjs/toolkit'
import {
  accountChanged,
  accountDataUpdated,
  connected,
  connectionFailed,
  connectionStarted,
  disconnected,
  namespaceChanged,
  networkChanged,
  selectActiveAccount,
  type AppThunk,
  type CoreState,
  type StartListening,
} from 'portico/plugin'
import { balancesSynced, sendReset } from './slice'
import { isNativeToken } from './tokens'

/**
 * Copies the account's balances on its active network into the send state
 * (`tokenBalances`, `networkBalanceInUSD`). The account's own refresh (`refreshBalance`)
 * reads them; the send state follows, so there is one source and no second request.
 */
export const syncSendBalances = (): AppThunk => (dispatch, getState) => {
  const account = selectActiveAccount(getState())
  const caipNetworkId = account.status === 'connected' ? account.caipNetworkId : undefined
  const tokenBalances = caipNetworkId
    ? (account.tokenBalance ?? []).filter((entry) => entry.chainId === caipNetworkId)
    : []
  dispatch(
    balancesSynced({
      caipNetworkId,
      tokenBalances,
      networkBalanceInUSD: tokenBalances.find(isNativeToken)?.value,
    }),
  )
}

/** Who is sending: another address or namespace makes the form someone else's. */
const senderOf = (state: CoreState) => {
  const account = selectActiveAccount(state)
  return `${state.account.activeNamespace ?? ''} ${account.status === 'connected' ? (account.address ?? '') : ''}`
}

/** Every event that changes the account: its connection, address, network, namespace or data. */
const accountEvent = isAnyOf(
  connectionStarted,
  connectionFailed,
  connected,
  accountChanged,
  networkChanged,
  disconnected,
  namespaceChanged,
  accountDataUpdated,
)

/**
 * Keeps the send state in step with the account: balances follow it, and when the sender
 * changes (another account, namespace, or a disconnect) the form is cleared, so nothing typed
 * for one account is sent from another.
 */
export function startBalanceSync(startListening: StartListening): void {
  startListening({
    matcher: accountEvent,
    effect: (_action, api) => {
      const before = api.getOriginalState()
      const after = api.getState()
      if (senderOf(before) !== senderOf(after)) api.dispatch(sendReset())
      const was = selectActiveAccount(before)
      const is = selectActiveAccount(after)
      if (
        was.tokenBalance !== is.tokenBalance ||
        was.caipNetworkId !== is.caipNetworkId ||
        was.status !== is.status ||
        senderOf(before) !== senderOf(after)
      ) {
        api.dispatch(syncSendBalances())
      }
    },
  })
}
