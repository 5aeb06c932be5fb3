import { alertRaised } from '../alerts/slice'
import { errorMessage } from '../errors'
import { selectFeatureEnabled } from '../features/selectors'
import type { Runtime } from '../runtime'
import type { StartListening } from '../store/makeStore'
import { pluginFailed, pluginKnown, pluginLoading, pluginReady, pluginRemoved } from './slice'
import type {
  InjectableSlice,
  PluginContext,
  PluginDefinition,
  PluginEntry,
  PluginSource,
} from './types'

/** A plugin that has been set up, with what it takes to undo it. */
interface Active {
  definition: PluginDefinition
  context: PluginContext
  unsubscribes: Array<() => void>
}

export type LoadOutcome = 'ready' | 'failed' | 'disabled'

const isEntry = (source: PluginSource): source is PluginEntry =>
  typeof (source as PluginEntry).load === 'function'

const unwrap = (module: PluginDefinition | { default: PluginDefinition }): PluginDefinition =>
  'default' in module && typeof module.default === 'object'
    ? module.default
    : (module as PluginDefinition)

function assertDefinition(value: unknown, expectedId: string): asserts value is PluginDefinition {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`Plugin "${expectedId}" did not export a plugin definition`)
  }
  const id = (value as { id?: unknown }).id
  if (id !== expectedId) {
    throw new Error(`Plugin "${expectedId}" loaded a definition with id ${JSON.stringify(id)}`)
  }
}

/**
 * Loads plugins for one modal. A plugin loads at most once (concurrent requests share one
 * promise), its `requires` load first, and a plugin that throws on import or setup is
 * reported (alert, analytics, log), undone and disabled without taking the modal down.
 */
export function createPluginLoader(runtime: () => Runtime, sources: readonly PluginSource[]) {
  const known = new Map<string, PluginSource>()
  const inFlight = new Map<string, Promise<LoadOutcome>>()
  const active = new Map<string, Active>()

  const getState = () => runtime().bundle.store.getState()

  for (const source of sources) {
    if (known.has(source.id)) throw new Error(`Two plugins share the id "${source.id}"`)
    known.set(source.id, source)
  }

  const announce = () => {
    const store = runtime().bundle.store
    for (const source of known.values()) {
      const views = isEntry(source) ? (source.views ?? []) : Object.keys(source.views ?? {})
      store.dispatch(pluginKnown({ id: source.id, views }))
    }
  }

  async function setUp(id: string, chain: readonly string[]): Promise<LoadOutcome> {
    const rt = runtime()
    const { store } = rt.bundle
    const source = known.get(id)
    if (!source) throw new Error(`Unknown plugin "${id}"`)
    if (!selectFeatureEnabled(store.getState(), source.feature)) return 'disabled'
    store.dispatch(pluginLoading(id))

    const undo: Array<() => void> = []
    try {
      const definition = isEntry(source) ? unwrap(await source.load()) : source
      assertDefinition(definition, id)

      for (const required of definition.requires ?? []) {
        if (chain.includes(required)) {
          throw new Error(`Plugin "${id}" has a circular requirement on "${required}"`)
        }
        const outcome = await loadWithChain(required, [...chain, id])
        if (outcome !== 'ready')
          throw new Error(`Plugin "${id}" requires "${required}", which is ${outcome}`)
      }

      const apis = await rt.services()
      const context: PluginContext = {
        id,
        store,
        dispatch: store.dispatch,
        getState: store.getState,
        router: rt.router,
        apis,
        options: store.getState().options,
        logger: rt.logger,
        analytics: rt.analytics,
        i18n: rt.i18n,
        live: rt.live,
      }

      for (const slice of definition.slices ?? []) {
        ;(rt.bundle.rootReducer.inject as (slice: InjectableSlice) => unknown)(slice)
      }
      definition.endpoints?.(apis)

      for (const [language, resources] of Object.entries(definition.locales ?? {})) {
        rt.i18n.addResourceBundle(language, id, resources, true, true)
      }
      undo.push(() => {
        for (const language of Object.keys(definition.locales ?? {})) {
          rt.i18n.removeResourceBundle(language, id)
        }
      })

      const unsubscribes: Array<() => void> = []
      const recordingStartListening = ((listener: Parameters<StartListening>[0]) => {
        const unsubscribe = rt.bundle.startListening(listener)
        unsubscribes.push(unsubscribe)
        return unsubscribe
      }) as StartListening
      undo.push(() => unsubscribes.forEach((unsubscribe) => unsubscribe()))
      definition.listeners?.(recordingStartListening)

      rt.views.register(id, definition.views ?? {})
      undo.push(() => rt.views.removeOwner(id))

      await definition.setup?.(context)

      active.set(id, { definition, context, unsubscribes: undo })
      store.dispatch(pluginReady({ id, views: Object.keys(definition.views ?? {}) }))
      return 'ready'
    } catch (error) {
      for (const step of undo.reverse()) step()
      const message = errorMessage(error)
      rt.logger.error(`Plugin "${id}" failed and is disabled: ${message}`, error)
      rt.analytics.reportError('PLUGIN_LOAD_FAILED', error)
      store.dispatch(pluginFailed({ id, error: message }))
      store.dispatch(alertRaised({ code: 'PLUGIN_FAILED', values: { plugin: id } }))
      return 'failed'
    }
  }

  function loadWithChain(id: string, chain: readonly string[]): Promise<LoadOutcome> {
    let pending = inFlight.get(id)
    if (!pending) {
      pending = setUp(id, chain)
      inFlight.set(id, pending)
      // A plugin that was only disabled by its feature may load later, once the feature is on.
      void pending.then((outcome) => {
        if (outcome === 'disabled') inFlight.delete(id)
      })
    }
    return pending
  }

  return {
    /** Tells the store which plugins exist and which views they will bring. */
    announce,
    /** Loads a plugin (and what it requires) at most once. */
    load(id: string): Promise<LoadOutcome> {
      if (!known.has(id)) return Promise.reject(new Error(`Unknown plugin "${id}"`))
      return loadWithChain(id, [])
    },
    /**
     * Loads the known plugins that declare no views (nothing to navigate to, so the first
     * open is when they are needed) and whose feature is enabled.
     */
    loadViewless(): Promise<LoadOutcome[]> {
      const viewless = [...known.values()].filter((source) =>
        isEntry(source)
          ? (source.views ?? []).length === 0
          : Object.keys(source.views ?? {}).length === 0,
      )
      return Promise.all(viewless.map((source) => loadWithChain(source.id, [])))
    },
    /** The plugin that brings a view, if one is known. */
    ownerOf(view: string): string | undefined {
      return getState().plugins.viewOwners[view]
    },
    /** Undoes a plugin's setup: its listeners, views, translations and its own teardown. */
    async unload(id: string): Promise<void> {
      const plugin = active.get(id)
      inFlight.delete(id)
      if (!plugin) return
      active.delete(id)
      for (const step of plugin.unsubscribes.reverse()) step()
      try {
        await plugin.definition.teardown?.(plugin.context)
      } finally {
        runtime().bundle.store.dispatch(pluginRemoved(id))
      }
    },
    /** Unloads every plugin, last set up first. */
    async unloadAll(): Promise<void> {
      for (const id of [...active.keys()].reverse()) await this.unload(id)
    },
    isActive: (id: string) => active.has(id),
    ids: () => [...known.keys()],
  }
}

export type PluginLoader = ReturnType<typeof createPluginLoader>
