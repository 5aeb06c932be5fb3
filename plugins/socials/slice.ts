import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SocialSource } from './providers'

/**
 * Where a social sign-in stands:
 * - `idle`: nothing under way;
 * - `connecting`: the popup (or Farcaster's app) is where the visitor signs in, or the frame
 *   redeems what came back and the kit connects;
 * - `failed`: it ended without a connection; `error` says why, as the plugin's text key.
 */
export type SocialStep = 'idle' | 'connecting' | 'failed'

/** Why a sign-in ended without a connection: the plugin's text keys. */
export type SocialErrorKey =
  'errors.popupClosed' | 'errors.denied' | 'errors.failed' | 'errors.unavailable' | 'errors.expired'

export interface SocialLoginState {
  step: SocialStep
  source: SocialSource | undefined
  error: SocialErrorKey | undefined
  /** The Farcaster channel's connect URL: the QR code and the deep link. */
  farcasterUrl: string | undefined
  /** Each start is a new attempt: an answer for an earlier one changes nothing. */
  attempt: number
}

const initialState: SocialLoginState = {
  step: 'idle',
  source: undefined,
  error: undefined,
  farcasterUrl: undefined,
  attempt: 0,
}

export const socialLoginSlice = createSlice({
  name: 'socialLogin',
  initialState,
  reducers: {
    socialStarted(state, action: PayloadAction<SocialSource | undefined>) {
      state.step = 'connecting'
      state.source = action.payload
      state.error = undefined
      state.farcasterUrl = undefined
      state.attempt += 1
    },
    farcasterUrlReceived(state, action: PayloadAction<{ attempt: number; url: string }>) {
      if (action.payload.attempt === state.attempt) state.farcasterUrl = action.payload.url
    },
    socialFailed(state, action: PayloadAction<{ attempt: number; error: SocialErrorKey }>) {
      if (action.payload.attempt !== state.attempt) return
      state.step = 'failed'
      state.error = action.payload.error
    },
    /** Connected, or left by the visitor: the next start begins afresh. */
    socialEnded(state) {
      state.step = 'idle'
      state.error = undefined
      state.farcasterUrl = undefined
      state.attempt += 1
    },
  },
})

export const { socialStarted, farcasterUrlReceived, socialFailed, socialEnded } =
  socialLoginSlice.actions

/** The sign-in's state; its initial state before the slice's first action reached it. */
export const socialStateOf = (state: { socialLogin?: SocialLoginState }): SocialLoginState =>
  state.socialLogin ?? initialState
