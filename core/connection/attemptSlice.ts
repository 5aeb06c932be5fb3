import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ConnectFailure } from './connectFailure'

/** Where the latest connect through a wallet in the page stands. */
export interface ConnectAttemptState {
  connectorId: string | undefined
  /** Counts the requests, so an earlier attempt that ends late changes nothing. */
  attempt: number
  status: 'idle' | 'asking' | 'failed'
  failure?: ConnectFailure
}

const initialState: ConnectAttemptState = { connectorId: undefined, attempt: 0, status: 'idle' }

export const connectAttemptSlice = createSlice({
  name: 'connectAttempt',
  initialState,
  reducers: {
    /**
     * The visitor asked to connect through a wallet in the page: on arriving at
     * ConnectingExternal, or with Try again there.
     */
    connectRequested(state, action: PayloadAction<{ connectorId: string }>) {
      state.connectorId = action.payload.connectorId
      state.attempt += 1
      state.status = 'asking'
      delete state.failure
    },
    attemptSucceeded(state, action: PayloadAction<{ attempt: number }>) {
      if (action.payload.attempt !== state.attempt) return
      state.status = 'idle'
      delete state.failure
    },
    attemptFailed(state, action: PayloadAction<{ attempt: number; failure: ConnectFailure }>) {
      if (action.payload.attempt !== state.attempt) return
      state.status = 'failed'
      state.failure = action.payload.failure
    },
    /** The visitor closed the modal while the wallet asked: nobody waits for the answer. */
    attemptAbandoned(state, action: PayloadAction<{ attempt: number }>) {
      if (action.payload.attempt !== state.attempt) return
      state.status = 'idle'
      delete state.failure
    },
  },
})

export const { connectRequested, attemptSucceeded, attemptFailed, attemptAbandoned } =
  connectAttemptSlice.actions

/**
 * The failure to show on ConnectingExternal for this connector, if its latest attempt
 * failed; undefined while it asks (or before the attempt's slice is there).
 */
export const selectConnectFailure = (
  state: { connectAttempt?: ConnectAttemptState },
  connectorId: string,
): ConnectFailure | undefined => {
  const attempt = state.connectAttempt
  return attempt?.connectorId === connectorId && attempt.status === 'failed'
    ? attempt.failure
    : undefined
}
