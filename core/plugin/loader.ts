import { attachAlerts } from '../alerts/attach'
import { selectFeatureEnabled } from '../features/selectors'
import type { Runtime } from '../runtime'
import { PorticoError } from '../errors/PorticoError'
import { translationsOf } from '../i18n/translations'
import { manifestNamespace } from './manifestText'
import { isEntry, setUpPlugin, type ActivePlugin, type LoadOutcome } from './setUpPlugin'
import { pluginDisabled, pluginRemoved } from './slice'
import { modalContextOf } from './modalContext'
import type { PluginSource } from './types'

export type { LoadOutcome }

/**
 * Loads plugins for one modal. A plugin loads at most once (concurrent requests share one
 * promise), its `requires` load first, and a plugin that throws on import or setup is
 * reported, undone and disabled without taking the modal down (see setUpPlugin).
 * The loader is a chunk of its own: a page pays for it when the first plugin is needed.
 * `sources` are the plugins the store already knows of (announced when the modal was made).
 */
export function createPluginLoader(runtime: () => Runtime, sources: readonly PluginSource[]) {
  const known = new Map<string, PluginSource>()
  const inFlight = new Map<string, Promise<LoadOutcome>>()
  const active = new Map<string, ActivePlugin>()
  // Plugins' thunks and listeners find the modal as `extra.modal` from now on.
  modalContextOf(runtime())
  // Plugins raise alerts by dispatching them: the slice that keeps them is there first.
  attachAlerts(runtime().bundle)

  for (const source of sources) known.set(source.manifest.id, source)

  async function load(id: string, chain: readonly string[]): Promise<LoadOutcome> {
    const rt = runtime()
    const source = known.get(id)
    if (!source) throw unknownPlugin(id)
    const { feature } = source.manifest
    // A plugin behind a feature waits for the project's remote config, which may switch it off.
    if (feature !== undefined) await rt.remoteConfig()
    if (!selectFeatureEnabled(rt.bundle.store.getState(), feature)) {
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

  let textsLoaded: Promise<void> | undefined
  async function loadManifestTexts(): Promise<void> {
    const rt = runtime()
    const translations = translationsOf(rt, await rt.loadI18n())
    await Promise.all(
      [...known.values()].map(async (source) => {
        const { id } = source.manifest
        if (!isEntry(source) || !source.texts) return
        try {
          await translations.add({ namespace: manifestNamespace(id), load: source.texts })
        } catch (error) {
          rt.logger.error(`The manifest texts of plugin "${id}" could not be loaded`, error)
        }
      }),
    )
  }

  function missing(id: string): LoadOutcome {
    runtime().logger.error(unknownPlugin(id).shortMessage)
    return 'failed'
  }

  return {
    /** Loads a plugin (and what it requires) at most once. */
    load(id: string): Promise<LoadOutcome> {
      if (!known.has(id)) return Promise.reject(unknownPlugin(id))
      return loadOnce(id, [])
    },
    /**
     * Runs a host method a plugin's manifest declares (`modal.pay(config)`), loading the
     * plugin first. Rejects with PLUGIN_UNAVAILABLE when the plugin is off or failed.
     */
    async callHostMethod(id: string, name: string, args: readonly unknown[]): Promise<unknown> {
      const outcome = await this.load(id)
      const plugin = active.get(id)
      const method = plugin?.definition.hostMethods?.[name]
      if (outcome !== 'ready' || !plugin || !method) {
        throw new PorticoError(
          'PLUGIN_UNAVAILABLE',
          `modal.${name}() needs the "${id}" plugin, which is ${outcome === 'ready' ? 'not set up' : outcome}`,
          { plugin: id, method: name, outcome },
        )
      }
      return (method as (...all: unknown[]) => unknown)(plugin.context, ...args)
    },
    /**
     * Loads the known plugins that declare no views (nothing to navigate to, so the first
     * open is when they are needed) and whose feature is enabled.
     */
    loadViewless(): Promise<LoadOutcome[]> {
      const viewless = [...known.values()].filter(
        (source) => (source.manifest.views ?? []).length === 0,
      )
      return Promise.all(viewless.map((source) => loadOnce(source.manifest.id, [])))
    },
    /**
     * Adds every known plugin's manifest texts (`PluginEntry.texts`) to the modal's i18next,
     * once, in its language (they follow its switches): the labels a manifest gives by key. A
     * plugin whose texts fail to load is logged, and its labels read as their keys.
     */
    manifestTexts: () => (textsLoaded ??= loadManifestTexts()),
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

function unknownPlugin(id: string): PorticoError {
  return new PorticoError('UNKNOWN_PLUGIN', `Unknown plugin "${id}"`, { id })
}

export type PluginLoader = ReturnType<typeof createPluginLoader>
