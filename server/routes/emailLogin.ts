import { Hono } from 'hono'
import { emailStartRequestSchema, emailVerifyRequestSchema } from '../contract'
import { clientIp, type AppEnv } from '../context'
import { ApiError } from '../errors'
import { RATE_LIMITS } from '../limits'
import { codeMail, deviceApprovalMail } from '../mail'
import { normalizeEmail } from '../users'
import { jsonBody } from '../validate'
import type { RouteContext } from './routeContext'
import { sendOrRelease } from './sendMail'

/** Sign-in by e-mail: the code or device-approval e-mail, then the code's answer. */
export function emailLoginRoutes(ctx: RouteContext) {
  const { stores, publicUrl } = ctx
  const { users, otp, approvals, sessions, limiter } = stores

  return new Hono<AppEnv>()
    .post('/v1/email/start', jsonBody(emailStartRequestSchema), async (c) => {
      const { deviceId } = c.req.valid('json')
      const email = normalizeEmail(c.req.valid('json').email)
      await limiter.hit(`start-ip:${clientIp(c, ctx.trustProxy ?? false)}`, RATE_LIMITS.startPerIp)
      const user = await users.byEmail(email)
      // An existing user on a device it never signed in from proves the mailbox first.
      const needsApproval = user !== undefined && !(await users.knowsDevice(user.id, deviceId))
      await limiter.claimEmail(email)
      await limiter.hit(`mail-email:${email}`, RATE_LIMITS.mailPerEmail)
      if (user && needsApproval) {
        const token = await approvals.request(user.id, deviceId)
        const link = `${publicUrl}/v1/device/approve?token=${encodeURIComponent(token)}`
        await sendOrRelease(ctx, email, deviceApprovalMail(email, link))
        return c.json({ action: 'VERIFY_DEVICE' as const })
      }
      const { code } = await otp.issue(`login:${email}`, { sentTo: email, deviceId })
      await sendOrRelease(ctx, email, codeMail(email, code))
      return c.json({ action: 'VERIFY_OTP' as const })
    })

    .post('/v1/email/verify', jsonBody(emailVerifyRequestSchema), async (c) => {
      const { deviceId, otp: answer } = c.req.valid('json')
      const email = normalizeEmail(c.req.valid('json').email)
      await limiter.hit(
        `verify-ip:${clientIp(c, ctx.trustProxy ?? false)}`,
        RATE_LIMITS.verifyPerIp,
      )
      const existed = await users.byEmail(email)
      await otp.accept(`login:${email}`, answer, { deviceId })
      const session = await ctx.db.transaction(async (tx) => {
        const user = await users.ensure(email, tx)
        const known = await users.knowsDevice(user.id, deviceId, tx)
        const approved = await approvals.consume(user.id, deviceId, tx)
        if (existed && !known && !approved)
          throw new ApiError(
            403,
            'DEVICE_NOT_VERIFIED',
            'Approve this device from your e-mail first.',
          )
        await users.rememberDevice(user.id, deviceId, tx)
        const tokens = await sessions.open(
          { userId: user.id, deviceId, recoveryAllowed: approved },
          tx,
        )
        return { ...tokens, user }
      })
      return c.json(session)
    })
}
