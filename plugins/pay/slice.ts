import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { modalClosed } from 'portico/plugin'
import type { PaymentConfig } from './config'
import { EXCHANGES_SHOWN } from './constants'
import type { PaymentErrorInfo } from './errors'
import type { Exchange } from './exchangeSchemas'
import { randomPaymentId } from './paymentId'
import type { PaymentResult } from './types'

/** A payment's status; UNKNOWN is what an exchange may answer while it cannot tell yet. */
export type PaymentStatus = 'IN_PROGRESS' | 'SUCCESS' | 'FAILED' | 'UNKNOWN'

/** The attempt under way or last made. */
export interface CurrentPayment {
  type: 'wallet' | 'exchange'
  exchangeId?: string
  sessionId?: string
  status: PaymentStatus
  /** What the host's `pay()` resolves with, once the payment succeeded. */
  result?: PaymentResult
}

/** The payment state, plus what the Pay view needs to draw its options. */
export interface PayState {
  isConfigured: boolean
  config: PaymentConfig | undefined
  /** A fresh random id per payment: late answers of an earlier payment are told apart by it. */
  paymentId: string | undefined
  error: PaymentErrorInfo | undefined
  isPaymentInProgress: boolean
  /** At most EXCHANGES_SHOWN. */
  exchanges: Exchange[]
  exchangesStatus: 'idle' | 'loading' | 'loaded' | 'failed'
  /** The exchange whose pay URL is being fetched: every exchange option waits meanwhile. */
  loadingExchangeId: string | undefined
  currentPayment: CurrentPayment | undefined
  /** The modal closed before the payment ended (and nothing that could still end it runs). */
  closed: boolean
  /** Connect was opened from Pay: the visitor comes back to Pay once connected. */
  resumeAfterConnect: boolean
  /** The wallet disconnected during the attempt: no auto-close then. */
  walletDisconnected: boolean
}

export const initialPayState: PayState = {
  isConfigured: false,
  config: undefined,
  paymentId: undefined,
  error: undefined,
  isPaymentInProgress: false,
  exchanges: [],
  exchangesStatus: 'idle',
  loadingExchangeId: undefined,
  currentPayment: undefined,
  closed: false,
  resumeAfterConnect: false,
  walletDisconnected: false,
}

/** Every action about one payment names it, so an answer that arrives late changes nothing. */
type ForPayment<T = unknown> = { paymentId: string } & T

const isEnded = (payment: CurrentPayment | undefined) =>
  payment?.status === 'SUCCESS' || payment?.status === 'FAILED'

export const paySlice = createSlice({
  name: 'pay',
  initialState: initialPayState,
  reducers: {
    /** A host's `pay(config)`: everything of an earlier payment is forgotten. */
    paymentStarted: {
      reducer: (_state, action: PayloadAction<{ config: PaymentConfig; paymentId: string }>) => ({
        ...initialPayState,
        isConfigured: true,
        config: action.payload.config,
        paymentId: action.payload.paymentId,
      }),
      prepare: (config: PaymentConfig) => ({ payload: { config, paymentId: randomPaymentId() } }),
    },
    exchangesRequested(state, action: PayloadAction<ForPayment>) {
      if (action.payload.paymentId === state.paymentId) state.exchangesStatus = 'loading'
    },
    exchangesLoaded(state, action: PayloadAction<ForPayment<{ exchanges: Exchange[] }>>) {
      if (action.payload.paymentId !== state.paymentId) return
      state.exchanges = action.payload.exchanges.slice(0, EXCHANGES_SHOWN)
      state.exchangesStatus = 'loaded'
    },
    exchangesFailed(state, action: PayloadAction<ForPayment<{ error: PaymentErrorInfo }>>) {
      if (action.payload.paymentId !== state.paymentId) return
      state.exchanges = []
      state.exchangesStatus = 'failed'
      state.error = action.payload.error
    },
    /** An exchange was picked: its pay URL is on the way. */
    exchangeSelected(state, action: PayloadAction<ForPayment<{ exchangeId: string }>>) {
      if (action.payload.paymentId !== state.paymentId) return
      state.loadingExchangeId = action.payload.exchangeId
      state.error = undefined
    },
    /**
     * An attempt that could not start: no pay URL ('Failed to pay with exchange', the
     * loading marker is cleared), or no wallet to pay from. The visitor may try again.
     */
    attemptRefused(state, action: PayloadAction<ForPayment<{ error: PaymentErrorInfo }>>) {
      if (action.payload.paymentId !== state.paymentId) return
      state.loadingExchangeId = undefined
      state.error = action.payload.error
    },
    /** The exchange's page is open: the payment is under way there. */
    exchangePaymentOpened(
      state,
      action: PayloadAction<ForPayment<{ exchangeId: string; sessionId: string }>>,
    ) {
      if (action.payload.paymentId !== state.paymentId) return
      const { exchangeId, sessionId } = action.payload
      state.loadingExchangeId = undefined
      state.currentPayment = { type: 'exchange', exchangeId, sessionId, status: 'IN_PROGRESS' }
      state.isPaymentInProgress = true
      state.error = undefined
      state.walletDisconnected = false
    },
    /** A poll of the buy status that did not end the payment. */
    buyStatusPolled(
      state,
      action: PayloadAction<ForPayment<{ status: 'IN_PROGRESS' | 'UNKNOWN' }>>,
    ) {
      if (action.payload.paymentId !== state.paymentId || !state.currentPayment) return
      if (!isEnded(state.currentPayment)) state.currentPayment.status = action.payload.status
    },
    walletPaymentStarted(state, action: PayloadAction<ForPayment>) {
      if (action.payload.paymentId !== state.paymentId) return
      state.currentPayment = { type: 'wallet', status: 'IN_PROGRESS' }
      state.isPaymentInProgress = true
      state.error = undefined
      state.walletDisconnected = false
    },
    paymentSucceeded(state, action: PayloadAction<ForPayment<{ result: PaymentResult }>>) {
      if (action.payload.paymentId !== state.paymentId || !state.currentPayment) return
      state.currentPayment.status = 'SUCCESS'
      state.currentPayment.result = action.payload.result
      state.isPaymentInProgress = false
      state.error = undefined
    },
    /** A payment error sets the error text and marks the payment FAILED. */
    paymentFailed(state, action: PayloadAction<ForPayment<{ error: PaymentErrorInfo }>>) {
      if (action.payload.paymentId !== state.paymentId || !state.currentPayment) return
      state.currentPayment.status = 'FAILED'
      state.error = action.payload.error
      state.isPaymentInProgress = false
      state.loadingExchangeId = undefined
    },
    /** The payment could not even be shown (the modal did not open): as if never asked for. */
    paymentAbandoned: (state, action: PayloadAction<ForPayment>) =>
      action.payload.paymentId === state.paymentId ? initialPayState : state,
    /** The in-progress flag is cleared after a wallet payment, whatever happened. */
    paymentProgressCleared(state, action: PayloadAction<ForPayment>) {
      if (action.payload.paymentId === state.paymentId) state.isPaymentInProgress = false
    },
    connectRequested(state) {
      state.resumeAfterConnect = true
    },
    resumedAfterConnect(state) {
      state.resumeAfterConnect = false
    },
    walletDisconnected(state, action: PayloadAction<ForPayment>) {
      if (action.payload.paymentId === state.paymentId) state.walletDisconnected = true
    },
  },
  extraReducers: (builder) =>
    builder.addCase(modalClosed, (state) => {
      state.resumeAfterConnect = false
      if (!state.isConfigured || state.closed || isEnded(state.currentPayment)) return
      // A transaction the wallet still shows can be confirmed after the modal closed: the
      // payment goes on, and ends with the wallet's answer.
      if (state.isPaymentInProgress && state.currentPayment?.type === 'wallet') return
      const { exchangeId, sessionId } = state.currentPayment ?? {}
      state.closed = true
      state.isPaymentInProgress = false
      state.loadingExchangeId = undefined
      state.error = {
        code: 'GENERIC_PAYMENT_ERROR',
        message: 'The modal was closed before the payment ended',
        details: {
          closed: true,
          ...(exchangeId !== undefined && { exchangeId }),
          ...(sessionId !== undefined && { sessionId }),
        },
      }
    }),
})

export const {
  paymentStarted,
  exchangesRequested,
  exchangesLoaded,
  exchangesFailed,
  exchangeSelected,
  attemptRefused,
  exchangePaymentOpened,
  buyStatusPolled,
  walletPaymentStarted,
  paymentSucceeded,
  paymentFailed,
  paymentProgressCleared,
  paymentAbandoned,
  connectRequested,
  resumedAfterConnect,
  walletDisconnected,
} = paySlice.actions

declare module 'portico' {
  interface LazyLoadedSlices {
    pay: PayState
  }
}
