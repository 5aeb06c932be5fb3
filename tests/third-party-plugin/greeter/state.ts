import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface GreeterState {
  greetings: number
  lastName: string | undefined
}

const initialState: GreeterState = { greetings: 0, lastName: undefined }

/** The plugin's own slice: how often the visitor asked to be greeted, and as whom. */
export const greeterSlice = createSlice({
  name: 'greeter',
  initialState,
  reducers: {
    greeted(state, action: PayloadAction<string>) {
      state.greetings += 1
      state.lastName = action.payload
    },
  },
})

export const { greeted } = greeterSlice.actions
