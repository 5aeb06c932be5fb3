import { raiseAlert } from '../alerts/attach'
import { translationsOf } from '../i18n/translations'
import type { TranslationLoader } from '../i18n/types'
import { own } from '../own'
import { errorMessage } from '../errors'
import type { Runtime } from '../runtime'
import type { ServiceApis } from '../api/apis'
import { servicesOf } from '../services'
import type { StartListening } from '../store/makeStore'
import { manifestMismatch } from './manifestMismatch'
import { modalContextOf } from './modalContext'
import { pluginContextsOf } from './pluginContexts'
import { pluginFailed, pluginLoading, pluginReady } from './slice'
import type {
  InjectableSlice,
  PluginContext,
  PluginDefinition,
  PluginEntry,
  PluginSource,
} from './types'
import type { PluginManifest } from './manifest'
import { viewRegistryOf, type ViewRole } from './viewRegistry'

/** A definition's `locales` as a loader: the loader itself, or its languages given at once. */
function stringsLoader(locales: NonNullable<PluginDefinition['locales']>): TranslationLoader {
  if (typeof locales === 'function') return locales
  return (language) => {
    const strings = own(locales, language)
    return Promise.resolve(strings && { default: strings })
  }
}

/** A plugin that has been set up, with the steps that undo it (run last first). */
export interface ActivePlugin {
  definition: PluginDefinition
  context: PluginContext
  undo: Array<() => void>
}

export type LoadOutcome = 'ready' | 'failed' | 'disabled'

export const isEntry = (source: PluginSource): source is PluginEntry =>
  typeof (source as PluginEntry).load === 'function'

const unwrap = (module: PluginDefinition | { default: PluginDefinition }): PluginDefinition =>
  'default' in module && typeof module.default === 'object'
    ? module.default
    : (module as PluginDefinition)

/**
 * Checks that what loaded is a definition of the plugin that was announced, declared with
 * the same manifest: a registry row and a definition that disagree (another feature, other
 * views) would gate or route the plugin by data it does not follow, so it fails loudly.
 */
function assertDefinition(
  value: unknown,
  declared: PluginSource,
): asserts value is PluginDefinition {
  const { id } = declared.manifest
  if (typeof value !== 'object' || value === null || !('manifest' in value)) {
    throw new Error(`Plugin "${id}" did not export a plugin definition (definePlugin)`)
  }
  const { manifest } = value as PluginDefinition
  if (manifest.id !== id) {
    throw new Error(`Plugin "${id}" loaded a definition with id ${JSON.stringify(manifest.id)}`)
  }
  const differences = manifestMismatch(declared.manifest, manifest)
  if (differences.length > 0) {
    throw new Error(
      `Plugin "${id}": its registry row and its definition disagree (declare both from its manifest): ${differences.join('; ')}`,
    )
  }
  const contributed = manifest.contributes
  const needed = [
    ...(manifest.views ?? []),
    ...(contributed?.accountTabs ?? []).map((tab) => tab.view),
    ...(contributed?.connectSections ?? []).map((section) => section.view),
  ]
  for (const view of needed) {
    if (typeof (value as PluginDefinition).views?.[view] !== 'function') {
      throw new Error(`Plugin "${id}" declares the view "${view}" but does not define it`)
    }
  }
  for (const view of manifest.viewRoles?.connecting ?? []) {
    if (!(manifest.views ?? []).includes(view)) {
      throw new Error(`Plugin "${id}" gives a role to the view "${view}", which it does not bring`)
    }
  }
  for (const name of manifest.contributes?.hostMethods ?? []) {
    if (typeof (value as PluginDefinition).hostMethods?.[name] !== 'function') {
      throw new Error(`Plugin "${id}" declares the host method "${name}" but does not define it`)
    }
  }
}

/** The manifest's view roles, by view. */
function rolesOf(manifest: PluginManifest): Record<string, ViewRole> {
  const roles: Record<string, ViewRole> = {}
  for (const view of manifest.viewRoles?.connecting ?? []) roles[view] = 'connecting'
  return roles
}

// The service APIs are shared by every modal on the page, and RTK Query warns when endpoints
// are injected twice: a definition's `endpoints` runs once per set of API objects, and every
// modal (and every later load) gets what that one call returned. Keyed by the objects
// themselves (each modal has its own `apis` record around the same two APIs), so nothing
// here is per modal.
const injected = new WeakMap<PluginDefinition, { apis: ServiceApis; api: unknown }>()

const sameApis = (a: ServiceApis, b: ServiceApis) =>
  a.walletServices === b.walletServices && a.blockchainServices === b.blockchainServices

function endpointsOf(definition: PluginDefinition, apis: ServiceApis): unknown {
  if (!definition.endpoints) return undefined
  const earlier = injected.get(definition)
  if (earlier && sameApis(earlier.apis, apis)) return earlier.api
  const api = definition.endpoints(apis)
  injected.set(definition, { apis, api })
  return api
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
  const { id } = source.manifest
  store.dispatch(pluginLoading(id))

  const undo: Array<() => void> = []
  try {
    const definition = isEntry(source) ? unwrap(await source.load()) : source
    assertDefinition(definition, source)
    const { manifest } = definition

    for (const required of manifest.requires ?? []) {
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

    for (const slice of definition.slices ?? []) {
      ;(rt.bundle.rootReducer.inject as (slice: InjectableSlice) => unknown)(slice)
    }
    const api = endpointsOf(definition, apis)

    // The modal's context, with what is the plugin's own on top; the modal's getters
    // (options, i18n) stay live through the prototype.
    const modal = modalContextOf(rt)
    // What the plugin hooks into the modal is undone with it, whether or not it keeps the
    // removals itself.
    const tracked =
      <A extends unknown[]>(add: (...args: A) => () => void) =>
      (...args: A) => {
        const remove = add(...args)
        undo.push(remove)
        return remove
      }
    const context = Object.assign(Object.create(modal) as PluginContext, {
      id,
      manifest,
      api,
      t: i18n.getFixedT(null, id),
      afterConnect: tracked(modal.afterConnect),
      onDispose: tracked(modal.onDispose),
    })

    // The plugin's strings in the modal's language, there before any of its views draws.
    if (definition.locales) {
      const strings = { namespace: id, load: stringsLoader(definition.locales) }
      const translations = translationsOf(rt, i18n)
      undo.push(() => translations.remove(strings))
      await translations.add(strings)
    }

    const unsubscribes: Array<() => void> = []
    const recordingStartListening = ((listener: Parameters<StartListening>[0]) => {
      const unsubscribe = rt.bundle.startListening(listener)
      unsubscribes.push(unsubscribe)
      return unsubscribe
    }) as StartListening
    undo.push(() => unsubscribes.forEach((unsubscribe) => unsubscribe()))
    definition.listeners?.(recordingStartListening, context)

    const contexts = pluginContextsOf(rt)
    contexts.set(id, context)
    undo.push(() => contexts.delete(id))

    const views = viewRegistryOf(rt)
    views.register(id, definition.views ?? {}, rolesOf(manifest))
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
    store.dispatch(raiseAlert({ code: 'PLUGIN_FAILED', values: { plugin: id } }))
    return { outcome: 'failed' }
  }
}
