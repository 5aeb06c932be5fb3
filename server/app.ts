import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { matchedRoutes } from 'hono/route'
import type { Context } from 'hono'
import { randomUUID } from 'node:crypto'
import { systemClock } from './clock'
import { clientIpOf, createStores, type AppDeps, type AppEnv } from './context'
import { ApiError } from './errors'
import { requestIdSchema, silentLogger } from './log'
import { createMailOutbox } from './mailOutbox'
import { addSourceGauges, createMetrics } from './metrics'
import {
  DEVICE_WAIT_MAX_CONCURRENT,
  DEVICE_WAIT_MAX_PER_DEVICE,
  DEVICE_WAIT_MS,
  DEVICE_WAIT_POLL_MS,
  REQUEST_BODY_MAX_BYTES,
} from './limits'
import { chainRoutes } from './routes/chains'
import { deviceRoutes } from './routes/device'
import { emailLoginRoutes } from './routes/emailLogin'
import { emailUpdateRoutes } from './routes/emailUpdate'
import { frameRoutes } from './routes/frame'
import { healthRoutes } from './routes/health'
import type { RouteContext } from './routes/routeContext'
import { sessionRoutes } from './routes/session'
import { socialRoutes } from './routes/social'
import { farcasterRoutes } from './routes/socialFarcaster'
import { walletRoutes } from './routes/wallet'

export type { AppDeps } from './context'

/** Resolves after `ms`, or at once when `signal` aborts (the long poll's client left). */
function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}

/** The request's route pattern (`/v1/email/start`), or `unmatched`: never the path itself. */
function routeOf(c: Context): string {
  const route = matchedRoutes(c).findLast(
    (matched) => matched.method !== 'ALL' && matched.path !== '/*',
  )
  return route?.path ?? 'unmatched'
}

/** The auth service's HTTP app, built from its dependencies (server/context.ts AppDeps). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const now = deps.now ?? systemClock
  const logger = deps.logger ?? silentLogger
  const metrics = deps.metrics ?? createMetrics()
  const outbox = deps.outbox ?? createMailOutbox(deps.db, now, deps.mailer, { logger, metrics })
  addSourceGauges(metrics, { outboxDepth: () => outbox.depth(), pool: deps.db.pool })
  const ctx: RouteContext = {
    ...deps,
    now,
    logger,
    metrics,
    outbox,
    stores: createStores(deps.db, now, deps),
    deviceWait: {
      maxMs: DEVICE_WAIT_MS,
      pollMs: DEVICE_WAIT_POLL_MS,
      maxPerDevice: DEVICE_WAIT_MAX_PER_DEVICE,
      maxConcurrent: DEVICE_WAIT_MAX_CONCURRENT,
      ...deps.deviceWait,
    },
    sleep: deps.sleep ?? abortableSleep,
    clientIp: clientIpOf(deps.trustProxy ?? false),
  }

  const app = new Hono<AppEnv>()
  // Each request's id (the caller's X-Request-Id when it is a plain one, else a new one),
  // echoed in the answer and on each line logged for it; then its log line and metrics:
  // method, route pattern, status and time, never a body, a query string or a header's value.
  app.use(async (c, next) => {
    const started = performance.now()
    const given = requestIdSchema.safeParse(c.req.header('x-request-id'))
    const requestId = given.success ? given.data : randomUUID()
    const log = logger.child({ requestId })
    c.set('requestId', requestId)
    c.set('log', log)
    await next()
    c.header('x-request-id', requestId)
    const route = routeOf(c)
    const seconds = (performance.now() - started) / 1000
    const status = c.res.status
    metrics.requests.inc({ method: c.req.method, route, status: String(status) })
    metrics.duration.observe({ method: c.req.method, route }, seconds)
    if (status === 429) metrics.rateLimited.inc({ route })
    log.info(
      { method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10 },
      'request',
    )
  })
  // Every route: a larger body is refused before it is read further or parsed (by its declared
  // length at once, or as it streams in), and the connection is closed rather than drained.
  app.use(
    bodyLimit({
      maxSize: REQUEST_BODY_MAX_BYTES,
      onError: (c) =>
        c.json(
          new ApiError(
            413,
            'INVALID_REQUEST',
            `The request body is too large (at most ${REQUEST_BODY_MAX_BYTES / 1024} KiB).`,
          ).body,
          413,
          { connection: 'close' },
        ),
    }),
  )
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      metrics.failures.inc({ code: error.code })
      if (error.retryAfter !== undefined) c.header('retry-after', String(error.retryAfter))
      return c.json(error.body, error.status)
    }
    // Hono's own: malformed JSON, a body that is not JSON.
    if (error instanceof HTTPException && error.status < 500) {
      metrics.failures.inc({ code: 'INVALID_REQUEST' })
      return c.json(
        new ApiError(400, 'INVALID_REQUEST', `The request is not valid: ${error.message}`).body,
        400,
      )
    }
    metrics.failures.inc({ code: 'INTERNAL' })
    // The error's name and route only: its message may quote a value.
    c.var.log.error({ error: error.name, route: routeOf(c) }, 'internal error')
    return c.json(
      new ApiError(500, 'INTERNAL', 'Something went wrong. Please try again.').body,
      500,
    )
  })
  app.notFound((c) => c.json(new ApiError(404, 'NOT_FOUND', 'Not found.').body, 404))

  app.route('/', emailLoginRoutes(ctx))
  app.route('/', deviceRoutes(ctx))
  app.route('/', sessionRoutes(ctx))
  app.route('/', walletRoutes(ctx))
  app.route('/', emailUpdateRoutes(ctx))
  if (deps.social) app.route('/', socialRoutes(ctx, deps.social))
  if (deps.social?.farcaster) app.route('/', farcasterRoutes(ctx, deps.social.farcaster))
  app.route('/', chainRoutes(ctx))
  app.route('/', frameRoutes(ctx))
  app.route('/', healthRoutes(ctx))
  return app
}
