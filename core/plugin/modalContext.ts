import {
  addAfterConnectStep,
  type AfterConnectStep,
  type AfterConnectStepOptions,
} from '../connection/afterConnect'
import { walletHandleOf, type WalletHandle } from '../connection/walletHandle'
import type { I18nInstance } from '../i18n/createI18n'
import type { Logger } from '../logger'
import type { ResolvedOptions } from '../options/resolve'
import type { Router } from '../router/controller'
import type { OpenOptions, ViewId } from '../router/views'
import type { Runtime } from '../runtime'
import type { AppDispatch, CoreState } from '../store/types'
import type { PorticoStore } from '../store/makeStore'
import { liveRegistryOf, type LiveRegistry } from './liveRegistry'
import { MODAL_CONTEXT_KEY } from './contextKey'

/**
 * One modal, as plugins see it: the same object in `setup`, in listeners (as `context`, and
 * as `extra.modal` in thunks and listener effects) and in views (`usePortico()`). Nothing
 * here is internal: it is the whole of what a plugin may touch besides the store's
 * public actions and selectors (`portico/plugin`).
 */
export interface ModalContext {
  readonly store: PorticoStore
  readonly dispatch: AppDispatch
  /** The modal's store state now. */
  getState(): CoreState
  readonly router: Router
  /** The host's options, resolved (defaults filled in), as they are now. */
  readonly options: ResolvedOptions
  readonly logger: Logger
  /** The modal's i18next instance (loaded before any plugin sets up). */
  readonly i18n: I18nInstance
  /** An analytics event (`POST /e`), sent when the project's analytics is on. */
  track(event: string, properties?: Record<string, unknown>): void
  /** An error report (an analytics error event), at most 5 per minute. */
  reportError(event: string, error: unknown): void
  /** The connected wallet of the active namespace; undefined while nobody is connected. */
  wallet(): WalletHandle | undefined
  /** Opens the modal (on a view, with data). */
  open<V extends ViewId>(options?: OpenOptions<V>): Promise<void>
  /** Closes the modal (a blocked close shakes it instead). */
  close(): void
  /** Live objects (clients, providers) the store refers to by id. */
  readonly live: LiveRegistry
  /**
   * The modal's own instance of something kept per modal, made by `create` on first use.
   * Prefix keys with the plugin's id (`swaps:quoteTimer`).
   */
  extension<T>(key: string, create: () => T): T
  /** Work to undo when the modal is destroyed; returns its own removal. */
  onDispose(dispose: () => void): () => void
  /**
   * A step in what follows a connection the visitor makes (after the network check, before
   * the modal closes): return true to take over (e.g. go back to the view that asked for a
   * connection), or an `AfterConnectHold` to keep the visitor on a view of the step's own
   * until they are through it (then the next steps decide); `{ first: true }` runs the step
   * before the others. Returns its removal; a plugin's steps are removed with it (add them
   * in `setup` and remove them in `teardown`, or let the loader do it from `listeners`).
   */
  afterConnect(step: AfterConnectStep, options?: AfterConnectStepOptions): () => void
}

/** The modal context of one runtime, made once per modal. */
export function modalContextOf(runtime: Runtime): ModalContext {
  return runtime.extension(MODAL_CONTEXT_KEY, () => createModalContext(runtime))
}

function createModalContext(runtime: Runtime): ModalContext {
  const { store } = runtime.bundle
  return {
    store,
    dispatch: store.dispatch,
    getState: store.getState,
    router: runtime.router,
    get options() {
      return store.getState().options
    },
    logger: runtime.logger,
    get i18n() {
      return runtime.i18n
    },
    track: (event, properties) => runtime.analytics.track(event, properties),
    reportError: (event, error) => runtime.analytics.reportError(event, error),
    wallet: () => walletHandleOf(runtime),
    open: (options) => runtime.open(options),
    close: () => runtime.close(),
    live: liveRegistryOf(runtime),
    extension: (key, create) => runtime.extension(key, create),
    onDispose: (dispose) => runtime.onDispose(dispose),
    afterConnect: (step, options) => addAfterConnectStep(runtime, step, options),
  }
}
