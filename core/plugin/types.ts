import type { Reducer } from '@reduxjs/toolkit'
import type { AnalyticsPort } from '../analytics/port'
import type { ServiceApis } from '../api/apis'
import type { I18nInstance, Language } from '../i18n'
import type { Logger } from '../logger'
import type { ResolvedOptions } from '../options/resolve'
import type { Router } from '../router/controller'
import type { ViewId } from '../router/views'
import type { AppDispatch, CoreState } from '../store/types'
import type { PorticoStore, StartListening } from '../store/makeStore'
import type { LiveRegistry } from './liveRegistry'
import type { ViewLoader } from './viewRegistry'

/** A slice, or anything slice-like (`{ reducerPath, reducer }`), to inject into the root reducer. */
export interface InjectableSlice {
  reducerPath: string
  reducer: Reducer
}

/**
 * Registers a plugin's listeners. The `startListening` it is given records every
 * unsubscribe, so teardown removes all of them even if the plugin keeps none.
 */
export type PluginListeners = (startListening: StartListening) => void

/** What `setup` and `teardown` receive: the modal's own objects, never globals. */
export interface PluginContext {
  readonly id: string
  readonly store: PorticoStore
  readonly dispatch: AppDispatch
  getState(): CoreState
  readonly router: Router
  readonly apis: ServiceApis
  readonly options: ResolvedOptions
  readonly logger: Logger
  readonly analytics: AnalyticsPort
  readonly i18n: I18nInstance
  /** Live objects (connectors, providers, clients) referred to by id from the store. */
  readonly live: LiveRegistry
}

/**
 * A plugin: everything a capability brings, declared as data so the loader can add it
 * and take it away again. `TView` is the component type of its views (React's in the shell).
 */
export interface PluginDefinition<TView = unknown> {
  id: string
  /** The remote feature that toggles it (SPEC §9); a plugin without one is always allowed. */
  feature?: string
  /** Plugins loaded (and set up) before this one. */
  requires?: readonly string[]
  slices?: readonly InjectableSlice[]
  /** Calls `injectEndpoints` on the shared service APIs. */
  endpoints?: (apis: ServiceApis) => void
  listeners?: PluginListeners
  views?: { readonly [V in ViewId]?: ViewLoader<TView> }
  /** Translations per language under the plugin's namespace (its id). */
  locales?: { readonly [L in Language]?: Record<string, unknown> }
  setup?: (context: PluginContext) => void | Promise<void>
  teardown?: (context: PluginContext) => void | Promise<void>
}

/**
 * A plugin known before it is loaded: its id, feature and views are enough to decide when
 * to load it; `load` brings the definition (usually `() => import('./plugins/<id>')`).
 */
export interface PluginEntry<TView = unknown> {
  id: string
  feature?: string
  /** Views the plugin will register: navigating to one loads the plugin. */
  views?: readonly ViewId[]
  load: () => Promise<PluginDefinition<TView> | { default: PluginDefinition<TView> }>
}

export type PluginSource<TView = unknown> = PluginDefinition<TView> | PluginEntry<TView>
