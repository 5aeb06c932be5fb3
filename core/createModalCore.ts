import { alertRaised } from './alerts/slice'
import { createAnalytics } from './analytics'
import { IDLE_PREFETCH_TIMEOUT_MS } from './constants'
import { isMobileDevice, whenIdle } from './env/device'
import { createI18n, type I18nInstance, type Language } from './i18n'
import { createLogger } from './logger'
import { closeModal, openModal } from './modal/thunks'
import { parseHostOptions, resolveOptions, type HostOptionsInput } from './options'
import { languageSet, themeModeSet, themeVariablesSet } from './options/slice'
import { createLiveRegistry } from './plugin/liveRegistry'
import { createPluginLoader, type LoadOutcome } from './plugin/loader'
import type { PluginSource } from './plugin/types'
import { createViewRegistry } from './plugin/viewRegistry'
import { createRouter, type Router } from './router/controller'
import { pushed, replaced, reset } from './router/slice'
import type { ViewId, Views } from './router/views'
import type { Runtime } from './runtime'
import { createServices } from './services'
import { makeStore, type PorticoStore } from './store/makeStore'
import type { CoreState, ThunkExtra } from './store/types'

export type OpenOptions = { [V in ViewId]: { view: V; data?: Views[V] } }[ViewId]

/** What `createModal` returns: the host's handle on one modal. */
export interface Modal {
  /** Opens on the view the opening rules choose, or on a forced view. Never waits for the network. */
  open(options?: OpenOptions): Promise<void>
  close(): void
  getState(): CoreState
  subscribe(listener: () => void): () => void
  setThemeMode(mode: 'light' | 'dark'): void
  setThemeVariables(variables: Record<string, string | number>): void
  setLanguage(language: Language): Promise<void>
  loadPlugin(id: string): Promise<LoadOutcome>
  unloadPlugin(id: string): Promise<void>
  /** Removes the modal from the page and undoes every plugin. */
  destroy(): Promise<void>
  readonly router: Router
  readonly store: PorticoStore
  readonly i18n: I18nInstance
  /** The modal's live objects, for the shell and for plugins. */
  readonly runtime: Runtime
}

export interface ModalDependencies {
  /** Built-in plugins (registry.ts), known but not loaded. */
  builtins: readonly PluginSource[]
  /** Renders the modal UI; imported on first open so the entry stays small. Returns an unmount. */
  mountUi(modal: Modal): Promise<() => void>
}

/**
 * Builds one modal: parses the host options (throwing an error that names the bad field),
 * makes its own store, i18n instance, analytics and plugin loader, and schedules the remote
 * config for when the page is idle. Nothing here talks to a remote service synchronously.
 */
export function createModalCore(input: HostOptionsInput, deps: ModalDependencies): Modal {
  const parsed = parseHostOptions(input)
  const options = resolveOptions(parsed)
  // The runtime needs the store and the store's thunks need the runtime: the extra
  // argument is filled in right below, before anything can dispatch a thunk.
  const extra = {} as ThunkExtra
  const bundle = makeStore(options, extra)
  const { store } = bundle
  const logger = createLogger(options.debug)
  const analytics = createAnalytics(
    {
      endpoint: options.endpoints.analytics,
      projectId: options.projectId,
      hostEnabled: options.features.analytics,
    },
    { onForbidden: () => store.dispatch(alertRaised({ code: 'INVALID_APP_CONFIGURATION' })) },
  )
  const pluginSources = [...deps.builtins, ...((parsed.plugins ?? []) as PluginSource[])]
  const runtime: Runtime = {
    bundle,
    analytics,
    i18n: createI18n(options.language),
    logger,
    views: createViewRegistry(),
    live: createLiveRegistry(),
    router: createRouter(store.dispatch, store.getState),
    plugins: createPluginLoader(() => runtime, pluginSources),
    services: createServices(bundle),
    env: {
      isMobile: isMobileDevice,
      origin: () => (typeof window === 'undefined' ? '' : window.location.origin),
    },
  }
  extra.runtime = runtime
  runtime.plugins.announce()

  if (!options.projectId) store.dispatch(alertRaised({ code: 'PROJECT_ID_NOT_CONFIGURED' }))

  // Navigating to a view a known plugin brings loads that plugin; the view shows a
  // skeleton meanwhile, and the failure state if the plugin cannot load.
  const stopViewLoading = bundle.startListening({
    predicate: (action) => pushed.match(action) || replaced.match(action) || reset.match(action),
    effect: (action) => {
      const view = (action.payload as { view: string } | undefined)?.view
      if (!view || runtime.views.has(view)) return
      const owner = runtime.plugins.ownerOf(view)
      if (owner) void runtime.plugins.load(owner)
    },
  })

  // Config, origins and analytics config: once, on idle or on first open, whichever is first.
  let remote: Promise<void> | undefined
  // The remote thunks sit in their own chunk beside the service APIs they use.
  const startRemote = () =>
    (remote ??= import('./remote')
      .then(({ checkOrigin, loadAnalyticsConfig, loadRemoteConfig }) =>
        Promise.all([
          store.dispatch(loadRemoteConfig()),
          store.dispatch(checkOrigin()),
          store.dispatch(loadAnalyticsConfig()),
        ]),
      )
      .then(
        () => undefined,
        (error: unknown) => logger.error('Remote configuration could not start', error),
      ))
  let viewlessPlugins: Promise<unknown> | undefined
  const startViewlessPlugins = () =>
    (viewlessPlugins ??= startRemote().then(() => runtime.plugins.loadViewless()))
  const cancelIdle = whenIdle(() => void startRemote(), IDLE_PREFETCH_TIMEOUT_MS)

  let ui: Promise<() => void> | undefined
  const ensureUi = () =>
    (ui ??= deps.mountUi(modal).catch((error: unknown) => {
      ui = undefined
      logger.error('The modal UI could not be loaded', error)
      analytics.reportError('UI_LOAD_FAILED', error)
      throw error
    }))

  const modal: Modal = {
    open(openOptions) {
      void startViewlessPlugins()
      store.dispatch(openModal(openOptions ?? {}))
      return ensureUi().then(() => undefined)
    },
    close() {
      store.dispatch(closeModal())
    },
    getState: store.getState,
    subscribe: store.subscribe,
    setThemeMode(mode) {
      store.dispatch(themeModeSet(mode))
    },
    setThemeVariables(variables) {
      store.dispatch(themeVariablesSet(variables))
    },
    async setLanguage(language) {
      await runtime.i18n.changeLanguage(language)
      store.dispatch(languageSet(language))
    },
    loadPlugin: (id) => runtime.plugins.load(id),
    unloadPlugin: (id) => runtime.plugins.unload(id),
    async destroy() {
      cancelIdle()
      stopViewLoading()
      store.dispatch(closeModal())
      await runtime.plugins.unloadAll()
      if (ui) (await ui.catch(() => () => undefined))()
      ui = undefined
    },
    router: runtime.router,
    store,
    i18n: runtime.i18n,
    runtime,
  }
  return modal
}
