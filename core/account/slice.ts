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
  // The fields below are filled by the account data chunk (core/account/balance.ts,
  // identity.ts). Optional rather than `| undefined` so `emptyAccount` needs no entry for them:
  // this file is in the host page's initial JS, and a reset still clears them.
  /** The identity's avatar URL. */
  profileImage?: string
  /** The native balance on the active network, in human units ("1.5"). */
  balance?: string
  balanceSymbol?: string
  /** Neither the balance service nor the node answered: the view stops waiting for a balance. */
  balanceUnavailable?: boolean
  /** The service's token balances on the active network, zero-decimal tokens left out. */
  tokenBalance?: TokenBalanceEntry[]
}

/** The Token balance entry of SPEC §3, as the balance service sends it. */
export interface TokenBalanceEntry {
  name: string
  symbol: string
  /** CAIP-2 id of the token's network. */
  chainId: string
  /** The token contract; absent for the native token. */
  address?: string | undefined
  /** The holding's worth in USD. */
  value: number
  /** One token's price in USD. */
  price: number
  /** The holding in human units (`numeric`) and the token's decimals, both as strings. */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
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
