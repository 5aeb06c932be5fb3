import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Logger } from 'pino'
import type { Clock } from '../clock'
import type { AppDeps, AppEnv, DeviceWaitOptions, Stores } from '../context'
import { ApiError } from '../errors'
import type { MailOutbox } from '../mailOutbox'
import type { AuthMetrics } from '../metrics'

/** What every route module is given: the app's dependencies with defaults filled, its stores. */
export interface RouteContext extends AppDeps {
  now: Clock
  stores: Stores
  outbox: MailOutbox
  logger: Logger
  metrics: AuthMetrics
  deviceWait: DeviceWaitOptions
  sleep: (ms: number, signal: AbortSignal) => Promise<void>
  /** The request's client IP, as the trustProxy setting says. */
  clientIp: (c: Context) => string
}

/** Requires `Authorization: Bearer <access token>` of a live session; 401 otherwise. */
export function requireSession({ stores }: RouteContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
    const token = match?.[1]
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first.')
    c.set('session', await stores.sessions.authenticate(token))
    await next()
  })
}
