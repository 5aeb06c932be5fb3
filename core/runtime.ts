import type { AnalyticsPort } from './analytics/port'
import type { I18nInstance } from './i18n'
import type { OpenOptions } from './createModalCore'
import type { Logger } from './logger'
import type { HostConnector } from './options/schema'
import type { PluginLoader } from './plugin/loader'
import type { Router } from './router/controller'
import type { StoreBundle } from './store/makeStore'

/**
 * The live side of one modal: everything that is not serializable and so stays out of the
 * store. Thunks and listeners reach it as their extra argument. The view and live-object
 * registries hang off it too, made on first use: `viewRegistryOf(runtime)`,
 * `liveRegistryOf(runtime)`, and so do the service APIs: `servicesOf(runtime)`.
 */
export interface Runtime {
  bundle: StoreBundle
  analytics: AnalyticsPort
  /**
   * The modal's i18next instance. i18next loads with the modal UI and with the first plugin
   * (`loadI18n`), never with the host page: reading this before that throws.
   */
  readonly i18n: I18nInstance
  /**
   * Loads i18next and makes the modal's instance, in the store's language at that moment;
   * once (a failed import is tried again on the next call). What the UI mount and the
   * plugin loader await before they translate.
   */
  loadI18n(): Promise<I18nInstance>
  logger: Logger
  /** Connectors the host passed in (`options.connectors`): live objects, so kept here. */
  hostConnectors: readonly HostConnector[]
  /**
   * Work to undo when the modal is destroyed, added by lazy chunks: listeners on `window`
   * (wallet discovery), wallet watchers, WalletConnect pairings.
   */
  disposers: Set<() => void>
  /** The modal's own `open`, for flows that must show a view (e.g. UnsupportedChain). */
  open(options: OpenOptions): Promise<void>
  router: Router
  /**
   * Settles once the remote feature config has been answered, skipped or given up on (it
   * starts the fetch if nothing has yet): what a feature-gated plugin waits for.
   */
  remoteConfig(): Promise<void>
  /** The plugin loader, imported on first need. */
  plugins(): Promise<PluginLoader>
}
