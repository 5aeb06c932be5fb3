import { isAnyOf } from '@reduxjs/toolkit'
import type { Runtime } from '../runtime'
import type { AppDispatch } from '../store/types'
import { connectedTarget, type AccountTarget } from './active'
import { refreshBalance } from './balance'
import { refreshIdentity } from './identity'
import {
  accountChanged,
  accountDataUpdated,
  activeNamespaceSet,
  connected,
  networkChanged,
} from './slice'

/** The running sync of one modal, if any. */
const syncOf = (runtime: Runtime) =>
  runtime.extension<{ stop?: () => void }>('core:accountSync', () => ({}))

function refreshAll(dispatch: AppDispatch) {
  // Both thunks settle on their own (snackbar, debug log) and never reject.
  void dispatch(refreshBalance())
  void dispatch(refreshIdentity())
}

/** What became stale between two account states, if the active account changed at all. */
function staleFields(before: AccountTarget | undefined, after: AccountTarget) {
  const sameAccount = before?.namespace === after.namespace && before.address === after.address
  if (sameAccount && before.caipNetworkId === after.caipNetworkId) return undefined
  return {
    // A balance shown under another network's name would be wrong, not just old.
    balance: undefined,
    balanceSymbol: undefined,
    tokenBalance: undefined,
    ...(!sameAccount && {
      profileName: undefined,
      profileSource: undefined,
      profileImage: undefined,
    }),
  }
}

/**
 * Keeps the active account's balance and identity current: refreshes both when the
 * account becomes connected, and when its address, network or namespace changes, clearing what
 * the change made stale first. Refreshes at once when the account is already connected. One
 * sync per modal: a second call returns the first one's stop.
 */
export function startAccountSync(runtime: Runtime): () => void {
  const slot = syncOf(runtime)
  if (slot.stop) return slot.stop
  const unsubscribe = runtime.bundle.startListening({
    matcher: isAnyOf(connected, accountChanged, networkChanged, activeNamespaceSet),
    effect: (_action, api) => {
      const after = connectedTarget(api.getState())
      if (!after) return
      const stale = staleFields(connectedTarget(api.getOriginalState()), after)
      if (!stale) return
      // Cleared before the refresh, so the account never shows another network's balance or
      // another address's name meanwhile; a fresh cache entry reads it back at once.
      api.dispatch(accountDataUpdated({ namespace: after.namespace, data: stale }))
      refreshAll(api.dispatch)
    },
  })
  const stop = () => {
    unsubscribe()
    if (slot.stop === stop) slot.stop = undefined
  }
  slot.stop = stop
  const { store } = runtime.bundle
  if (connectedTarget(store.getState())) refreshAll(store.dispatch)
  return stop
}
