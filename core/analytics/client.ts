import { raiseAlert } from '../alerts/attach'
import type { AnalyticsEvent } from '../api/schemas/analytics'
import { ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS, SDK_TYPE, SDK_VERSION } from '../constants'
import { PorticoError } from '../errors/PorticoError'
import type { Logger } from '../logger'
import type { PorticoStore } from '../store/makeStore'
import type { AppThunk } from '../store/types'

export interface AnalyticsSettings {
  endpoint: string
  projectId: string | undefined
  /** The host's own switch; the remote `isAnalyticsEnabled` can only turn it further off. */
  hostEnabled: boolean
}

export interface AnalyticsHooks {
  /** Called once on the first 403: the origin is not on the project's allowlist. */
  onForbidden(): void
  /** Where a failed send is told, once: the modal's logger, at debug level. */
  logger?: Pick<Logger, 'debug'>
  now?: () => number
  fetch?: typeof fetch
}

type Pending = AnalyticsEvent

/**
 * Sends `POST /e` events. Events wait in a short queue until the remote analytics
 * setting is known, then go out or are dropped; error reports are limited to 5 per 60 s;
 * a 403 raises 'Invalid App Configuration' once and stops sending. Analytics are optional:
 * a send that fails is one debug line of the logger (the first failure only), never a
 * console error, and a send that cannot reach the service at all stops sending for the
 * client's life (the modal's, so the page's), rather than adding a failed request per event.
 */
export function createAnalytics(settings: AnalyticsSettings, hooks: AnalyticsHooks) {
  const now = hooks.now ?? Date.now
  let remoteEnabled: boolean | undefined
  let forbidden = false
  let unreachable = false
  let failureLogged = false
  const queue: Pending[] = []
  const errorTimes: number[] = []

  const enabled = () =>
    settings.hostEnabled && !forbidden && !unreachable && remoteEnabled !== false

  /** The first failed send, on the debug log; later ones are not logged again. */
  const logFailure = (why: string) => {
    if (failureLogged) return
    failureLogged = true
    hooks.logger?.debug(`Analytics event not sent (${why})`)
  }

  const send = async (event: Pending) => {
    const url = new URL(`${settings.endpoint}/e`)
    url.searchParams.set('projectId', settings.projectId ?? '')
    url.searchParams.set('st', SDK_TYPE)
    url.searchParams.set('sv', SDK_VERSION)
    let response: Response
    try {
      response = await (hooks.fetch ?? fetch)(url.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Built here and typed by the schema; the services parse it on their side.
        body: JSON.stringify(event),
        keepalive: true,
      })
    } catch (error) {
      // The service cannot be reached: analytics must never disturb the visitor, and a lost
      // event is acceptable; the events after it are not sent either.
      unreachable = true
      queue.length = 0
      logFailure(`analytics service unreachable: ${String(error)}; no more events are sent`)
      return
    }
    if (response.status === 403 && !forbidden) {
      forbidden = true
      queue.length = 0
      hooks.onForbidden()
    } else if (!response.ok) {
      logFailure(`status ${response.status}`)
    }
  }

  const emit = (props: AnalyticsEvent['props']) => {
    if (!settings.hostEnabled || forbidden || unreachable || remoteEnabled === false) return
    const location = typeof window === 'undefined' ? undefined : window.location
    const event: Pending = {
      eventId: globalThis.crypto.randomUUID(),
      url: location?.href ?? '',
      domain: location?.hostname ?? '',
      timestamp: now(),
      props,
    }
    if (remoteEnabled === undefined) queue.push(event)
    else void send(event)
  }

  return {
    /** The remote `isAnalyticsEnabled`; flushes or drops what waited for it. */
    setRemoteEnabled(value: boolean) {
      remoteEnabled = value
      const waiting = queue.splice(0)
      if (enabled()) for (const event of waiting) void send(event)
    },
    track(event: string, properties?: Record<string, unknown>) {
      emit(properties ? { type: 'track', event, properties } : { type: 'track', event })
    },
    /** Reports an error; returns false when the 5-per-60-s limit dropped it. */
    reportError(event: string, error: unknown): boolean {
      const t = now()
      while (errorTimes.length > 0 && (errorTimes[0] ?? 0) <= t - ERROR_REPORTS_WINDOW_MS)
        errorTimes.shift()
      if (errorTimes.length >= ERROR_REPORTS_MAX) return false
      errorTimes.push(t)
      const err = error instanceof Error ? error : new Error(String(error))
      emit({
        type: 'error',
        event,
        errorType: err.name,
        // A PorticoError's sentence: its message adds lines for logs (docs link, version).
        errorMessage: err instanceof PorticoError ? err.shortMessage : err.message,
        stackTrace: err.stack ?? '',
      })
      return true
    },
    isEnabled: enabled,
    pendingCount: () => queue.length,
  }
}

export type Analytics = ReturnType<typeof createAnalytics>

/** The modal's logger, reached as the store's thunks reach the runtime. */
const loggerOf =
  (): AppThunk<Logger> =>
  (_dispatch, _getState, { runtime }) =>
    runtime.logger

/**
 * The analytics of one modal: its options decide where and whether; a 403 raises the alert;
 * failed sends go to the modal's logger.
 */
export function analyticsForStore(store: PorticoStore): Analytics {
  const { options } = store.getState()
  return createAnalytics(
    {
      endpoint: options.endpoints.analytics,
      projectId: options.projectId,
      hostEnabled: options.features.analytics,
    },
    {
      onForbidden: () => store.dispatch(raiseAlert({ code: 'INVALID_APP_CONFIGURATION' })),
      logger: store.dispatch(loggerOf()),
    },
  )
}
