import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ErrorText } from './errors'

/**
 * Where an e-mail login stands:
 * - `address`: the Connect view's e-mail section waits for an address;
 * - `sending`: the frame is asked to send the code (or the device approval) for it;
 * - `device`: a new device waits until the visitor opens the approval link;
 * - `code`: the 6-digit code is awaited;
 * - `verifying`: the frame checks the code, then the kit connects.
 */
export type LoginStep = 'address' | 'sending' | 'device' | 'code' | 'verifying'

export interface EmailLoginState {
  step: LoginStep
  /** The address the code went to (from `device` on). */
  email: string | undefined
  /** The code as typed: digits only, at most 6. */
  code: string
  /** Why the last step failed, as the plugin's text key: the view translates it. */
  error: ErrorText | undefined
  /** When the last code (or approval link) went out, ms since the epoch: the resend waits. */
  sentAt: number | undefined
  /**
   * Each start and resend is a new attempt: an answer that comes back for an earlier one (the
   * visitor typed another address meanwhile) changes nothing.
   */
  attempt: number
}

const initialState: EmailLoginState = {
  step: 'address',
  email: undefined,
  code: '',
  error: undefined,
  sentAt: undefined,
  attempt: 0,
}

/** The longest code the service sends. */
const CODE_LENGTH = 6

/** What the frame asked for after an address: the device's approval, or the code. */
export type LoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP'

const stepOf = (action: LoginAction): LoginStep => (action === 'VERIFY_DEVICE' ? 'device' : 'code')

export const emailLoginSlice = createSlice({
  name: 'emailLogin',
  initialState,
  reducers: {
    /** An address was refused before anything was sent (not an e-mail address). */
    addressRefused(state) {
      state.step = 'address'
      state.error = { key: 'errors.invalidEmail' }
    },
    /** The frame is asked to send the code for an address: a new attempt. */
    sendStarted(state) {
      state.step = 'sending'
      state.error = undefined
      state.attempt += 1
    },
    /** The address could not start a login: back to the address, with the reason if any. */
    sendFailed(state, action: PayloadAction<ErrorText | undefined>) {
      state.step = 'address'
      state.error = action.payload
    },
    /**
     * The code (or the device approval) went out for `email`: the login view shows the step the
     * frame asked for. Also what the view does when opened on an address it was not told of.
     */
    loginOpened: {
      reducer(state, action: PayloadAction<{ email: string; action: LoginAction; at: number }>) {
        state.step = stepOf(action.payload.action)
        state.email = action.payload.email
        state.code = ''
        state.error = undefined
        state.sentAt = action.payload.at
        state.attempt += 1
      },
      prepare: (payload: { email: string; action: LoginAction }) => ({
        payload: { ...payload, at: Date.now() },
      }),
    },
    /** The device was approved: the code was sent. */
    deviceApproved: {
      reducer(state, action: PayloadAction<{ attempt: number; at: number }>) {
        if (action.payload.attempt !== state.attempt || state.step !== 'device') return
        state.step = 'code'
        state.sentAt = action.payload.at
      },
      prepare: (attempt: number) => ({ payload: { attempt, at: Date.now() } }),
    },
    /** The visitor typed in the code field: only digits are kept, at most six. */
    codeChanged(state, action: PayloadAction<string>) {
      state.code = action.payload.replace(/\D/g, '').slice(0, CODE_LENGTH)
    },
    verifyStarted(state) {
      state.step = 'verifying'
      state.error = undefined
    },
    /** The login is over (connected): a next one starts from the address. */
    verified(state) {
      state.step = 'address'
      state.code = ''
      state.error = undefined
    },
    /** A step after the address failed (a wrong code, the device's wait, a resend). */
    loginFailed(state, action: PayloadAction<{ attempt: number; error: ErrorText }>) {
      if (action.payload.attempt !== state.attempt) return
      if (state.step === 'verifying') state.step = 'code'
      state.error = action.payload.error
    },
    /** A new code (or approval link) is asked for: the field empties, a new attempt. */
    resendStarted(state) {
      // A refused code that asks for recovery resends: the code step shows meanwhile.
      if (state.step === 'verifying') state.step = 'code'
      state.code = ''
      state.error = undefined
      state.attempt += 1
    },
    /** The new code went out (or the device waits again for its approval). */
    resent: {
      reducer(state, action: PayloadAction<{ attempt: number; action: LoginAction; at: number }>) {
        if (action.payload.attempt !== state.attempt) return
        state.step = stepOf(action.payload.action)
        state.sentAt = action.payload.at
      },
      prepare: (payload: { attempt: number; action: LoginAction }) => ({
        payload: { ...payload, at: Date.now() },
      }),
    },
  },
})

export const {
  addressRefused,
  sendStarted,
  sendFailed,
  loginOpened,
  deviceApproved,
  codeChanged,
  verifyStarted,
  verified,
  loginFailed,
  resendStarted,
  resent,
} = emailLoginSlice.actions

/** The login's state; its initial state before the slice's first action reached it. */
export const loginStateOf = (state: { emailLogin?: EmailLoginState }): EmailLoginState =>
  state.emailLogin ?? initialState
