import { alertRaised } from '../alerts/slice'
import { errorMessage } from '../errors'
import type { Runtime } from '../runtime'
import { servicesOf } from '../services'
import type { StartListening } from '../store/makeStore'
import { liveRegistryOf } from './liveRegistry'
import { pluginFailed, pluginLoading, pluginReady } from './slice'
import type {
  InjectableSlice,
  PluginContext,
  PluginDefinition,
  PluginEntry,
  PluginSource,
} from './types'
import { viewRegistryOf } from './viewRegistry'

/** A plugin that has been set up, with the steps that undo it (run last first). */
export interface ActivePlugin {
  definition: PluginDefinition
  context: PluginContext
  undo: Array<() => void>
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
 * Loads one plugin's module and adds what it declares: slices, endpoints, translations,
 * listeners, views, then its own setup. On any failure every step taken so far is undone
 * and the failure is reported (log, analytics, alert), so the modal keeps working.
 * Lives in its own chunk: a page pays for it only when a plugin is first needed.
 */
export async function setUpPlugin(
  rt: Runtime,
  source: PluginSource,
  loadRequired: (id: string) => Promise<LoadOutcome>,
  chain: readonly string[],
): Promise<{ outcome: LoadOutcome; active?: ActivePlugin }> {
  const { store } = rt.bundle
  const { id } = source
  store.dispatch(pluginLoading(id))

  const undo: Array<() => void> = []
  try {
    const definition = isEntry(source) ? unwrap(await source.load()) : source
    assertDefinition(definition, id)

    for (const required of definition.requires ?? []) {
      if (chain.includes(required)) {
        throw new Error(`Plugin "${id}" has a circular requirement on "${required}"`)
      }
      const outcome = await loadRequired(required)
      if (outcome !== 'ready') {
        throw new Error(`Plugin "${id}" requires "${required}", which is ${outcome}`)
      }
    }

    // A plugin may load before the UI (loadPlugin), and its strings need i18next there.
    const [apis, i18n] = await Promise.all([servicesOf(rt), rt.loadI18n()])
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
      i18n,
      live: liveRegistryOf(rt),
    }

    for (const slice of definition.slices ?? []) {
      ;(rt.bundle.rootReducer.inject as (slice: InjectableSlice) => unknown)(slice)
    }
    definition.endpoints?.(apis)

    for (const [language, resources] of Object.entries(definition.locales ?? {})) {
      i18n.addResourceBundle(language, id, resources, true, true)
    }
    undo.push(() => {
      for (const language of Object.keys(definition.locales ?? {})) {
        i18n.removeResourceBundle(language, id)
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

    const views = viewRegistryOf(rt)
    views.register(id, definition.views ?? {})
    undo.push(() => views.removeOwner(id))

    await definition.setup?.(context)

    store.dispatch(pluginReady({ id, views: Object.keys(definition.views ?? {}) }))
    return { outcome: 'ready', active: { definition, context, undo } }
  } catch (error) {
    for (const step of undo.reverse()) step()
    const message = errorMessage(error)
    rt.logger.error(`Plugin "${id}" failed and is disabled: ${message}`, error)
    rt.analytics.reportError('PLUGIN_LOAD_FAILED', error)
    store.dispatch(pluginFailed({ id, error: message }))
    store.dispatch(alertRaised({ code: 'PLUGIN_FAILED', values: { plugin: id } }))
    return { outcome: 'failed' }
  }
}
