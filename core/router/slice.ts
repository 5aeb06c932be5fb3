import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RouteEntry } from './views'

export interface RouterState {
  /** The view stack; the last entry is on screen. Never empty. */
  history: RouteEntry[]
  /** +1 when the last change went forward, -1 when it went back: drives the transition. */
  direction: 1 | -1
}

export const CONNECT: RouteEntry = { view: 'Connect' }

const initialState: RouterState = { history: [CONNECT], direction: 1 }

export const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    pushed(state, action: PayloadAction<RouteEntry>) {
      state.history.push(action.payload)
      state.direction = 1
    },
    replaced(state, action: PayloadAction<RouteEntry>) {
      state.history[state.history.length - 1] = action.payload
      state.direction = 1
    },
    /** Pops one view; the first view stays (going back from it closes the modal instead). */
    poppedBack(state) {
      if (state.history.length > 1) state.history.pop()
      state.direction = -1
    },
    /** Leaves a single view on the stack, e.g. on open or after close. */
    reset(state, action: PayloadAction<RouteEntry | undefined>) {
      state.history = [action.payload ?? CONNECT]
      state.direction = 1
    },
  },
})

export const { pushed, replaced, poppedBack, reset } = routerSlice.actions
