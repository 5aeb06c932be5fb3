import { Hono } from 'hono'
import { verifyMessage } from 'viem'
import { recoveryRequestSchema, walletPutRequestSchema } from '../../protocol/auth/contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { RecoveryRefused } from '../shares'
import { jsonBody } from '../validate'
import { walletSharesMessage } from '../../protocol/auth/walletProof'
import { requireSession, type RouteContext } from './routeContext'

/**
 * The embedded wallet's shares the service keeps (shares.ts has the custody split), and the
 * recovery ceremony that alone releases the recovery share (ceremonies.ts).
 */
export function walletRoutes(ctx: RouteContext) {
  const { wallets, ceremonies, sessions, users } = ctx.stores
  const signedIn = requireSession(ctx)
  const noWallet = () => new ApiError(404, 'NOT_FOUND', 'This account has no wallet yet.')
  const notAllowed = (message: string) => new ApiError(403, 'RECOVERY_NOT_ALLOWED', message)

  return new Hono<AppEnv>()
    .get('/v1/wallet/policy', signedIn, (c) => c.json({ recoveryMode: ctx.custody.recoveryMode }))
    .put('/v1/wallet', signedIn, jsonBody(walletPutRequestSchema), async (c) => {
      const { userId, familyId } = c.var.session
      const upload = c.req.valid('json')
      // Only the key's holder sets its shares: a stolen token cannot swap them for shares
      // that no longer rebuild the key (which would lock the owner out of the funds).
      const proven = await verifyMessage({
        address: upload.address as `0x${string}`,
        message: walletSharesMessage({ userId, ...upload }),
        signature: upload.proof as `0x${string}`,
      }).catch(() => false)
      if (!proven)
        throw new ApiError(400, 'INVALID_REQUEST', "The shares are not signed by the wallet's key.")
      let outcome
      try {
        outcome = await wallets.put(userId, upload)
      } catch (error) {
        if (error instanceof RecoveryRefused)
          throw new ApiError(400, 'INVALID_REQUEST', error.message)
        throw error
      }
      if (outcome === 'conflict')
        throw new ApiError(
          409,
          'CONFLICT',
          upload.version === 1
            ? 'This account already has a wallet.'
            : 'These shares are not the next version of this wallet.',
        )
      // New shares: the old device shares rebuild nothing any more; the sign-ins of other
      // devices (a lost or stolen one among them) end, and each goes through an approval link
      // (and a recovery ceremony) to sign in again. This device holds the new device share
      // (the key signed the upload): it is known from now on, its recovery complete.
      if (outcome === 'rotated') {
        const { deviceId } = c.var.session
        await sessions.endOthers(userId, familyId)
        await users.forgetOtherDevices(userId, deviceId)
        await users.rememberDevice(userId, deviceId)
      }
      return c.body(null, 204)
    })
    .get('/v1/wallet', signedIn, async (c) => {
      const wallet = await wallets.get(c.var.session.userId)
      if (!wallet) throw noWallet()
      const ceremony = await ceremonies.live(c.var.session.familyId)
      return c.json({ ...wallet, ceremony: ceremony ?? null })
    })
    .post('/v1/wallet/recovery', signedIn, jsonBody(recoveryRequestSchema), async (c) => {
      const { userId, familyId } = c.var.session
      const { ceremonyId, signature } = c.req.valid('json')
      const released = await ctx.db.transaction(async (tx) => {
        const outcome = await ceremonies.release(tx, { ceremonyId, familyId, signature })
        if (outcome !== 'released') return outcome
        // Read in the same transaction: the ceremony is used up only if the share goes out.
        const recovery = await wallets.recovery(userId, tx)
        if (!recovery) throw noWallet()
        return recovery
      })
      if (released === 'bad-signature')
        throw notAllowed('The recovery share goes only to the device that was approved.')
      if (released === 'used')
        throw notAllowed('This recovery was done already. Sign in again from this device.')
      if (released === 'expired')
        throw notAllowed('This recovery has expired. Sign in again from this device.')
      if (released === 'missing')
        throw notAllowed(
          'The recovery share is released only to a sign-in approved from your e-mail. ' +
            'Start the sign-in again asking for a recovery.',
        )
      return c.json(released)
    })
}
