import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type SnackbarVariant = 'success' | 'loading' | 'error'

/** What the snackbar says: a translation key (with values), or a text from outside, e.g. a wallet's reason. */
export type SnackbarMessage =
  { key: string; values?: Record<string, string | number> } | { text: string }

export interface SnackbarState {
  open: boolean
  message: SnackbarMessage | undefined
  variant: SnackbarVariant
  /** An icon id from the shell's icon set; the variant's icon when absent. */
  svg: string | undefined
  autoClose: boolean
  /** Changes with every message so the shell restarts its auto-close timer. */
  sequence: number
}

export const initialSnackbarState: SnackbarState = {
  open: false,
  message: undefined,
  variant: 'success',
  svg: undefined,
  autoClose: true,
  sequence: 0,
}

export interface SnackbarShown {
  message: SnackbarMessage
  variant: SnackbarVariant
  svg?: string
  autoClose?: boolean
}

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: initialSnackbarState,
  reducers: {
    snackbarShown(state, action: PayloadAction<SnackbarShown>) {
      state.open = true
      state.message = action.payload.message
      state.variant = action.payload.variant
      state.svg = action.payload.svg
      // A loading message stays until replaced; the others close by themselves by default.
      state.autoClose = action.payload.autoClose ?? action.payload.variant !== 'loading'
      state.sequence += 1
    },
    snackbarHidden(state) {
      state.open = false
    },
  },
})

export const { snackbarShown, snackbarHidden } = snackbarSlice.actions

// Injected by the first message (showSnackbar) or by the modal UI, not with the host page.
