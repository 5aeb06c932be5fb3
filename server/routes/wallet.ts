import { Hono } from 'hono'
import { walletPutRequestSchema } from '../contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { jsonBody } from '../validate'
import { requireSession, type RouteContext } from './routeContext'

/** The embedded wallet's shares the service keeps (see shares.ts for the custody split). */
export function walletRoutes(ctx: RouteContext) {
  const { wallets } = ctx.stores
  const signedIn = requireSession(ctx)
  const noWallet = () => new ApiError(404, 'NOT_FOUND', 'This account has no wallet yet.')

  return new Hono<AppEnv>()
    .put('/v1/wallet', signedIn, jsonBody(walletPutRequestSchema), async (c) => {
      const created = await wallets.create(c.var.session.userId, c.req.valid('json'))
      if (!created) throw new ApiError(409, 'CONFLICT', 'This account already has a wallet.')
      return c.body(null, 204)
    })
    .get('/v1/wallet', signedIn, async (c) => {
      const wallet = await wallets.get(c.var.session.userId)
      if (!wallet) throw noWallet()
      return c.json(wallet)
    })
    .get('/v1/wallet/recovery', signedIn, async (c) => {
      // Only a device that proved the mailbox by an approval link in this very sign-in.
      if (!c.var.session.recoveryAllowed)
        throw new ApiError(
          403,
          'DEVICE_NOT_VERIFIED',
          'The recovery share is released only after a device approval.',
        )
      const recoveryShare = await wallets.recoveryShare(c.var.session.userId)
      if (recoveryShare === undefined) throw noWallet()
      return c.json({ recoveryShare })
    })
}
