import { alertRaised } from './alerts/slice'
import { createAnalyticsPort } from './analytics/port'
import { IDLE_PREFETCH_TIMEOUT_MS } from './defaults'
import { whenIdle } from './env/idle'
import type { I18nInstance, Language } from './i18n'
import { loadOnce, type Once } from './loadOnce'
import { createLogger } from './logger'
import { parseHostOptions, resolveOptions, type HostOptionsInput } from './options'
import { languageSet, themeModeSet, themeVariablesSet } from './options/slice'
import type { Background } from './modal/background'
import { hasStoredConnections } from './connection/stored'
import { closeModal } from './modal/close'
import { announcePlugins } from './plugin/announce'
import { PorticoError } from './errors/PorticoError'
import { MODAL_CONTEXT_KEY } from './plugin/contextKey'
import type { LoadOutcome, PluginLoader } from './plugin/loader'
import type { PluginSource } from './plugin/types'
import { createRouter, type Router } from './router/controller'
import type { ViewId, Views } from './router/views'
import type { Runtime } from './runtime'
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
  /**
   * The modal's i18next instance, there once the modal UI (or a plugin) has loaded; before
   * that, reading it throws: `await modal.runtime.loadI18n()` first.
   */
  readonly i18n: I18nInstance
  /** The modal's live objects, for the shell and for plugins. */
  readonly runtime: Runtime
}

export interface ModalDependencies {
  /**
   * Built-in plugins (registry.ts): their manifests and lazy loaders, known at once (their
   * views route, their host methods exist on the handle) and loaded when first needed.
   */
  builtins: readonly PluginSource[]
  /** Renders the modal UI; imported on first open so the entry stays small. Returns an unmount. */
  mountUi(modal: Modal): Promise<() => void>
  /** Fetches (without mounting) the UI's code, when the page is idle. */
  preloadUi?(): Promise<unknown>
}

/**
 * Builds one modal: parses the host options (throwing an error that names the bad field),
 * makes its own store, analytics and plugin loader, and schedules the remote config for when
 * the page is idle. Nothing here talks to a remote service synchronously. Its i18next
 * instance is made when the UI or a plugin first needs it: the page's own few strings are
 * read without i18next (core/i18n/pageText).
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
  const analytics = createAnalyticsPort(() =>
    import('./analytics/client').then(({ analyticsForStore }) => analyticsForStore(store)),
  )
  // The host's plugins first: a host may list its own before the built-in ones it replaces.
  // The host's own objects, not the parsed copies: a definition keeps its identity (the
  // loader injects its endpoints once per definition) and every field it declared.
  const sources = [...((input.plugins ?? []) as PluginSource[]), ...deps.builtins]
  let i18n: I18nInstance | undefined
  const disposers = new Set<() => void>()
  const loader: Once<PluginLoader> = loadOnce(() =>
    import('./plugin/loader').then(({ createPluginLoader }) =>
      createPluginLoader(() => runtime, sources),
    ),
  )
  const extensions = new Map<string, unknown>()
  const runtime: Runtime = {
    bundle,
    analytics,
    get i18n() {
      if (!i18n) {
        throw new Error(
          "The modal's i18n is loaded with the modal UI; await modal.runtime.loadI18n() first",
        )
      }
      return i18n
    },
    loadI18n: loadOnce(() =>
      import('./i18n/createI18n').then(
        ({ createI18n }) => (i18n = createI18n(store.getState().options.language)),
      ),
    ),
    logger,
    router: createRouter(store.dispatch, store.getState, () => modal.close()),
    open: (openOptions) => modal.open(openOptions),
    close: () => modal.close(),
    hostConnectors: parsed.connectors ?? [],
    onDispose(dispose) {
      // A wrapper per registration, so registering the same function twice undoes twice.
      const entry = () => dispose()
      disposers.add(entry)
      return () => void disposers.delete(entry)
    },
    extension<T>(key: string, create: () => T): T {
      if (!extensions.has(key)) extensions.set(key, create())
      return extensions.get(key) as T
    },
    remoteConfig: () => startBackgroundOnce().then((b) => b.fetchRemote()),
    plugins: loader,
  }
  extra.runtime = runtime
  // Plugins' thunks and listeners reach the modal as `extra.modal`: made by the plugin loader
  // and the UI (lazy chunks) before any plugin code can run, so the page does not carry it.
  Object.defineProperty(extra, 'modal', {
    get: () => {
      if (!extensions.has(MODAL_CONTEXT_KEY)) {
        throw new Error('The modal context is made with the plugin loader or the UI')
      }
      return extensions.get(MODAL_CONTEXT_KEY)
    },
  })
  // Every plugin is announced at once (a clash of ids throws here), so the store knows which
  // plugin owns each view and what each contributes before any of them loads.
  announcePlugins(store, sources)

  if (!options.projectId) store.dispatch(alertRaised({ code: 'PROJECT_ID_NOT_CONFIGURED' }))

  // A connection remembered from an earlier visit is restored at once (the one case where
  // page load does more than set up): the connection chunk loads only when one is stored.
  if (hasStoredConnections()) {
    void import('./connection/restore')
      .then(({ restoreConnections }) => store.dispatch(restoreConnections()))
      .catch((error: unknown) => logger.error('The stored connection could not be restored', error))
  }

  // Remote config, view-to-plugin loading and first-open work: a chunk loaded on idle or
  // on the first open, whichever comes first.
  const startBackgroundOnce = loadOnce(() =>
    import('./modal/background').then(({ startBackground }) => startBackground(runtime)),
  )
  const inBackground = (work: (background: Background) => unknown) =>
    void startBackgroundOnce()
      .then(work)
      .catch((error: unknown) => logger.error('Background work failed', error))
  // Once the page is idle: the remote config, and i18next and the UI's code fetched, so a
  // later first open neither downloads nor parses them on the click.
  const cancelIdle = whenIdle(() => {
    inBackground((b) => b.fetchRemote())
    runtime.loadI18n().catch(() => undefined)
    deps.preloadUi?.().catch(() => undefined)
  }, IDLE_PREFETCH_TIMEOUT_MS)

  const ensureUi = loadOnce(() =>
    deps.mountUi(modal).catch((error: unknown) => {
      logger.error('The modal UI could not be loaded', error)
      analytics.reportError('UI_LOAD_FAILED', error)
      throw error
    }),
  )

  const modal: Modal = {
    open(openOptions) {
      // The opening rules load with the UI; the state flips as soon as they arrive.
      const opened = import('./modal/open').then(({ openModal }) => {
        store.dispatch(openModal(openOptions ?? {}))
      })
      inBackground((b) => b.firstOpen())
      // i18next is a chunk of its own that the UI awaits: asked for beside the UI chunk,
      // not after it. A failure surfaces (and is reported) through the UI mount.
      runtime.loadI18n().catch(() => undefined)
      return Promise.all([opened, ensureUi()]).then(() => undefined)
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
      // i18next, when loaded, switches first, so the UI re-renders already in the new
      // language; the store always follows: the page's buttons and a later load read it.
      if (i18n) await i18n.changeLanguage(language)
      store.dispatch(languageSet(language))
    },
    loadPlugin: (id) => runtime.plugins().then((plugins) => plugins.load(id)),
    unloadPlugin: (id) => runtime.plugins().then((plugins) => plugins.unload(id)),
    async destroy() {
      cancelIdle()
      if (startBackgroundOnce.started) (await startBackgroundOnce.started).stop()
      modal.close()
      // What lazy chunks left running for this modal: wallet discovery, watchers, pairings.
      for (const dispose of [...disposers]) dispose()
      disposers.clear()
      // A loader that never came (a clash of plugin ids) has nothing to undo.
      if (loader.started)
        await loader.started.then(
          (plugins) => plugins.unloadAll(),
          () => undefined,
        )
      const ui = ensureUi.started
      ensureUi.forget()
      if (ui) (await ui.catch(() => () => undefined))()
    },
    router: runtime.router,
    store,
    get i18n() {
      return runtime.i18n
    },
    runtime,
  }
  installHostMethods(modal, sources)
  return modal
}

/**
 * Gives the handle the methods plugins declare (`modal.pay`): each loads its plugin on the
 * first call and runs it there. A name the handle already has is refused: a plugin must not
 * replace `open` or another plugin's method.
 */
function installHostMethods(modal: Modal, sources: readonly PluginSource[]): void {
  for (const { manifest } of sources) {
    for (const name of manifest.contributes?.hostMethods ?? []) {
      if (name in modal) {
        throw new PorticoError(
          'INVALID_OPTIONS',
          `Invalid modal options: plugin "${manifest.id}" declares the host method "${name}", which the modal already has`,
          { plugin: manifest.id, method: name },
        )
      }
      Object.defineProperty(modal, name, {
        enumerable: true,
        value: (...args: unknown[]) =>
          modal.runtime
            .plugins()
            .then((plugins) => plugins.callHostMethod(manifest.id, name, args)),
      })
    }
  }
}
