import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../chains'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** The part of the per-namespace account state that the shell needs to route and label. */
export interface NamespaceAccount {
  status: ConnectionStatus
  caipAddress: string | undefined
  address: string | undefined
  /** The wallet's active network, as a CAIP-2 id. */
  caipNetworkId: string | undefined
  /** The connector that holds the connection. */
  connectorId: string | undefined
  profileName: string | undefined
  /**
   * How the account was signed in to, where its connector stands for more than one way (the
   * embedded wallet: 'GitHub', 'Farcaster'; none for e-mail): the connection list says it in
   * place of the connector's name.
   */
  profileSource?: string
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

/** One token balance entry, as the balance service sends it. */
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

/** A connection that is now connected: who, on which network, through which connector. */
export interface ConnectedPayload {
  namespace: ChainNamespace
  address: string
  caipAddress: string
  caipNetworkId: string
  connectorId: string
}

/** What the account data chunk fills in after connecting: identity and balances. */
export type AccountData = Pick<
  NamespaceAccount,
  | 'profileName'
  | 'profileSource'
  | 'profileImage'
  | 'balance'
  | 'balanceSymbol'
  | 'balanceUnavailable'
  | 'tokenBalance'
>

/**
 * The account per namespace, changed only by events that say what happened (connected,
 * accountChanged, networkChanged, disconnected, ...): plugins react to those by name, and
 * one listener decides what follows a connection (core/connection/afterConnect).
 */
export const accountSlice = createSlice({
  name: 'account',
  initialState: { activeNamespace: undefined, byNamespace: {} } as AccountState,
  reducers: {
    activeNamespaceSet(state, action: PayloadAction<ChainNamespace>) {
      state.activeNamespace = action.payload
    },
    /** A connection attempt (or the restore of a stored one) started. */
    connectionStarted(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      const { namespace } = action.payload
      state.byNamespace[namespace] = {
        ...(state.byNamespace[namespace] ?? emptyAccount),
        status: 'connecting',
      }
    },
    /** The attempt failed or was given up: nothing is connected in the namespace. */
    connectionFailed(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      state.byNamespace[action.payload.namespace] = { ...emptyAccount }
    },
    connected: {
      /**
       * `via`: the visitor connected just now, or a connection remembered from an earlier
       * visit was restored (nothing to decide for the modal then but the network).
       */
      prepare: (payload: ConnectedPayload, via: 'visitor' | 'restore') => ({
        payload,
        meta: { via },
      }),
      reducer(
        state,
        action: PayloadAction<ConnectedPayload, string, { via: 'visitor' | 'restore' }>,
      ) {
        const { namespace, address, caipAddress, caipNetworkId, connectorId } = action.payload
        state.byNamespace[namespace] = {
          ...(state.byNamespace[namespace] ?? emptyAccount),
          status: 'connected',
          address,
          caipAddress,
          caipNetworkId,
          connectorId,
        }
      },
    },
    /** The wallet's active account changed (same connection). */
    accountChanged(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; address: string; caipAddress: string }>,
    ) {
      const account = state.byNamespace[action.payload.namespace]
      if (!account) return
      account.address = action.payload.address
      account.caipAddress = action.payload.caipAddress
    },
    /** The wallet moved to another network (same connection). */
    networkChanged(
      state,
      action: PayloadAction<{
        namespace: ChainNamespace
        caipNetworkId: string
        caipAddress?: string
      }>,
    ) {
      const account = state.byNamespace[action.payload.namespace]
      if (!account) return
      account.caipNetworkId = action.payload.caipNetworkId
      if (action.payload.caipAddress !== undefined) account.caipAddress = action.payload.caipAddress
    },
    /** Clears the account's data and marks it disconnected. */
    disconnected(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      state.byNamespace[action.payload.namespace] = { ...emptyAccount }
    },
    /** Identity and balances, as the account data chunk reads them. */
    accountDataUpdated(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; data: Partial<AccountData> }>,
    ) {
      const account = state.byNamespace[action.payload.namespace]
      if (!account) return
      Object.assign(account, action.payload.data)
    },
  },
  selectors: {
    selectActiveAccount: (state): NamespaceAccount =>
      (state.activeNamespace && state.byNamespace[state.activeNamespace]) || emptyAccount,
  },
})

export const {
  activeNamespaceSet,
  connectionStarted,
  connectionFailed,
  connected,
  accountChanged,
  networkChanged,
  disconnected,
  accountDataUpdated,
} = accountSlice.actions
export const { selectActiveAccount } = accountSlice.selectors
