import { Hono } from 'hono'
import { networkOf } from '../clientIp'
import { emailStartRequestSchema, emailVerifyRequestSchema } from '../../protocol/auth/contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import {
  CODE_LIFETIME_MS,
  DEVICE_APPROVAL_LIFETIME_MS,
  DEVICE_APPROVAL_USER_AGENT_MAX_CHARS,
  RATE_LIMITS,
} from '../limits'
import { codeMail, deviceApprovalMail, signUpMail } from '../mail'
import { mailLanguageOf } from '../mail/language'
import { loginSubject } from '../otp'
import { normalizeEmail } from '../users'
import { jsonBody } from '../validate'
import type { RouteContext } from './routeContext'

/**
 * Sign-in by e-mail: the code or approval e-mail, then the code's answer.
 *
 * The start answers the same whether or not the address has an account: a code (VERIFY_OTP)
 * only to a device that signed in to this address before, which nobody but its owner can
 * name (device ids are random and stay in the frame's origin); to any other device an
 * approval link (VERIFY_DEVICE), for a new account as for a new device of an existing one,
 * and for a known device that asks for a recovery (it lost its share). So a code is only ever
 * live for a device the mailbox vouched for, and only a sign-in the mailbox approved just now
 * opens a recovery ceremony.
 */
export function emailLoginRoutes(ctx: RouteContext) {
  const { stores, publicUrl, frameAncestors, outbox } = ctx
  const { users, otp, approvals, sessions, ceremonies, limiter } = stores

  return new Hono<AppEnv>()
    .post('/v1/email/start', jsonBody(emailStartRequestSchema), async (c) => {
      const { deviceId, pageOrigin, recovery = false } = c.req.valid('json')
      const email = normalizeEmail(c.req.valid('json').email)
      const ip = ctx.clientIp(c)
      // The frame sends the modal's language: the e-mail is written in the nearest one.
      const language = mailLanguageOf(c.req.header('accept-language'))
      await limiter.hit(`start-ip:${ip}`, RATE_LIMITS.startPerIp)
      const account = await users.deviceStatus(email, deviceId)
      await limiter.claimEmail(email)
      await limiter.hit(`mail-email:${email}`, RATE_LIMITS.mailPerEmail)
      // A known device that lost its share asks for the link instead: its sign-in by a code
      // alone would open no recovery ceremony, and it could never rebuild the key.
      if (account?.knownDevice && !recovery) {
        const { code } = await otp.issue(loginSubject(email, deviceId), { sentTo: email, deviceId })
        // Queued before the answer; a mail server that is down delays it, never fails the start.
        await outbox.send(codeMail(email, code, language), 'code', CODE_LIFETIME_MS)
        return c.json({ action: 'VERIFY_OTP' as const })
      }
      const { token, waitToken } = await approvals.request({
        email,
        deviceId,
        userId: account?.userId,
        userAgent: (c.req.header('user-agent') ?? '').slice(
          0,
          DEVICE_APPROVAL_USER_AGENT_MAX_CHARS,
        ),
        network: networkOf(ip),
        // Shown on the approval page only when it is a site configured to embed the frame.
        pageOrigin:
          pageOrigin !== undefined && frameAncestors.includes(pageOrigin) ? pageOrigin : undefined,
        language,
      })
      const link = `${publicUrl}/v1/device/approve?token=${encodeURIComponent(token)}`
      await outbox.send(
        account ? deviceApprovalMail(email, link, language) : signUpMail(email, link, language),
        'link',
        DEVICE_APPROVAL_LIFETIME_MS,
      )
      return c.json({ action: 'VERIFY_DEVICE' as const, waitToken })
    })

    .post('/v1/email/verify', jsonBody(emailVerifyRequestSchema), async (c) => {
      const { deviceId, otp: answer, deviceKey } = c.req.valid('json')
      const email = normalizeEmail(c.req.valid('json').email)
      await limiter.hit(`verify-ip:${ctx.clientIp(c)}`, RATE_LIMITS.verifyPerIp)
      const existed = await users.byEmail(email)
      await otp.accept(loginSubject(email, deviceId), answer)
      const session = await ctx.db.transaction(async (tx) => {
        const user = await users.ensure(email, tx)
        const known = await users.knowsDevice(user.id, deviceId, tx)
        const approved = await approvals.consume(email, deviceId, existed?.id, tx)
        if (!known && !approved)
          throw new ApiError(
            403,
            'DEVICE_NOT_VERIFIED',
            'Approve this device from your e-mail first.',
          )
        const { tokens, familyId } = await sessions.open({ userId: user.id, deviceId }, tx)
        // The mailbox approved this device and the code was just answered: the one occasion a
        // wallet's recovery share may go to a device, once, and only to the key it named here.
        const recovering = approved && deviceKey !== undefined && user.address !== null
        if (recovering)
          await ceremonies.open({ userId: user.id, familyId, deviceId, deviceKey }, tx)
        // A recovering device is known only once it holds a share: when it uploads the re-split
        // shares (PUT /v1/wallet). Known earlier, a recovery abandoned midway would leave it
        // with no share and only codes, which open no ceremony: locked out for good.
        else await users.rememberDevice(user.id, deviceId, tx)
        return { ...tokens, user }
      })
      return c.json(session)
    })
}
