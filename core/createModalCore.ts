import { createAnalyticsPort } from './analytics/port'
import { AFTER_PAINT_FALLBACK_MS, IDLE_PREFETCH_TIMEOUT_MS } from './defaults'
import { afterNextPaint, whenIdle } from './env/idle'
import type { I18nInstance, Language } from './i18n'
import { loadOnce, type Once } from './loadOnce'
import { createLogger } from './logger'
import {
  languageSchema,
  nameSchema,
  openOptionsSchema,
  parseArgument,
  parseHostOptions,
  rejectArgument,
  resolveOptions,
  themeModeSchema,
  themeVariablesSchema,
  type HostOptionsInput,
} from './options'
import { themeModeSet, themeVariablesSet } from './options/slice'
import { keepHostOptions } from './plugin/hostOptions'
import type { Background } from './modal/background'
import { hasStoredConnections } from './connection/stored'
import { closeModal } from './modal/close'
import { announcePlugins } from './plugin/announce'
import { OptionsError } from './errors/OptionsError'
import { PorticoError } from './errors/PorticoError'
import { MODAL_CONTEXT_KEY } from './plugin/contextKey'
import type { LoadOutcome, PluginLoader } from './plugin/loader'
import type { PluginSource } from './plugin/types'
import { createRouter, type Router } from './router/controller'
import type { OpenOptions, ViewId } from './router/views'
import type { Runtime } from './runtime'
import { makeStore, type PorticoStore } from './store/makeStore'
import type { CoreState, ThunkExtra } from './store/types'

export type { OpenOptions }

/** What `createModal` returns: the host's handle on one modal. */
export interface Modal {
  /** Opens on the view the opening rules choose, or on a forced view. Never waits for the network. */
  open<V extends ViewId>(options?: OpenOptions<V>): Promise<void>
  /** Closes the modal, as the close button does (a plugin blocking the close shakes it instead). */
  close(): void
  /** The modal's store state now: account, network, options, plugins, router and views. */
  getState(): CoreState
  /** Calls `listener` after every change of the store state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Switches between the light and dark theme; throws `INVALID_OPTIONS` on another value. */
  setThemeMode(mode: 'light' | 'dark'): void
  /**
   * Replaces the theme variables (CSS custom properties such as `--portico-accent`); throws
   * `INVALID_OPTIONS` on bad ones.
   */
  setThemeVariables(variables: Record<string, string | number>): void
  /**
   * Switches the modal's language to the one nearest `language` (the UI re-renders in it
   * once that language's strings, the shell's and every loaded plugin's, have arrived);
   * rejects on a malformed tag.
   */
  setLanguage(language: Language): Promise<void>
  /**
   * Loads a plugin the modal knows (built-in or the host's) by id, with the plugins it
   * requires: `'ready'`, `'failed'` (its load or setup threw) or `'disabled'` (its remote
   * feature is off). Rejects with `UNKNOWN_PLUGIN` for an id the modal does not know.
   */
  loadPlugin(id: string): Promise<LoadOutcome>
  /** Undoes a loaded plugin's setup: its listeners, views, translations and its teardown. */
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
  /**
   * Fetches and evaluates (without mounting) the UI's code and readies its first render (the
   * modal's i18next, the first view's imports), when the page is idle. Resolves with the undo
   * of what it put on the page, which destroy() calls.
   */
  preloadUi?(modal: Modal): Promise<(() => void) | void>
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
  // Lazy modules are read as `module.name`, not destructured in the callback: a bundler wraps
  // a destructured import() in an async function of its own, on the host page.
  const analytics = createAnalyticsPort(() =>
    import('./analytics/client').then((client) => client.analyticsForStore(store)),
  )
  // The host's plugins first: a host may list its own before the built-in ones it replaces.
  // The host's own objects, not the parsed copies: a definition keeps its identity (the
  // loader injects its endpoints once per definition) and every field it declared.
  const sources = [...((input.plugins ?? []) as PluginSource[]), ...deps.builtins]
  let i18n: I18nInstance | undefined
  // The language: the host's, else the visitor's (navigator.languages). The store names
  // English (the page's bundled strings) until a switch has brought another one's strings;
  // the switch, its negotiation and the strings are lazy chunks.
  let languageSwitch: Promise<unknown> = Promise.resolve()
  const switchLanguage = (requested: readonly string[]): Promise<void> => {
    const switched = import('./i18n/switchLanguage').then((module) =>
      module.switchLanguage(runtime, requested, () => i18n),
    )
    languageSwitch = switched.catch(() => undefined)
    return switched
  }
  const disposers = new Set<() => void>()
  const loader: Once<PluginLoader> = loadOnce(() =>
    import('./plugin/loader').then((module) => module.createPluginLoader(() => runtime, sources)),
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
      import('./i18n/createI18n')
        .then((module) =>
          module.createModalI18n(
            () => store.getState().options.language,
            () => languageSwitch,
          ),
        )
        .then((made) => (i18n = made)),
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
  const requested = parsed.language ? [parsed.language] : (globalThis.navigator?.languages ?? [])
  // American English is what the page has bundled: nothing to bring.
  if (!/^en(-us)?$/i.test(requested[0] ?? 'en')) {
    switchLanguage(requested).catch((error: unknown) =>
      logger.error('The language could not be loaded', error),
    )
  }

  // Every plugin is announced at once (a clash of ids throws here), so the store knows which
  // plugin owns each view and what each contributes before any of them loads.
  announcePlugins(store, sources)

  // Plugins that run on options of the host's (sign-in on `siwx`): the host's values are kept
  // live in the runtime, and each such plugin whose options are set loads at once, to meet
  // the first connection (a restored one too); without them it never loads at start.
  for (const id of keepHostOptions(runtime, input, sources)) {
    void runtime
      .plugins()
      .then((plugins) => plugins.load(id))
      .catch((error: unknown) => logger.error(`The ${id} plugin could not be set up`, error))
  }

  // A missing project id is raised as an alert with the alerts slice (core/alerts/attach),
  // once anything lazy runs: the background work, the plugin loader or the modal UI.

  // A connection remembered from an earlier visit is restored at once (the one case where
  // page load does more than set up): the connection chunk loads only when one is stored.
  // Looked for just after the page's first paint: a page's first localStorage read is slow
  // (the browser loads the origin's storage), several ms the host's button need not wait.
  runtime.onDispose(
    afterNextPaint(() => {
      // Not over a connection this page started meanwhile (what it stored is its own).
      const accounts = Object.values(store.getState().account.byNamespace)
      if (accounts.some((account) => account && account.status !== 'disconnected')) return
      if (!hasStoredConnections()) return
      void import('./connection/restore')
        .then((module) => store.dispatch(module.restoreConnections()))
        .catch((error: unknown) =>
          logger.error('The stored connection could not be restored', error),
        )
    }, AFTER_PAINT_FALLBACK_MS),
  )

  // Remote config, view-to-plugin loading and first-open work: a chunk loaded on idle or
  // on the first open, whichever comes first.
  const startBackgroundOnce = loadOnce(() =>
    import('./modal/background').then((module) => module.startBackground(runtime)),
  )
  // Once loaded, a settled promise: a click then flips the state in a microtask, where a new
  // import() of even a loaded chunk would wait for a task (and a frame) first.
  const openingRules = loadOnce(() => import('./modal/open'))
  const inBackground = (work: (background: Background) => unknown) =>
    void startBackgroundOnce()
      .then((background) => (destroyed ? undefined : work(background)))
      .catch((error: unknown) => logger.error('Background work failed', error))
  // Once the page is idle: the remote config; and everything the first open needs fetched
  // and evaluated (the opening rules, i18next, the UI and its first view's imports), so a
  // later click only flips state and renders, in one frame, with no download on the click.
  const cancelIdle = whenIdle(() => {
    inBackground((b) => b.fetchRemote())
    openingRules().catch(() => undefined)
    runtime.loadI18n().catch(() => undefined)
    const preloaded = deps.preloadUi?.(modal).catch(() => undefined)
    // Also when the preparation is still under way at destroy(): undone once it is done.
    if (preloaded) runtime.onDispose(() => void preloaded.then((undo) => undo?.()))
  }, IDLE_PREFETCH_TIMEOUT_MS)

  const ensureUi = loadOnce(() =>
    deps.mountUi(modal).catch((error: unknown) => {
      logger.error('The modal UI could not be loaded', error)
      analytics.reportError('UI_LOAD_FAILED', error)
      throw error
    }),
  )

  // After destroy(), what would load or mount anything again rejects (open, loadPlugin, host
  // methods); what only changes state (close, the setters, unloadPlugin) does nothing.
  let destroyed: Promise<void> | undefined
  const alive = <T>(run: () => Promise<T>): Promise<T> =>
    destroyed ? Promise.reject(destroyedError()) : run()

  const modal: Modal = {
    open(openOptions) {
      const invalid = rejectArgument(openOptionsSchema, openOptions, 'modal.open(options)')
      if (invalid) return invalid
      if (destroyed) return Promise.reject(destroyedError())
      // The opening rules load with the UI; the state flips as soon as they arrive.
      const opened = openingRules().then(({ openModal }) => {
        if (!destroyed) store.dispatch(openModal(openOptions ?? {}))
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
    // The setters parse with the options' own schemas: a bad value throws (setLanguage
    // rejects) INVALID_OPTIONS and leaves the state as it was.
    setThemeMode(mode) {
      mode = parseArgument(themeModeSchema, mode, 'modal.setThemeMode(mode)')
      if (destroyed) return
      store.dispatch(themeModeSet(mode))
    },
    setThemeVariables(variables) {
      variables = parseArgument(
        themeVariablesSchema,
        variables,
        'modal.setThemeVariables(variables)',
      )
      if (destroyed) return
      // A copy: the store freezes what it keeps, and the host may reuse its object.
      store.dispatch(themeVariablesSet({ ...variables }))
    },
    async setLanguage(language) {
      language = parseArgument(languageSchema, language, 'modal.setLanguage(language)')
      if (destroyed) return
      await switchLanguage([language])
    },
    loadPlugin: (id) =>
      rejectArgument(nameSchema, id, 'modal.loadPlugin(id)') ??
      alive(() => runtime.plugins().then((plugins) => plugins.load(id))),
    unloadPlugin: (id) =>
      rejectArgument(nameSchema, id, 'modal.unloadPlugin(id)') ??
      (destroyed ? destroyed : runtime.plugins().then((plugins) => plugins.unload(id))),
    destroy: () => (destroyed ??= destroyModal()),
    router: runtime.router,
    store,
    get i18n() {
      return runtime.i18n
    },
    runtime,
  }

  async function destroyModal(): Promise<void> {
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
  }
  installHostMethods(modal, sources, alive)
  return modal
}

const destroyedError = () =>
  new PorticoError(
    'MODAL_DESTROYED',
    'This modal was destroyed: create a new one with createModal() to show it again',
  )

/**
 * Gives the handle the methods plugins declare (`modal.pay`): each loads its plugin on the
 * first call and runs it there. A name the handle already has is refused: a plugin must not
 * replace `open` or another plugin's method.
 */
function installHostMethods(
  modal: Modal,
  sources: readonly PluginSource[],
  alive: <T>(run: () => Promise<T>) => Promise<T>,
): void {
  for (const { manifest } of sources) {
    for (const name of manifest.contributes?.hostMethods ?? []) {
      if (name in modal) {
        throw new OptionsError(
          'INVALID_OPTIONS',
          `Invalid modal options: plugin "${manifest.id}" declares the host method "${name}", which the modal already has`,
          { plugin: manifest.id, method: name },
        )
      }
      Object.defineProperty(modal, name, {
        enumerable: true,
        value: (...args: unknown[]) =>
          alive(() =>
            modal.runtime
              .plugins()
              .then((plugins) => plugins.callHostMethod(manifest.id, name, args)),
          ),
      })
    }
  }
}
