import { Hono } from 'hono'
import {
  emailUpdatePrimaryRequestSchema,
  emailUpdateRequestSchema,
  emailUpdateSecondaryRequestSchema,
} from '../../protocol/auth/contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { CODE_LIFETIME_MS, MAIL_NOTICE_LIFETIME_MS, RATE_LIMITS } from '../limits'
import {
  emailChangeCurrentMail,
  emailChangedMail,
  emailChangeNewMail,
  emailInUseMail,
} from '../mail'
import { mailLanguageOf } from '../mail/language'
import { normalizeEmail } from '../users'
import { jsonBody } from '../validate'
import { requireSession, type RouteContext } from './routeContext'

/**
 * Changing the account's e-mail: a code to the current address (proves the owner asks), then
 * a code to the new one (proves it is theirs), then the change, which ends every other
 * sign-in of the account and tells the old address. Whether the new address has an account
 * shows only to its mailbox (it gets a notice instead of a code), never in the answers.
 *
 * An account without an address (made by Farcaster, or by a provider that did not verify the
 * one it gave) cannot start a change: 409 EMAIL_NOT_SET. The code to the current address is
 * what proves the owner asks rather than whoever holds a copy of the session; without that
 * proof, a stolen session could tie an address of its own to the account, and then sign in
 * by e-mail from any device (an approval link opens a recovery ceremony) long after the
 * session ended.
 */
export function emailUpdateRoutes(ctx: RouteContext) {
  const { users, otp, limiter, sessions } = ctx.stores
  const { outbox } = ctx
  const signedIn = requireSession(ctx)
  const taken = () =>
    new ApiError(409, 'CONFLICT', 'That e-mail address is used by another account.')

  async function currentUser(userId: string) {
    const user = await users.byId(userId)
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in again.')
    return user
  }

  return new Hono<AppEnv>()
    .post('/v1/email/update', signedIn, jsonBody(emailUpdateRequestSchema), async (c) => {
      const user = await currentUser(c.var.session.userId)
      const language = mailLanguageOf(c.req.header('accept-language'))
      if (user.email === null)
        throw new ApiError(409, 'EMAIL_NOT_SET', 'This account has no e-mail address to change.')
      const newEmail = normalizeEmail(c.req.valid('json').newEmail)
      if (newEmail === user.email)
        throw new ApiError(400, 'INVALID_REQUEST', 'That is already your e-mail address.')
      await limiter.claimEmail(user.email)
      await limiter.hit(`mail-email:${user.email}`, RATE_LIMITS.mailPerEmail)
      const { code } = await otp.issue(`update_primary:${user.id}`, {
        sentTo: user.email,
        newEmail,
      })
      await outbox.send(
        emailChangeCurrentMail(user.email, code, newEmail, language),
        'code',
        CODE_LIFETIME_MS,
      )
      return c.json({ action: 'VERIFY_PRIMARY_OTP' as const })
    })
    .post(
      '/v1/email/update/primary',
      signedIn,
      jsonBody(emailUpdatePrimaryRequestSchema),
      async (c) => {
        const { userId } = c.var.session
        const language = mailLanguageOf(c.req.header('accept-language'))
        const accepted = await otp.accept(`update_primary:${userId}`, c.req.valid('json').otp)
        const newEmail = accepted.newEmail
        if (newEmail === null) throw new Error('an e-mail update code without its new address')
        await limiter.claimEmail(newEmail)
        await limiter.hit(`mail-email:${newEmail}`, RATE_LIMITS.mailPerEmail)
        if (await users.byEmail(newEmail)) {
          // Taken: its mailbox is told, and no code can complete the change.
          await outbox.send(emailInUseMail(newEmail, language), 'notice', MAIL_NOTICE_LIFETIME_MS)
          return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
        }
        const { code } = await otp.issue(`update_secondary:${userId}`, {
          sentTo: newEmail,
          newEmail,
        })
        await outbox.send(emailChangeNewMail(newEmail, code, language), 'code', CODE_LIFETIME_MS)
        return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
      },
    )
    .post(
      '/v1/email/update/secondary',
      signedIn,
      jsonBody(emailUpdateSecondaryRequestSchema),
      async (c) => {
        const { userId, familyId } = c.var.session
        const language = mailLanguageOf(c.req.header('accept-language'))
        const before = await currentUser(userId)
        const accepted = await otp.accept(`update_secondary:${userId}`, c.req.valid('json').otp)
        const newEmail = accepted.newEmail
        if (newEmail === null) throw new Error('an e-mail update code without its new address')
        if (!(await users.changeEmail(userId, newEmail))) throw taken()
        // Whoever else was signed in to the account is out; the old address hears of it.
        await sessions.endOthers(userId, familyId)
        // A change starts only from an address (above), so `before` has one.
        if (before.email !== null)
          await outbox.send(
            emailChangedMail(before.email, newEmail, language),
            'notice',
            MAIL_NOTICE_LIFETIME_MS,
          )
        return c.json({ newEmail })
      },
    )
}
