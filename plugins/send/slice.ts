import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CoreState, TokenBalanceEntry } from 'portico/plugin'
import { findTokenEntry } from './tokens'

/**
 * Where the receiver field stands: nothing typed, waiting for the lookup, resolved to an
 * address, or why not (a malformed entry, an address failing its checksum, a name nobody
 * holds, a lookup that failed).
 */
export type ReceiverLookup =
  'idle' | 'resolving' | 'resolved' | 'invalid' | 'badChecksum' | 'notFound' | 'failed'

/**
 * The estimated network fee of the send, quantities as decimal strings of the smallest unit
 * (state stays serializable). `requestId` ties an answer to the request that asked for it, so
 * a late answer for an older form never overwrites a newer one.
 */
export type NetworkFeeEstimate =
  | { status: 'idle' }
  | { status: 'estimating'; requestId: string }
  | { status: 'ready'; requestId: string; gas: string; gasPrice: string }
  | { status: 'failed'; requestId: string; reason: string }

/** The send state, with what the form needs to keep what the visitor typed. */
export interface SendState {
  /** The balance entry chosen to send, from `tokenBalances`. */
  token: TokenBalanceEntry | undefined
  /** The amount as typed, in human units: parsed with the token's decimals only when used. */
  sendTokenAmount: string
  /** The receiver as typed: an address or an account name. */
  receiverInput: string
  /** The address `receiverInput` resolved to; undefined until it has. */
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverLookup: ReceiverLookup
  /** The native balance's worth in USD on the active network, when the service knows it. */
  networkBalanceInUSD: number | undefined
  /** The account's balances on the active network (zero-decimal tokens already left out). */
  tokenBalances: TokenBalanceEntry[]
  networkFee: NetworkFeeEstimate
  /** A send is waiting for the wallet. */
  loading: boolean
  /**
   * The token the view was opened with (symbol, contract or CAIP-10 id), until a balance
   * entry matches it: the balances may arrive after the view opened.
   */
  requestedToken: string | undefined
}

export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: '',
  receiverInput: '',
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  receiverLookup: 'idle',
  networkBalanceInUSD: undefined,
  tokenBalances: [],
  networkFee: { status: 'idle' },
  loading: false,
  requestedToken: undefined,
}

const sameToken = (a: TokenBalanceEntry, b: TokenBalanceEntry) =>
  a.chainId === b.chainId && a.address === b.address

export const sendSlice = createSlice({
  name: 'send',
  initialState: initialSendState,
  reducers: {
    tokenChosen(state, action: PayloadAction<TokenBalanceEntry>) {
      state.token = action.payload
      state.requestedToken = undefined
      // The fee depends on what is sent; the typed amount stays (validated against the new token).
      state.networkFee = { status: 'idle' }
    },
    /**
     * The view was opened naming a token: chosen at once when the account holds it, or as
     * soon as the balances that list it arrive.
     */
    tokenRequested(state, action: PayloadAction<string>) {
      const entry = findTokenEntry(state.tokenBalances, action.payload)
      state.requestedToken = entry ? undefined : action.payload
      if (entry) {
        state.token = entry
        state.networkFee = { status: 'idle' }
      }
    },
    amountTyped(state, action: PayloadAction<string>) {
      state.sendTokenAmount = action.payload
    },
    /** The receiver field changed: what it resolved to before no longer holds. */
    receiverTyped(state, action: PayloadAction<string>) {
      state.receiverInput = action.payload
      state.receiverAddress = undefined
      state.receiverProfileName = undefined
      state.receiverProfileImageUrl = undefined
      state.receiverLookup = action.payload.trim() ? 'resolving' : 'idle'
      state.networkFee = { status: 'idle' }
    },
    /** `input` resolved to `address`; ignored when the visitor has typed something else since. */
    receiverResolved(
      state,
      action: PayloadAction<{ input: string; address: string; name?: string; imageUrl?: string }>,
    ) {
      const { input, address, name, imageUrl } = action.payload
      if (state.receiverInput !== input) return
      state.receiverAddress = address
      state.receiverProfileName = name
      state.receiverProfileImageUrl = imageUrl
      state.receiverLookup = 'resolved'
    },
    /** The identity (name, avatar) of the resolved address, when it still is the receiver. */
    receiverIdentified(
      state,
      action: PayloadAction<{ address: string; name?: string; imageUrl?: string }>,
    ) {
      const { address, name, imageUrl } = action.payload
      if (state.receiverAddress !== address) return
      state.receiverProfileName = name ?? state.receiverProfileName
      state.receiverProfileImageUrl = imageUrl ?? state.receiverProfileImageUrl
    },
    receiverUnresolved(
      state,
      action: PayloadAction<{
        input: string
        reason: Extract<ReceiverLookup, 'invalid' | 'badChecksum' | 'notFound' | 'failed'>
      }>,
    ) {
      if (state.receiverInput !== action.payload.input) return
      state.receiverAddress = undefined
      state.receiverLookup = action.payload.reason
    },
    /**
     * The account's balances changed. A chosen token of another network is dropped (the
     * wallet moved); one still listed takes its fresh quantity.
     */
    balancesSynced(
      state,
      action: PayloadAction<{
        caipNetworkId: string | undefined
        tokenBalances: TokenBalanceEntry[]
        networkBalanceInUSD: number | undefined
      }>,
    ) {
      const { caipNetworkId, tokenBalances, networkBalanceInUSD } = action.payload
      state.tokenBalances = tokenBalances
      state.networkBalanceInUSD = networkBalanceInUSD
      const requested =
        state.requestedToken === undefined
          ? undefined
          : findTokenEntry(tokenBalances, state.requestedToken)
      if (requested) {
        state.token = requested
        state.requestedToken = undefined
        state.networkFee = { status: 'idle' }
        return
      }
      const chosen = state.token
      if (!chosen) return
      if (chosen.chainId !== caipNetworkId) {
        state.token = undefined
        state.networkFee = { status: 'idle' }
        return
      }
      state.token = tokenBalances.find((entry) => sameToken(entry, chosen)) ?? chosen
    },
    feeEstimating(state, action: PayloadAction<string>) {
      state.networkFee = { status: 'estimating', requestId: action.payload }
    },
    feeEstimated(
      state,
      action: PayloadAction<{ requestId: string; gas: string; gasPrice: string }>,
    ) {
      if (!isCurrent(state.networkFee, action.payload.requestId)) return
      state.networkFee = { status: 'ready', ...action.payload }
    },
    feeFailed(state, action: PayloadAction<{ requestId: string; reason: string }>) {
      if (!isCurrent(state.networkFee, action.payload.requestId)) return
      state.networkFee = { status: 'failed', ...action.payload }
    },
    loadingSet(state, action: PayloadAction<boolean>) {
      state.loading = action.payload
    },
    /** Back to an empty form, keeping the balances (they belong to the account, not the send). */
    sendReset(state) {
      return {
        ...initialSendState,
        tokenBalances: state.tokenBalances,
        networkBalanceInUSD: state.networkBalanceInUSD,
      }
    },
  },
})

function isCurrent(fee: NetworkFeeEstimate, requestId: string): boolean {
  return fee.status !== 'idle' && fee.requestId === requestId
}

export const {
  tokenChosen,
  tokenRequested,
  amountTyped,
  receiverTyped,
  receiverResolved,
  receiverIdentified,
  receiverUnresolved,
  balancesSynced,
  feeEstimating,
  feeEstimated,
  feeFailed,
  loadingSet,
  sendReset,
} = sendSlice.actions

/** The send state; the initial one until the plugin's slice is injected. */
export const selectSend = (state: CoreState): SendState => state.send ?? initialSendState

declare module 'portico' {
  interface LazyLoadedSlices {
    send: SendState
  }
}
