import { Hono } from 'hono'
import type { AppEnv } from '../context'
import type { RouteContext } from './routeContext'

/** GET /v1/chains: the nodes the frame talks to for the networks the service knows. */
export function chainRoutes({ chains }: RouteContext) {
  return new Hono<AppEnv>().get('/v1/chains', (c) => c.json({ chains: [...chains] }))
}
