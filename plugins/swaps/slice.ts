import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CoreState } from 'portico/plugin'
import type { SwapArgs } from './args'

/**
 * Where a swap stands once the visitor confirmed it: the wallet is asked for the approval,
 * then for the swap, which is then waited on until mined; it ends in success (with the hash)
 * or failure (with the wallet's or the node's reason).
 */
export type SwapProgress =
  | { status: 'idle' }
  | { status: 'approving' }
  | { status: 'swapping' }
  | { status: 'pending'; hash: string }
  | { status: 'success'; hash: string; caipNetworkId: string }
  | { status: 'failed'; reason: string }

/** The Swap form as the visitor filled it, and the swap's progress. */
export interface SwapsState {
  /** CAIP-10 ids of the tokens sold and bought; undefined until chosen. */
  fromToken: string | undefined
  toToken: string | undefined
  /** The network the tokens are of: a change of network resets them. */
  caipNetworkId: string | undefined
  /** The amount as typed, in human units of the side it was typed on. */
  amount: string
  /** Which amount the visitor typed: what is sold, or what is bought. */
  side: 'sell' | 'buy'
  progress: SwapProgress
  /**
   * The tokens the view was opened with (`modal.open({ view: 'Swap', data })`), kept until the
   * network's token list is known to match them against.
   */
  requested: SwapArgs | undefined
}

export const initialSwapsState: SwapsState = {
  fromToken: undefined,
  toToken: undefined,
  caipNetworkId: undefined,
  amount: '',
  side: 'sell',
  progress: { status: 'idle' },
  requested: undefined,
}

export const swapsSlice = createSlice({
  name: 'swaps',
  initialState: initialSwapsState,
  reducers: {
    /** The form for a network: what it held for another network no longer applies. */
    networkEntered(state, action: PayloadAction<string>) {
      if (state.caipNetworkId === action.payload) return
      // What the view was opened with still waits for this network's token list.
      return { ...initialSwapsState, caipNetworkId: action.payload, requested: state.requested }
    },
    /** The view was opened with data: applied once the network's list is known. */
    argsRequested(state, action: PayloadAction<SwapArgs>) {
      state.requested = action.payload
    },
    /** Tokens (CAIP-10 ids of the network's list) and an amount filled in for the visitor. */
    formPrefilled(
      state,
      action: PayloadAction<{ fromToken?: string; toToken?: string; amount?: string }>,
    ) {
      const { fromToken, toToken, amount } = action.payload
      state.requested = undefined
      if (fromToken) state.fromToken = fromToken
      if (toToken) state.toToken = toToken
      if (amount !== undefined) {
        state.amount = amount
        state.side = 'sell'
      }
      state.progress = { status: 'idle' }
    },
    /** A token chosen for one side; choosing the other side's token swaps the two. */
    tokenChosen(state, action: PayloadAction<{ side: 'from' | 'to'; token: string }>) {
      const { side, token } = action.payload
      if (side === 'from') {
        if (state.toToken === token) state.toToken = state.fromToken
        state.fromToken = token
      } else {
        if (state.fromToken === token) state.fromToken = state.toToken
        state.toToken = token
      }
    },
    /** The two tokens trade places; the typed amount stays on the side it was typed for. */
    tokensFlipped(state) {
      const { fromToken, toToken } = state
      state.fromToken = toToken
      state.toToken = fromToken
      state.side = state.side === 'sell' ? 'buy' : 'sell'
    },
    amountTyped(state, action: PayloadAction<{ side: 'sell' | 'buy'; amount: string }>) {
      state.amount = action.payload.amount
      state.side = action.payload.side
    },
    progressed(state, action: PayloadAction<SwapProgress>) {
      state.progress = action.payload
    },
    /** After a swap succeeded: the same tokens, no amount. */
    formCleared(state) {
      state.amount = ''
      state.side = 'sell'
    },
  },
})

export const {
  networkEntered,
  argsRequested,
  formPrefilled,
  tokenChosen,
  tokensFlipped,
  amountTyped,
  progressed,
  formCleared,
} = swapsSlice.actions

/** The swaps state; the initial one until the plugin's slice is injected. */
export const selectSwaps = (state: CoreState): SwapsState => state.swaps ?? initialSwapsState

declare module 'portico' {
  interface LazyLoadedSlices {
    swaps: SwapsState
  }
}
