import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CoreState } from '../../store/types'

/**
 * Where the pairing stands: `pairing` while a URI is (or is about to be) shown, `expired` for
 * the moment between an expired URI and its replacement, `connected` once the wallet approved
 * and the account is set, `failed` after a rejection or an error (Retry starts over).
 */
export type PairingStatus = 'idle' | 'pairing' | 'connected' | 'expired' | 'failed'

export interface PairingError {
  /** A PorticoError code, e.g. CONNECTION_REJECTED or PROJECT_ID_NOT_CONFIGURED. */
  code: string
  message: string
}

export interface WalletConnectState {
  status: PairingStatus
  /** The `wc:` pairing URI the QR code and the links carry; none until the relay answers. */
  uri: string | undefined
  /** When the URI stops being valid (epoch ms); a fresh one replaces it then. */
  expiresAt: number | undefined
  /** How many URIs this pairing has shown: grows by one with each refresh after expiry. */
  uriCount: number
  error: PairingError | undefined
}

export const initialWalletConnectState: WalletConnectState = {
  status: 'idle',
  uri: undefined,
  expiresAt: undefined,
  uriCount: 0,
  error: undefined,
}

/** The pairing's serializable state; the client itself lives in the live registry. */
export const walletConnectSlice = createSlice({
  name: 'walletConnect',
  initialState: initialWalletConnectState,
  reducers: {
    pairingStarted() {
      return { ...initialWalletConnectState, status: 'pairing' as const }
    },
    pairingUriShown(state, action: PayloadAction<{ uri: string; expiresAt: number }>) {
      state.status = 'pairing'
      state.uri = action.payload.uri
      state.expiresAt = action.payload.expiresAt
      state.uriCount += 1
    },
    pairingExpired(state) {
      state.status = 'expired'
      state.uri = undefined
      state.expiresAt = undefined
    },
    pairingConnected(state) {
      state.status = 'connected'
      state.uri = undefined
      state.expiresAt = undefined
    },
    pairingFailed(state, action: PayloadAction<PairingError>) {
      state.status = 'failed'
      state.uri = undefined
      state.expiresAt = undefined
      state.error = action.payload
    },
    pairingReset() {
      return initialWalletConnectState
    },
  },
})

export const {
  pairingStarted,
  pairingUriShown,
  pairingExpired,
  pairingConnected,
  pairingFailed,
  pairingReset,
} = walletConnectSlice.actions

/** The pairing state, or the idle state before anything injected the slice. */
export const selectWalletConnect = (state: CoreState): WalletConnectState =>
  state.walletConnect ?? initialWalletConnectState
