import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { modalClosed, type CoreState } from 'portico/plugin'
import type { PaymentMethod } from './schemas'

/**
 * What the visitor chose on the Buy view. A field left undefined takes its default from the
 * options and the connected network (selectors.ts), so the choices stay valid when the
 * options arrive late or the wallet moves to another network.
 */
export interface BuyForm {
  /** The purchase currency's id in the options. */
  currency: string | undefined
  /** The network's name in the options (`base`), for the chosen currency. */
  network: string | undefined
  /** ISO 4217: USD, EUR. */
  paymentCurrency: string | undefined
  method: PaymentMethod
  /** What is spent before fees, in the payment currency, as typed (a decimal string). */
  amount: string
}

/** A purchase whose checkout was opened: what the modal waits to see arrive. */
export interface Purchase {
  /** The plain address the purchase is delivered to, and its network (CAIP-2). */
  address: string
  chainId: string
  symbol: string
  /** What the quote said arrives and what is charged, as decimal strings, when quoted. */
  cryptoAmount: string | undefined
  fiatTotal: string | undefined
  fiatCurrency: string
  /** The token's CAIP-10 id (its balance is read afresh on arrival); none for a native coin. */
  tokenId: string | undefined
  /** When the checkout opened (ms since the epoch): names the purchase in every action. */
  openedAt: number
  /** When the current wait began: the checkout's opening, or Keep waiting. Bounded from here. */
  waitSince: number
  /**
   * The onramp transactions the history listed when the checkout opened: any other one is
   * this purchase. Undefined when that first look failed: then the first confirmed one mined
   * after `openedAt` is.
   */
  known: string[] | undefined
  status: 'waiting' | 'arrived' | 'timedOut' | 'stopped'
  /** The arrived transaction's hash and amount, once it arrived. */
  txHash?: string
  arrivedAmount?: string
}

export interface OnrampState {
  form: BuyForm
  /** The checkout URL is being made: Continue waits. */
  opening: boolean
  /** Why the last Continue did not open the checkout (a translation key), until the next. */
  openError: 'urlFailed' | 'notConnected' | undefined
  purchase: Purchase | undefined
}

export const initialBuyForm: BuyForm = {
  currency: undefined,
  network: undefined,
  paymentCurrency: undefined,
  method: 'card',
  amount: '',
}

export const initialOnrampState: OnrampState = {
  form: initialBuyForm,
  opening: false,
  openError: undefined,
  purchase: undefined,
}

export const onrampSlice = createSlice({
  name: 'onramp',
  initialState: initialOnrampState,
  reducers: {
    /** The view's data, or the visitor's choice: the fields given replace the form's. */
    formChanged(state, action: PayloadAction<Partial<BuyForm>>) {
      const changes = action.payload
      // Another currency has other networks: its default network applies again.
      if (changes.currency !== undefined && changes.currency !== state.form.currency) {
        state.form.network = undefined
      }
      Object.assign(state.form, changes)
    },
    checkoutOpening(state) {
      state.opening = true
      state.openError = undefined
    },
    checkoutFailed(state, action: PayloadAction<NonNullable<OnrampState['openError']>>) {
      state.opening = false
      state.openError = action.payload
    },
    /** The provider's checkout is open: the modal waits for the purchase. */
    checkoutOpened(state, action: PayloadAction<Omit<Purchase, 'status' | 'waitSince'>>) {
      state.opening = false
      state.purchase = { ...action.payload, waitSince: action.payload.openedAt, status: 'waiting' }
    },
    /** The first look at the history, when it answered after the checkout opened. */
    knownPurchasesRead(state, action: PayloadAction<{ openedAt: number; ids: string[] }>) {
      const { purchase } = state
      if (purchase?.openedAt === action.payload.openedAt && purchase.known === undefined) {
        purchase.known = action.payload.ids
      }
    },
    purchaseArrived(
      state,
      action: PayloadAction<{ openedAt: number; txHash: string; amount: string | undefined }>,
    ) {
      const { purchase } = state
      if (purchase?.openedAt !== action.payload.openedAt || purchase.status === 'arrived') return
      purchase.status = 'arrived'
      purchase.txHash = action.payload.txHash
      purchase.arrivedAmount = action.payload.amount
    },
    /** The bounded wait ended without the purchase. */
    waitTimedOut(state, action: PayloadAction<{ openedAt: number }>) {
      const { purchase } = state
      if (purchase?.openedAt === action.payload.openedAt && purchase.status === 'waiting') {
        purchase.status = 'timedOut'
      }
    },
    /** Keep waiting after a timeout: a new bounded wait, from now. */
    waitResumed(state, action: PayloadAction<{ now: number }>) {
      const { purchase } = state
      if (purchase?.status !== 'timedOut') return
      purchase.status = 'waiting'
      purchase.waitSince = action.payload.now
    },
    /** The visitor stopped waiting: the purchase may still arrive in the wallet. */
    waitStopped(state) {
      if (state.purchase?.status === 'waiting' || state.purchase?.status === 'timedOut') {
        state.purchase.status = 'stopped'
      }
    },
    /** A new purchase: the last one is forgotten, the form keeps the choices. */
    purchaseCleared(state) {
      state.purchase = undefined
      state.openError = undefined
    },
  },
  extraReducers: (builder) =>
    // Closing the modal ends the wait (its polling with it); the purchase still arrives.
    builder.addCase(modalClosed, (state) => {
      state.opening = false
      if (state.purchase?.status === 'waiting' || state.purchase?.status === 'timedOut') {
        state.purchase.status = 'stopped'
      }
    }),
})

export const {
  formChanged,
  checkoutOpening,
  checkoutFailed,
  checkoutOpened,
  knownPurchasesRead,
  purchaseArrived,
  waitTimedOut,
  waitResumed,
  waitStopped,
  purchaseCleared,
} = onrampSlice.actions

/** The onramp state; the initial one until the plugin's slice is injected. */
export const selectOnramp = (state: CoreState): OnrampState => state.onramp ?? initialOnrampState

declare module 'portico' {
  interface LazyLoadedSlices {
    onramp: OnrampState
  }
}
