import type { ManifestTexts } from './core/plugin/manifest'
import type { PluginEntry } from './core/plugin/types'
import { loadOnce } from './core/loadOnce'
import { manifest as activity } from './plugins/activity/manifest'
import { manifest as email } from './plugins/email/manifest'
import { manifest as onramp } from './plugins/onramp/manifest'
import { manifest as pay } from './plugins/pay/manifest'
import { manifest as receive } from './plugins/receive/manifest'
import { manifest as send } from './plugins/send/manifest'
import { manifest as swaps } from './plugins/swaps/manifest'
import { manifest as siwx } from './plugins/siwx/manifest'
import { manifest as socials } from './plugins/socials/manifest'
import type { builtinPluginCode } from './registryLazy'

/** The registry's lazy half (registryLazy): the plugins' code and manifest texts. */
const lazy = loadOnce(() => import('./registryLazy'))

/** A built-in plugin's code, through the lazy half (one import() on the host page for all). */
const code =
  (id: keyof typeof builtinPluginCode): PluginEntry['load'] =>
  () =>
    lazy().then((parts) => parts.builtinPluginCode[id]())

/** A built-in plugin's manifest texts, in the language asked for. */
const manifestTexts =
  (id: string): ManifestTexts =>
  (language) =>
    lazy().then((parts) => parts.builtinManifestTexts(id, language))

/** A built-in plugin's row: its manifest, its code, and its manifest's labels if it has some. */
function entry(
  manifest: PluginEntry['manifest'] & { id: keyof typeof builtinPluginCode },
  labelled = false,
): PluginEntry {
  return {
    manifest,
    load: code(manifest.id),
    ...(labelled && { texts: manifestTexts(manifest.id) }),
  }
}

/**
 * The built-in plugins: each one's manifest (id, feature, views, contributions: what the
 * page must know before the plugin loads), the loader of its code, its own chunks, and one
 * of its manifest's labels (by key), in the modal's language, which the modal's UI loads. A
 * row costs the page its manifest; a capability issue adds its own row.
 */
export const BUILTIN_PLUGINS: readonly PluginEntry[] = [
  entry(receive, true),
  entry(activity, true),
  entry(send, true),
  entry(pay),
  entry(swaps, true),
  entry(onramp, true),
  entry(email),
  entry(socials),
  entry(siwx),
]

/**
 * The ids of the built-in plugins. Named from the manifests themselves, so the published
 * declarations of the public entries import every manifest, and with them the views and
 * host methods each one declares (`modal.pay`, `open({ view: 'Send' })`).
 */
export type BuiltinPluginId =
  | typeof receive.id
  | typeof activity.id
  | typeof send.id
  | typeof pay.id
  | typeof swaps.id
  | typeof onramp.id
  | typeof email.id
  | typeof socials.id
  | typeof siwx.id
