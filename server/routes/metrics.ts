import { Hono } from 'hono'
import type { AuthMetrics } from '../metrics'

/**
 * GET /metrics in Prometheus's text format, as an app of its own: the service serves it on a
 * separate listener (PORTICO_AUTH_METRICS_PORT, 127.0.0.1 by default), never on its public
 * port, so a balancer in front never exposes it.
 */
export function metricsApp({ registry }: AuthMetrics): Hono {
  return new Hono()
    .get('/metrics', async (c) =>
      c.body(await registry.metrics(), 200, { 'content-type': registry.contentType }),
    )
    .notFound((c) => c.text('Not found.', 404))
}
