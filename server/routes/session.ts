import { Hono } from 'hono'
import { refreshRequestSchema } from '../../protocol/auth/contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { jsonBody } from '../validate'
import { requireSession, type RouteContext } from './routeContext'

/** Sessions: refresh (rotation), the signed-in user, sign-out. */
export function sessionRoutes(ctx: RouteContext) {
  const { users, sessions } = ctx.stores
  const signedIn = requireSession(ctx)

  async function userOf(userId: string) {
    const user = await users.byId(userId)
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in again.')
    return user
  }

  return new Hono<AppEnv>()
    .post('/v1/session/refresh', jsonBody(refreshRequestSchema), async (c) => {
      const { tokens, userId } = await sessions.refresh(c.req.valid('json').refreshToken)
      return c.json({ ...tokens, user: await userOf(userId) })
    })
    .get('/v1/session', signedIn, async (c) => c.json({ user: await userOf(c.var.session.userId) }))
    .post('/v1/session/signout', signedIn, async (c) => {
      await sessions.signOut(c.var.session.familyId)
      return c.body(null, 204)
    })
}
