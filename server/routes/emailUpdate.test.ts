// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  emailUpdatePrimaryResponseSchema,
  emailUpdateResponseSchema,
  emailUpdateSecondaryResponseSchema,
  sessionResponseSchema,
} from '../../protocol/auth/contract'
import type { Database } from '../db/database'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../limits'
import { errorOf, harness, parsed, type Harness } from '../testing/harness'
import { signIn } from '../testing/signIn'
import { freshDatabaseEachTest } from '../testing/freshDatabase'

const OLD = 'ada@example.com'
const NEW = 'ada@new.example'

let db: Database
let h: Harness
freshDatabaseEachTest(async (fresh) => {
  db = fresh
  h = await harness({ db })
})

async function signedIn() {
  const session = await signIn(h, OLD, 'device-one-0001')
  h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  return session.accessToken
}

describe('e-mail update', () => {
  it('a code to the current address, then one to the new, then the change', async () => {
    const token = await signedIn()
    const update = await h.call('POST', '/v1/email/update', { token, body: { newEmail: NEW } })
    expect(await parsed(update, emailUpdateResponseSchema)).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(h.mail.sent.at(-1)).toMatchObject({ to: OLD })
    expect(h.mail.sent.at(-1)?.text).toContain(NEW)

    const primary = await h.call('POST', '/v1/email/update/primary', {
      token,
      body: { otp: h.mail.lastCode(OLD) },
    })
    expect(await parsed(primary, emailUpdatePrimaryResponseSchema)).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(h.mail.sent.at(-1)).toMatchObject({ to: NEW })

    const secondary = await h.call('POST', '/v1/email/update/secondary', {
      token,
      body: { otp: h.mail.lastCode(NEW) },
    })
    expect(await parsed(secondary, emailUpdateSecondaryResponseSchema)).toEqual({ newEmail: NEW })
    const me = await parsed(await h.call('GET', '/v1/session', { token }), sessionResponseSchema)
    expect(me.user.email).toBe(NEW)
  })

  it('the new address code does not pass as the current one, nor the other way round', async () => {
    const token = await signedIn()
    await h.call('POST', '/v1/email/update', { token, body: { newEmail: NEW } })
    const early = await h.call('POST', '/v1/email/update/secondary', {
      token,
      body: { otp: h.mail.lastCode(OLD) },
    })
    expect(early.status).toBe(400)
    expect((await errorOf(early)).code).toBe('INVALID_CODE')
  })

  it('refuses the same address (400)', async () => {
    const token = await signedIn()
    const same = await h.call('POST', '/v1/email/update', { token, body: { newEmail: OLD } })
    expect(same.status).toBe(400)
  })

  it("answers for an address another account has as for any: only that address's mailbox learns it", async () => {
    await signIn(h, NEW, 'device-two-0002')
    const token = await signedIn()
    const update = await h.call('POST', '/v1/email/update', { token, body: { newEmail: NEW } })
    expect(await parsed(update, emailUpdateResponseSchema)).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = await h.call('POST', '/v1/email/update/primary', {
      token,
      body: { otp: h.mail.lastCode(OLD) },
    })
    expect(await parsed(primary, emailUpdatePrimaryResponseSchema)).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    // The new address is told, with no code: the change cannot complete.
    expect(h.mail.sent.at(-1)).toMatchObject({
      to: NEW,
      subject: 'This e-mail address already has a wallet',
    })
    expect(h.mail.sent.at(-1)?.text).not.toMatch(/(?<!\d)\d{6}(?!\d)/)
    const secondary = await h.call('POST', '/v1/email/update/secondary', {
      token,
      body: { otp: '123456' },
    })
    expect((await errorOf(secondary)).code).toBe('INVALID_CODE')
  })

  it('ends every other sign-in of the account and tells the old address', async () => {
    const other = await signIn(h, OLD, 'device-two-0002')
    const token = await signedIn()
    await h.call('POST', '/v1/email/update', { token, body: { newEmail: NEW } })
    await h.call('POST', '/v1/email/update/primary', { token, body: { otp: h.mail.lastCode(OLD) } })
    await h.call('POST', '/v1/email/update/secondary', {
      token,
      body: { otp: h.mail.lastCode(NEW) },
    })
    expect(h.mail.sent.at(-1)).toMatchObject({
      to: OLD,
      subject: "Your wallet's e-mail address was changed",
    })
    expect(h.mail.sent.at(-1)?.text).toContain(NEW)
    expect((await h.call('GET', '/v1/session', { token: other.accessToken })).status).toBe(401)
    const refresh = await h.call('POST', '/v1/session/refresh', {
      body: { refreshToken: other.refreshToken },
    })
    expect(refresh.status).toBe(401)
    expect((await h.call('GET', '/v1/session', { token })).status).toBe(200)
  })

  it('a code expires after 10 minutes', async () => {
    const token = await signedIn()
    await h.call('POST', '/v1/email/update', { token, body: { newEmail: NEW } })
    h.clock.advance(10 * 60_000)
    const late = await h.call('POST', '/v1/email/update/primary', {
      token,
      body: { otp: h.mail.lastCode(OLD) },
    })
    expect(late.status).toBe(410)
    expect((await errorOf(late)).code).toBe('CODE_EXPIRED')
  })

  it('needs a session', async () => {
    const response = await h.call('POST', '/v1/email/update', { body: { newEmail: NEW } })
    expect(response.status).toBe(401)
  })
})
