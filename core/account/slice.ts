import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../chains'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** The part of the per-namespace account state (SPEC §3) that the shell needs to route and label. */
export interface NamespaceAccount {
  status: ConnectionStatus
  caipAddress: string | undefined
  address: string | undefined
  /** The wallet's active network, as a CAIP-2 id. */
  caipNetworkId: string | undefined
  /** The connector that holds the connection. */
  connectorId: string | undefined
  profileName: string | undefined
}

export interface AccountState {
  activeNamespace: ChainNamespace | undefined
  byNamespace: Partial<Record<ChainNamespace, NamespaceAccount>>
}

const emptyAccount: NamespaceAccount = {
  status: 'disconnected',
  caipAddress: undefined,
  address: undefined,
  caipNetworkId: undefined,
  connectorId: undefined,
  profileName: undefined,
}

export const accountSlice = createSlice({
  name: 'account',
  initialState: { activeNamespace: undefined, byNamespace: {} } as AccountState,
  reducers: {
    activeNamespaceSet(state, action: PayloadAction<ChainNamespace>) {
      state.activeNamespace = action.payload
    },
    accountUpdated(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; changes: Partial<NamespaceAccount> }>,
    ) {
      const { namespace, changes } = action.payload
      state.byNamespace[namespace] = {
        ...(state.byNamespace[namespace] ?? emptyAccount),
        ...changes,
      }
    },
    /** Clears the account's data and marks it disconnected (SPEC §4). */
    accountReset(state, action: PayloadAction<ChainNamespace>) {
      state.byNamespace[action.payload] = { ...emptyAccount }
    },
  },
  selectors: {
    selectActiveAccount: (state): NamespaceAccount =>
      (state.activeNamespace && state.byNamespace[state.activeNamespace]) || emptyAccount,
  },
})

export const { activeNamespaceSet, accountUpdated, accountReset } = accountSlice.actions
export const { selectActiveAccount } = accountSlice.selectors
