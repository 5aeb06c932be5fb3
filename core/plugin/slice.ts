import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { own } from '../own'
import type { PluginContributions } from './manifest'

/** `disabled`: its feature is off (basic mode, host or remote config); it may load once on. */
export type PluginStatus = 'loading' | 'ready' | 'failed' | 'disabled'

export interface PluginsState {
  byId: Record<string, { status: PluginStatus; error?: string }>
  /** View id -> the plugin that brings it, known before the plugin loads. */
  viewOwners: Record<string, string>
  /**
   * Plugin id -> the remote feature that gates it, known before the plugin loads: a place
   * that offers a plugin's view (an Account tab) can leave it out while the feature is off.
   */
  features: Record<string, string>
  /** Plugin id -> what its manifest adds to the shell's views, known before it loads. */
  contributions: Record<string, PluginContributions>
}

export const pluginsSlice = createSlice({
  name: 'plugins',
  initialState: { byId: {}, viewOwners: {}, features: {}, contributions: {} } as PluginsState,
  reducers: {
    pluginKnown(
      state,
      action: PayloadAction<{
        id: string
        views: readonly string[]
        feature?: string
        contributes?: PluginContributions
      }>,
    ) {
      const { id, views, feature, contributes } = action.payload
      for (const view of views) state.viewOwners[view] = id
      if (feature !== undefined) state.features[id] = feature
      // Plain data (manifests are JSON-like); the draft type only differs by readonly arrays.
      if (contributes !== undefined) {
        state.contributions[id] = contributes as (typeof state.contributions)[string]
      }
    },
    pluginLoading(state, action: PayloadAction<string>) {
      state.byId[action.payload] = { status: 'loading' }
    },
    pluginDisabled(state, action: PayloadAction<string>) {
      state.byId[action.payload] = { status: 'disabled' }
    },
    pluginReady(state, action: PayloadAction<{ id: string; views: readonly string[] }>) {
      state.byId[action.payload.id] = { status: 'ready' }
      for (const view of action.payload.views) state.viewOwners[view] = action.payload.id
    },
    pluginFailed(state, action: PayloadAction<{ id: string; error: string }>) {
      state.byId[action.payload.id] = { status: 'failed', error: action.payload.error }
    },
    /** Forgets the plugin's status; its views stay known, so opening one loads it again. */
    pluginRemoved(state, action: PayloadAction<string>) {
      delete state.byId[action.payload]
    },
  },
})

export const {
  pluginKnown,
  pluginLoading,
  pluginDisabled,
  pluginReady,
  pluginFailed,
  pluginRemoved,
} = pluginsSlice.actions

type WithPlugins = { plugins: PluginsState }

// Readers by a view or plugin id, which a host or a plugin supplies: own keys only, so an id
// such as 'constructor' is simply unknown.
/** The plugin that brings a view, if any plugin announced it. */
export const selectViewOwner = (state: WithPlugins, view: string): string | undefined =>
  own(state.plugins.viewOwners, view)

/** A plugin's load status, if it was asked for. */
export const selectPluginStatus = (state: WithPlugins, id: string): PluginStatus | undefined =>
  own(state.plugins.byId, id)?.status

/** The remote feature that gates a plugin, if any. */
export const selectPluginFeature = (state: WithPlugins, id: string): string | undefined =>
  own(state.plugins.features, id)
