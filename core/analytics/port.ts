import { loadOnce } from '../loadOnce'
import type { Analytics } from './client'

/** What the rest of the kit calls; the client behind it loads with the first event. */
export interface AnalyticsPort {
  track(event: string, properties?: Record<string, unknown>): void
  reportError(event: string, error: unknown): void
  setRemoteEnabled(value: boolean): void
  /** Resolves with the client once loaded (for tests and diagnostics). */
  client(): Promise<Analytics>
}

/**
 * Analytics without its weight on the host page: calls made before the client chunk has
 * loaded are kept in order and replayed into it. Nothing is sent before the remote
 * analytics setting is known anyway, so the short wait changes nothing a visitor sees.
 */
export function createAnalyticsPort(load: () => Promise<Analytics>): AnalyticsPort {
  let loaded: Analytics | undefined
  const client = loadOnce(() =>
    load().then((analytics) => {
      loaded = analytics
      return analytics
    }),
  )
  const call = (send: (analytics: Analytics) => void) => {
    if (loaded) send(loaded)
    // A failed chunk load drops these events (the next call tries again): analytics must
    // never disturb the visitor.
    else void client().then(send, () => undefined)
  }
  return {
    track: (event, properties) => call((analytics) => analytics.track(event, properties)),
    reportError: (event, error) => call((analytics) => void analytics.reportError(event, error)),
    setRemoteEnabled: (value) => call((analytics) => analytics.setRemoteEnabled(value)),
    client,
  }
}
