import type { Reducer } from '@reduxjs/toolkit'
import type { ServiceApis } from '../api/apis'
import type { ModalContext } from './modalContext'
import type { StartListening } from '../store/makeStore'
import type { ViewId } from '../router/views'
import type { Language } from '../i18n/resources'
import type { TranslationLoader } from '../i18n/types'
import type { ManifestTexts, PluginManifest } from './manifest'
import type { ViewLoader } from './viewRegistry'

/** A slice, or anything slice-like (`{ reducerPath, reducer }`), to inject into the root reducer. */
export interface InjectableSlice {
  reducerPath: string
  reducer: Reducer
}

/** Translates a key of the plugin's own namespace; `values` fill `{{placeholders}}`. */
export type PluginTranslate = (key: string, values?: Record<string, string | number>) => string

/**
 * What `setup`, `listeners`, `teardown`, host methods and (through `usePluginContext()`)
 * the plugin's views receive: the modal's handle for plugins plus what is the plugin's own.
 * One per plugin per modal: two modals on a page never share one.
 */
export interface PluginContext<TApi = unknown> extends ModalContext {
  readonly id: string
  readonly manifest: PluginManifest
  /** What the definition's `endpoints` returned: the plugin's injected API. */
  readonly api: TApi
  /** Translates in the plugin's namespace (its id), in the modal's current language. */
  t: PluginTranslate
}

/**
 * Registers a plugin's listeners. The `startListening` it is given records every
 * unsubscribe, so teardown removes all of them even if the plugin keeps none.
 */
export type PluginListeners<TApi = unknown> = {
  // Method syntax on purpose: a plugin's own context type stays assignable to the loader's.
  /** Starts the plugin's listeners with `startListening`; called once per setup. */
  register(startListening: StartListening, context: PluginContext<TApi>): void
}['register']

/**
 * A method a plugin adds to the modal handle: the plugin's context, then the host's own
 * arguments, which the method parses itself (they cross a boundary).
 */
export type HostMethod<TApi = unknown> = {
  /** Runs the method: the plugin's context first, then the host's arguments. */
  call(context: PluginContext<TApi>, ...args: never[]): unknown
}['call']

/**
 * A plugin: everything a capability brings, declared as data so the loader can add it
 * and take it away again. `TView` is the component type of its views (React's in the
 * shell); `TApi` what its `endpoints` returns.
 */
export interface PluginDefinition<TView = unknown, TApi = unknown> {
  /** Who it is and what it contributes: the same object its registry row lists. */
  manifest: PluginManifest
  slices?: readonly InjectableSlice[]
  /** Calls `injectEndpoints` on the shared service APIs and returns the result. */
  endpoints?(apis: ServiceApis): TApi
  /** Starts the plugin's store listeners; every one is removed on unload. */
  listeners?: PluginListeners<TApi>
  /** The components of the manifest's views (and of its connect sections and tabs). */
  views?: { readonly [V in ViewId]?: ViewLoader<TView> }
  /**
   * The plugin's strings, under its namespace (its id): a loader of one language's strings,
   * each language its own chunk, `(language) => import(`./locales/${language}.json`)`, called
   * for the modal's language only (English stands in for a language it has no file for);
   * or, for a plugin with few strings, every language at once, by tag.
   */
  locales?: TranslationLoader | { readonly [L in Language]?: Record<string, unknown> }
  /** The implementations of the manifest's `contributes.hostMethods`. */
  hostMethods?: Readonly<Record<string, HostMethod<TApi>>>
  /**
   * Runs once the plugin's slices, endpoints, listeners, views and translations are in place;
   * a setup that throws (or rejects) fails the load and is undone.
   */
  setup?(context: PluginContext<TApi>): void | Promise<void>
  /** Runs on unload, after what the plugin hooked into the modal is undone. */
  teardown?(context: PluginContext<TApi>): void | Promise<void>
}

/**
 * A plugin known before it is loaded: its manifest says when to load it; `load` brings
 * the definition (usually `() => import('./plugins/<id>')`).
 */
export interface PluginEntry<TView = unknown> {
  manifest: PluginManifest
  /** Brings the definition, usually through a dynamic `import()` (its own chunk). */
  load: () => Promise<PluginDefinition<TView> | { default: PluginDefinition<TView> }>
  /**
   * Brings one language of the manifest's texts (labels given by key), each language its own
   * chunk: `(language) => import(`./locales/manifest/${language}.json`)`. The modal's UI loads
   * the modal's language before it first draws (English stands in for a language without a
   * file), the host page never.
   */
  texts?: ManifestTexts
}

export type PluginSource<TView = unknown> = PluginDefinition<TView> | PluginEntry<TView>
