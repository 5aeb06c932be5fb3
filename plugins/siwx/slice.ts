import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SiwxSession } from 'portico'

/**
 * Where sign-in stands for the connected account:
 * - `idle`: nothing asked (nobody connected, or the visitor cancelled a sign-in not required);
 * - `checking`: the host is asked for a session of the account;
 * - `asking`: the SIWXSignMessage view waits for the visitor;
 * - `signing`: the wallet (then the host's server) has the message;
 * - `signedIn`: `session` holds.
 */
export type SignInStatus = 'idle' | 'checking' | 'asking' | 'signing' | 'signedIn'

/** Why the last attempt failed, shown on the view: the visitor declined, or the site refused. */
export type SignInIssue = 'declined' | 'notAccepted' | 'failed'

export interface SiwxState {
  status: SignInStatus
  session: SiwxSession | undefined
  issue: SignInIssue | undefined
}

const initialState: SiwxState = { status: 'idle', session: undefined, issue: undefined }

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState,
  reducers: {
    sessionCheckStarted(state) {
      state.status = 'checking'
      state.session = undefined
    },
    /** A session of the connected account: from the host's store or just signed. */
    sessionFound(state, action: PayloadAction<SiwxSession>) {
      state.status = 'signedIn'
      state.session = action.payload
      state.issue = undefined
    },
    /** The account has no session: the view asks for one. */
    signInAsked(state) {
      state.status = 'asking'
      state.session = undefined
      state.issue = undefined
    },
    signingStarted(state) {
      state.status = 'signing'
      state.issue = undefined
    },
    /** The attempt failed: back to the view, which says why. */
    signingFailed(state, action: PayloadAction<SignInIssue>) {
      state.status = 'asking'
      state.issue = action.payload
    },
    /** Signed out, cancelled, disconnected or expired: no session. */
    sessionCleared(state) {
      state.status = 'idle'
      state.session = undefined
      state.issue = undefined
    },
  },
})

export const {
  sessionCheckStarted,
  sessionFound,
  signInAsked,
  signingStarted,
  signingFailed,
  sessionCleared,
} = siwxSlice.actions
