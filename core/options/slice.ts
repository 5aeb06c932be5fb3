import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ResolvedOptions } from './resolve'

/** Host options as the store keeps them; theme settings can change at run time. */
export const optionsSlice = createSlice({
  name: 'options',
  initialState: {} as ResolvedOptions,
  reducers: {
    themeModeSet(state, action: PayloadAction<'light' | 'dark'>) {
      state.themeMode = action.payload
    },
    themeVariablesSet(state, action: PayloadAction<Record<string, string | number>>) {
      state.themeVariables = action.payload
    },
    languageSet(state, action: PayloadAction<ResolvedOptions['language']>) {
      state.language = action.payload
    },
  },
})

export const { themeModeSet, themeVariablesSet, languageSet } = optionsSlice.actions
