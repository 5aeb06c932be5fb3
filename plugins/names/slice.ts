import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { disconnected, type CoreState } from 'portico/plugin'

/**
 * Why the last registration did not go through, a key of the plugin's `failures` texts:
 * the wallet declined to sign, the name was taken meanwhile, the service refused the name or
 * the signature, the call failed, or nobody (or no EVM account) is connected.
 */
export type RegistrationFailure =
  'declined' | 'taken' | 'invalid' | 'signature' | 'failed' | 'notConnected' | 'unsupported'

export interface NamesState {
  /** What is under way: the wallet asked to sign, then the service asked to register. */
  step: 'idle' | 'signing' | 'registering'
  /** The name being registered, while a step is under way. */
  pending: string | undefined
  /** The last failure and the name it was for, shown on the form until the next attempt. */
  failure: { name: string; reason: RegistrationFailure } | undefined
}

export const initialNamesState: NamesState = {
  step: 'idle',
  pending: undefined,
  failure: undefined,
}

export const namesSlice = createSlice({
  name: 'names',
  initialState: initialNamesState,
  reducers: {
    registrationStarted(state, action: PayloadAction<string>) {
      state.step = 'signing'
      state.pending = action.payload
      state.failure = undefined
    },
    registrationSigned(state) {
      if (state.step === 'signing') state.step = 'registering'
    },
    registrationFailed(
      state,
      action: PayloadAction<{ name: string; reason: RegistrationFailure }>,
    ) {
      state.step = 'idle'
      state.pending = undefined
      state.failure = action.payload
    },
    registrationSucceeded(state) {
      state.step = 'idle'
      state.pending = undefined
      state.failure = undefined
    },
  },
  extraReducers: (builder) => {
    // Another account's failure means nothing to the next one.
    builder.addCase(disconnected, () => initialNamesState)
  },
})

export const {
  registrationStarted,
  registrationSigned,
  registrationFailed,
  registrationSucceeded,
} = namesSlice.actions

declare module 'portico' {
  interface LazyLoadedSlices {
    names: NamesState
  }
}

/** The names state; its initial value until the plugin's slice has joined the store. */
export const selectNames = (state: CoreState): NamesState => state.names ?? initialNamesState
