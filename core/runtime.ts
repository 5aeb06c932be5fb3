import type { AnalyticsPort } from './analytics/port'
import type { I18nInstance } from './i18n'
import type { Logger } from './logger'
import type { HostConnector } from './options/schema'
import type { PluginLoader } from './plugin/loader'
import type { Router } from './router/controller'
import type { OpenOptions, ViewId } from './router/views'
import type { StoreBundle } from './store/makeStore'

/**
 * The live side of one modal: everything that is not serializable and so stays out of the
 * store. Thunks and listeners reach it as their extra argument. What lazy chunks keep per
 * modal (the view and live-object registries, the service APIs, wallet watchers) are its
 * typed extensions, made on first use: `runtime.extension(key, create)`.
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
   * Registers work to undo when the modal is destroyed (listeners on `window`, wallet
   * watchers, WalletConnect pairings); returns its own removal, for work undone earlier.
   */
  onDispose(dispose: () => void): () => void
  /**
   * The modal's own instance of something a lazy chunk keeps per modal, made by `create`
   * the first time `key` is asked for. Keys are namespaced by their owner (`core:views`,
   * `<plugin id>:<name>`); the same key always returns the same value for this modal.
   */
  extension<T>(key: string, create: () => T): T
  /** The modal's own `open`, for flows that must show a view (e.g. UnsupportedChain). */
  open<V extends ViewId>(options?: OpenOptions<V>): Promise<void>
  /** The modal's own `close` (which shakes instead while closing is blocked). */
  close(): void
  router: Router
  /**
   * Settles once the remote feature config has been answered, skipped or given up on (it
   * starts the fetch if nothing has yet): what a feature-gated plugin waits for.
   */
  remoteConfig(): Promise<void>
  /** The plugin loader, imported on first need. */
  plugins(): Promise<PluginLoader>
}
