import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface RemoteFeature {
  isEnabled: boolean
  config: unknown
}

export interface FeaturesState {
  /** idle: not asked yet; loaded: remote values apply; failed or skipped: host settings apply. */
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'skipped'
  remote: Record<string, RemoteFeature>
}

export const featuresSlice = createSlice({
  name: 'features',
  initialState: { status: 'idle', remote: {} } as FeaturesState,
  reducers: {
    remoteConfigRequested(state) {
      state.status = 'loading'
    },
    remoteConfigLoaded(state, action: PayloadAction<Record<string, RemoteFeature>>) {
      state.status = 'loaded'
      state.remote = action.payload
    },
    remoteConfigFailed(state) {
      state.status = 'failed'
    },
    remoteConfigSkipped(state) {
      state.status = 'skipped'
    },
  },
})

export const {
  remoteConfigRequested,
  remoteConfigLoaded,
  remoteConfigFailed,
  remoteConfigSkipped,
} = featuresSlice.actions

// Injected when the remote config is first asked for (background chunk), not with the page.
