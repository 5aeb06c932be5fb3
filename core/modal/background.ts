import { attachAlerts } from '../alerts/attach'
import { startConnectAttempts } from '../connection/attemptStart'
import { selectViewOwner } from '../plugin/slice'
import { REMOTE_CONFIG_WAIT_MS } from '../constants'
import { viewRegistryOf } from '../plugin/viewRegistry'
import { checkOrigin, loadAnalyticsConfig, loadRemoteConfig } from '../remote'
import { selectCurrentView } from '../router/selectors'
import { pushed, replaced, reset } from '../router/slice'
import type { Runtime } from '../runtime'

/**
 * What a modal does once the page is idle or the modal first opens, kept in a chunk of its
 * own so the host page does not carry it: fetch the remote config, then origins and analytics
 * config (once), load the plugin behind a view when that view is opened, and set up the
 * plugins without views on the first open.
 */
export function startBackground(runtime: Runtime) {
  const { store, startListening } = runtime.bundle
  attachAlerts(runtime.bundle)

  const loadOwnerOf = (view: string) => {
    if (viewRegistryOf(runtime).has(view)) return
    // The loader brings the built-in table with it: only then is every view's owner known.
    runtime
      .plugins()
      .then((plugins) => {
        const owner = selectViewOwner(store.getState(), view)
        if (owner) return plugins.load(owner)
      })
      .catch((error: unknown) => runtime.logger.error(`No plugin for the view ${view}`, error))
  }
  const stopConnectAttempts = startConnectAttempts(runtime)
  const stopViewLoading = startListening({
    predicate: (action) => pushed.match(action) || replaced.match(action) || reset.match(action),
    effect: (action) => {
      const view = (action.payload as { view?: string } | undefined)?.view
      if (view) loadOwnerOf(view)
    },
  })
  // The first navigation may have happened while this chunk was on its way.
  loadOwnerOf(selectCurrentView(store.getState()))
  // The built-in table comes with the loader: read it now, so the owner of every view is
  // known at once (Account offers rows for plugins' views) rather than after the remote config.
  runtime
    .plugins()
    .catch((error: unknown) => runtime.logger.error('The plugins could not be announced', error))

  let remote: Promise<void> | undefined
  let viewless: Promise<unknown> | undefined
  const fetchRemote = () => {
    // The config first: the origins and the analytics setting come from the same service, so
    // when it cannot be reached they are not asked (the origin goes unchecked and no events
    // are sent, as when those calls fail), and an offline page makes one failing request.
    remote ??= store.dispatch(loadRemoteConfig()).then(async (outcome) => {
      if (outcome === 'unreachable') {
        runtime.analytics.setRemoteEnabled(false)
        runtime.logger.debug(
          'Wallet services unreachable: the origin allowlist and the analytics setting are not asked',
        )
        return
      }
      await Promise.all([store.dispatch(checkOrigin()), store.dispatch(loadAnalyticsConfig())])
    })
    // Whoever waits for the answers waits a few seconds at most; the host's own settings
    // apply meanwhile (the features slice still says loading), as after a failure.
    const answers = remote
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REMOTE_CONFIG_WAIT_MS)
      const done = () => {
        clearTimeout(timer)
        resolve()
      }
      answers.then(done, done)
    })
  }

  return {
    /**
     * Config, origins and analytics config: asked once, however often called. Resolves when
     * they are in, or after REMOTE_CONFIG_WAIT_MS if they are not (a feature-gated plugin
     * then loads on the host's settings).
     */
    fetchRemote,
    /** On the first open: the remote config first (it may switch features off), then plugins. */
    firstOpen: () =>
      (viewless ??= fetchRemote()
        .then(() => runtime.plugins())
        .then((plugins) => plugins.loadViewless())),
    stop: () => {
      stopViewLoading()
      stopConnectAttempts()
    },
  }
}

export type Background = ReturnType<typeof startBackground>
