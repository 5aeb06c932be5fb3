import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface ModalState {
  open: boolean
  /** A counter: each increase plays the 500 ms shake once. */
  shakeCount: number
  /** Blocks closing, e.g. while sign-in is required and no session exists. */
  closeBlocked: boolean
}

const initialState: ModalState = { open: false, shakeCount: 0, closeBlocked: false }

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalOpened(state) {
      state.open = true
    },
    modalClosed(state) {
      state.open = false
    },
    shaken(state) {
      state.shakeCount += 1
    },
    closeBlockedSet(state, action: PayloadAction<boolean>) {
      state.closeBlocked = action.payload
    },
  },
})

export const { modalOpened, modalClosed, shaken, closeBlockedSet } = modalSlice.actions
