import { createSelector } from '@reduxjs/toolkit'
import type { Network } from '../chains/network'
import type { CoreState } from '../store/types'
import { connectedTarget } from './active'
import { selectActiveAccount, type ConnectionStatus, type TokenBalanceEntry } from './slice'

const NO_BALANCES: readonly TokenBalanceEntry[] = []

/** The connected address of the active namespace; undefined while nobody is connected. */
export const selectAddress = (state: CoreState): string | undefined => {
  const account = selectActiveAccount(state)
  return account.status === 'connected' ? account.address : undefined
}

/** disconnected, connecting or connected, for the active namespace. */
export const selectConnectionStatus = (state: CoreState): ConnectionStatus =>
  selectActiveAccount(state).status

/** The host's networks, resolved from its options. */
export const selectNetworks = (state: CoreState): readonly Network[] => state.options.networks

// Typed as a plain selector: the memoizer's own fields (recomputations, resultFunc...) are
// not part of the kit's API.
/**
 * The wallet's network when it is one of the host's; undefined while disconnected or when
 * the wallet sits on a network the host did not configure.
 */
export const selectActiveNetwork: (state: CoreState) => Network | undefined = createSelector(
  [(state: CoreState) => selectActiveAccount(state).caipNetworkId, selectNetworks],
  (caipNetworkId, networks) =>
    caipNetworkId === undefined
      ? undefined
      : networks.find((network) => network.caipNetworkId === caipNetworkId),
)

/** The account's token balances on the active network (zero-decimal tokens left out). */
export const selectTokenBalances = (state: CoreState): readonly TokenBalanceEntry[] =>
  selectActiveAccount(state).tokenBalance ?? NO_BALANCES

/**
 * The connected account as the target of a read (namespace, address, network), or
 * undefined: capture it before a slow call and compare after (`isStillActive`).
 */
export const selectConnectedTarget = connectedTarget
