import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { systemClock } from './clock'
import { clientIpOf, createStores, type AppDeps, type AppEnv } from './context'
import { ApiError } from './errors'
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

/** The auth service's HTTP app, built from its dependencies (server/context.ts AppDeps). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const now = deps.now ?? systemClock
  const ctx: RouteContext = {
    ...deps,
    now,
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
  const log = deps.log

  const app = new Hono<AppEnv>()
  // Method, path and status only: bodies and query strings (codes, tokens, shares) never.
  app.use(async (c, next) => {
    await next()
    log?.(`${c.req.method} ${c.req.path} ${c.res.status}`)
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
      if (error.retryAfter !== undefined) c.header('retry-after', String(error.retryAfter))
      return c.json(error.body, error.status)
    }
    // Hono's own: malformed JSON, a body that is not JSON.
    if (error instanceof HTTPException && error.status < 500)
      return c.json(
        new ApiError(400, 'INVALID_REQUEST', `The request is not valid: ${error.message}`).body,
        400,
      )
    log?.(`internal error on ${c.req.method} ${c.req.path}: ${error.name}`)
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
  app.route('/', chainRoutes(ctx))
  app.route('/', frameRoutes(ctx))
  app.route('/', healthRoutes(ctx))
  return app
}
