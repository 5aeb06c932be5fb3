import { selectFeatureEnabled } from '../features/selectors'
import type { Runtime } from '../runtime'
import { setUpPlugin, type ActivePlugin, type LoadOutcome } from './setUpPlugin'
import { pluginDisabled, pluginRemoved } from './slice'
import { announcePlugins, declaredViews } from './announce'
import type { PluginSource } from './types'

export type { LoadOutcome }

/**
 * Loads plugins for one modal. A plugin loads at most once (concurrent requests share one
 * promise), its `requires` load first, and a plugin that throws on import or setup is
 * reported, undone and disabled without taking the modal down (see setUpPlugin).
 * The loader is a chunk of its own: a page pays for it when the first plugin is needed.
 * `announced` are the plugins the store already knows of; `builtins` are announced here.
 */
export function createPluginLoader(
  runtime: () => Runtime,
  announced: readonly PluginSource[],
  builtins: readonly PluginSource[] = [],
) {
  const known = new Map<string, PluginSource>()
  const inFlight = new Map<string, Promise<LoadOutcome>>()
  const active = new Map<string, ActivePlugin>()

  // The built-in table arrives with the loader: announce it now, after the host's plugins
  // (already announced), so the store knows which plugin owns each view.
  announcePlugins(
    runtime().bundle.store,
    builtins,
    announced.map((source) => source.id),
  )
  for (const source of [...announced, ...builtins]) known.set(source.id, source)

  async function load(id: string, chain: readonly string[]): Promise<LoadOutcome> {
    const rt = runtime()
    const source = known.get(id)
    if (!source) throw new Error(`Unknown plugin "${id}"`)
    // A plugin behind a feature waits for the project's remote config, which may switch it off.
    if (source.feature !== undefined) await rt.remoteConfig()
    if (!selectFeatureEnabled(rt.bundle.store.getState(), source.feature)) {
      rt.bundle.store.dispatch(pluginDisabled(id))
      return 'disabled'
    }
    const { outcome, active: plugin } = await setUpPlugin(
      rt,
      source,
      (required) => loadOnce(required, [...chain, id]),
      [...chain, id],
    )
    if (plugin) active.set(id, plugin)
    return outcome
  }

  function loadOnce(id: string, chain: readonly string[]): Promise<LoadOutcome> {
    if (!known.has(id)) return Promise.resolve(missing(id))
    let pending = inFlight.get(id)
    if (!pending) {
      pending = load(id, chain)
      inFlight.set(id, pending)
      // A plugin that was only disabled by its feature may load later, once the feature is on.
      void pending.then((outcome) => {
        if (outcome === 'disabled') inFlight.delete(id)
      })
    }
    return pending
  }

  function missing(id: string): LoadOutcome {
    runtime().logger.error(`Unknown plugin "${id}"`)
    return 'failed'
  }

  return {
    /** Loads a plugin (and what it requires) at most once. */
    load(id: string): Promise<LoadOutcome> {
      if (!known.has(id)) return Promise.reject(new Error(`Unknown plugin "${id}"`))
      return loadOnce(id, [])
    },
    /**
     * Loads the known plugins that declare no views (nothing to navigate to, so the first
     * open is when they are needed) and whose feature is enabled.
     */
    loadViewless(): Promise<LoadOutcome[]> {
      const viewless = [...known.values()].filter((source) => declaredViews(source).length === 0)
      return Promise.all(viewless.map((source) => loadOnce(source.id, [])))
    },
    /** Undoes a plugin's setup: its listeners, views, translations and its own teardown. */
    async unload(id: string): Promise<void> {
      const plugin = active.get(id)
      inFlight.delete(id)
      if (!plugin) return
      active.delete(id)
      for (const step of plugin.undo.reverse()) step()
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
