// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  deviceWaitResponseSchema,
  emailStartResponseSchema,
  recoveryResponseSchema,
  sessionResponseSchema,
  sessionTokensSchema,
  walletResponseSchema,
} from '../../protocol/auth/contract'
import type { Database } from '../db/database'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../limits'
import {
  approvalFormIn,
  errorOf,
  harness,
  parsed,
  PUBLIC_URL,
  type Harness,
} from '../testing/harness'
import { FAKE_ENVELOPE_PREFIX, testDeviceKey, testWallet } from '../testing/custody'
import { approveByLink, signIn } from '../testing/signIn'
import { freshDatabaseEachTest } from '../testing/freshDatabase'

const EMAIL = 'ada@example.com'
const DEVICE = 'device-one-0001'
const OTHER_DEVICE = 'device-two-0002'

let db: Database
let h: Harness

/** Signs in, then lets the resend cooldown pass so the next e-mail may go at once. */
async function signInThenWait(email: string, deviceId: string) {
  const session = await signIn(h, email, deviceId)
  h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  return session
}
freshDatabaseEachTest(async (fresh) => {
  db = fresh
  h = await harness({ db })
})

/** Starts a sign-in; its answer. */
async function start(email: string, deviceId: string) {
  const response = await h.call('POST', '/v1/email/start', { body: { email, deviceId } })
  expect(response.status).toBe(200)
  return parsed(response, emailStartResponseSchema)
}

describe('POST /v1/email/start', () => {
  it('e-mails a new address an approval link, as any device the address never signed in from', async () => {
    const response = await h.call('POST', '/v1/email/start', {
      body: { email: 'Ada@Example.com ', deviceId: DEVICE },
    })
    expect(response.status).toBe(200)
    const answer = await parsed(response, emailStartResponseSchema)
    expect(answer.action).toBe('VERIFY_DEVICE')
    expect(answer.waitToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(h.mail.sent).toHaveLength(1)
    expect(h.mail.sent[0]).toMatchObject({
      to: EMAIL,
      subject: 'Confirm your e-mail address to sign in',
    })
    expect(h.mail.lastLink(EMAIL).startsWith(`${PUBLIC_URL}/v1/device/approve?token=`)).toBe(true)
  })

  it('e-mails the code once the link is approved: for that device only', async () => {
    await start(EMAIL, DEVICE)
    expect((await approveByLink(h, EMAIL)).status).toBe(200)
    expect(h.mail.sent.at(-1)?.subject).toMatch(/^Your sign-in code: \d{6}$/)
  })

  it('refuses a second e-mail within 30 s with the seconds left, and sends after', async () => {
    await h.call('POST', '/v1/email/start', { body: { email: EMAIL, deviceId: DEVICE } })
    h.clock.advance(12_000)
    const again = await h.call('POST', '/v1/email/start', {
      body: { email: EMAIL, deviceId: DEVICE },
    })
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('18')
    expect(await errorOf(again)).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 18 })
    expect(h.mail.sent).toHaveLength(1)
    h.clock.advance(18_000)
    const later = await h.call('POST', '/v1/email/start', {
      body: { email: EMAIL, deviceId: DEVICE },
    })
    expect(later.status).toBe(200)
    expect(h.mail.sent).toHaveLength(2)
  })

  it('answers 400 INVALID_REQUEST naming the field for a bad address, and sends nothing', async () => {
    const response = await h.call('POST', '/v1/email/start', {
      body: { email: 'not-an-address', deviceId: DEVICE },
    })
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.message).toContain('email')
    expect(h.mail.sent).toHaveLength(0)
  })

  it('answers 400 INVALID_REQUEST for a body that is not JSON', async () => {
    const response = await h.call('POST', '/v1/email/start', { body: undefined })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).code).toBe('INVALID_REQUEST')
  })
})

describe('POST /v1/email/verify', () => {
  it('signs a new user in with the e-mailed code: tokens, user without wallet, session works', async () => {
    await start(EMAIL, DEVICE)
    await approveByLink(h, EMAIL)
    const response = await h.call('POST', '/v1/email/verify', {
      body: { email: EMAIL, deviceId: DEVICE, otp: h.mail.lastCode(EMAIL) },
    })
    expect(response.status).toBe(200)
    const session = await parsed(response, sessionTokensSchema)
    expect(session.expiresIn).toBe(900)
    expect(session.user).toMatchObject({ email: EMAIL, address: null })
    const me = await h.call('GET', '/v1/session', { token: session.accessToken })
    expect(await parsed(me, sessionResponseSchema)).toEqual({ user: session.user })
  })

  it('refuses a wrong code with INVALID_CODE, and the code still works after', async () => {
    await start(EMAIL, DEVICE)
    await approveByLink(h, EMAIL)
    const code = h.mail.lastCode(EMAIL)
    const wrong = code === '000000' ? '111111' : '000000'
    const response = await h.call('POST', '/v1/email/verify', {
      body: { email: EMAIL, deviceId: DEVICE, otp: wrong },
    })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).code).toBe('INVALID_CODE')
    const right = await h.call('POST', '/v1/email/verify', {
      body: { email: EMAIL, deviceId: DEVICE, otp: code },
    })
    expect(right.status).toBe(200)
  })

  it('refuses the code from another device than the one it was sent for', async () => {
    await start(EMAIL, DEVICE)
    await approveByLink(h, EMAIL)
    const response = await h.call('POST', '/v1/email/verify', {
      body: { email: EMAIL, deviceId: OTHER_DEVICE, otp: h.mail.lastCode(EMAIL) },
    })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).code).toBe('INVALID_CODE')
  })

  it('refuses a code used once already', async () => {
    await signInThenWait(EMAIL, DEVICE)
    const again = await h.call('POST', '/v1/email/verify', {
      body: { email: EMAIL, deviceId: DEVICE, otp: h.mail.lastCode(EMAIL) },
    })
    expect(again.status).toBe(400)
  })

  it('signs a known device in again by code alone', async () => {
    await signInThenWait(EMAIL, DEVICE)
    expect(await start(EMAIL, DEVICE)).toEqual({ action: 'VERIFY_OTP' })
  })
})

describe('a new device of an existing user', () => {
  it('goes through the approval link, the long poll, then the code; the recovery share follows, once, to its key', async () => {
    const first = await signInThenWait(EMAIL, DEVICE)
    const wallet = await testWallet()
    await h.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id),
    })
    const deviceKey = await testDeviceKey()

    const { action, waitToken } = await start(EMAIL, OTHER_DEVICE)
    expect(action).toBe('VERIFY_DEVICE')
    expect(h.mail.sent.at(-1)?.subject).toBe('Approve sign-in on a new device')
    const link = new URL(h.mail.lastLink(EMAIL))
    expect(link.href.startsWith(`${PUBLIC_URL}/v1/device/approve?token=`)).toBe(true)

    // Not approved yet: the long poll (0 ms here) answers 408 and the frame asks again.
    const waitBody = { email: EMAIL, deviceId: OTHER_DEVICE, waitToken }
    const early = await h.call('POST', '/v1/device/wait', { body: waitBody })
    expect(early.status).toBe(408)
    expect((await errorOf(early)).code).toBe('TIMEOUT')

    // The link's page says what asks and offers a button; opening it approves nothing.
    const sentBefore = h.mail.sent.length
    const page = await h.call('GET', link.pathname + link.search)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('Approve sign-in on a new device?')
    expect(html).toContain('<button type="submit">Approve</button>')
    expect(h.mail.sent).toHaveLength(sentBefore)
    const approve = await h.form('/v1/device/approve', approvalFormIn(html))
    expect(approve.status).toBe(200)
    expect(await approve.text()).toContain('Device approved')
    expect(h.mail.sent).toHaveLength(sentBefore + 1)

    const wait = await h.call('POST', '/v1/device/wait', { body: waitBody })
    expect(await parsed(wait, deviceWaitResponseSchema)).toEqual({ approved: true })

    const verify = await h.call('POST', '/v1/email/verify', {
      body: {
        email: EMAIL,
        deviceId: OTHER_DEVICE,
        otp: h.mail.lastCode(EMAIL),
        deviceKey: deviceKey.publicKey,
      },
    })
    expect(verify.status).toBe(200)
    const second = await parsed(verify, sessionTokensSchema)
    expect(second.user.address).toBe(wallet.address)
    const { ceremony } = await parsed(
      await h.call('GET', '/v1/wallet', { token: second.accessToken }),
      walletResponseSchema,
    )
    if (!ceremony) throw new Error('no recovery ceremony after an approved sign-in')
    const release = () =>
      deviceKey.signRelease(ceremony.id, second.user.id).then((signature) =>
        h.call('POST', '/v1/wallet/recovery', {
          token: second.accessToken,
          body: { ceremonyId: ceremony.id, signature },
        }),
      )
    expect(await parsed(await release(), recoveryResponseSchema)).toEqual({
      version: 1,
      recovery: { kind: 'visitor', envelope: `visitor-envelope:${wallet.shares.recovery}` },
    })
    // Once: the same session, the same key, a second time gets nothing.
    const denied = await release()
    expect(denied.status).toBe(403)
    expect((await errorOf(denied)).code).toBe('RECOVERY_NOT_ALLOWED')
  })

  it('a second press of the button (or a second open of the link) sends no second code', async () => {
    await signInThenWait(EMAIL, DEVICE)
    await start(EMAIL, OTHER_DEVICE)
    const link = new URL(h.mail.lastLink(EMAIL))
    const form = approvalFormIn(await (await h.call('GET', link.pathname + link.search)).text())
    expect((await h.form('/v1/device/approve', form)).status).toBe(200)
    const count = h.mail.sent.length
    const again = await h.form('/v1/device/approve', form)
    expect(again.status).toBe(404)
    expect(await again.text()).toContain('Link not valid')
    expect((await h.call('GET', link.pathname + link.search)).status).toBe(404)
    expect(h.mail.sent).toHaveLength(count)
  })

  it('an unknown or expired link shows "Link not valid" and approves nothing', async () => {
    await signInThenWait(EMAIL, DEVICE)
    await start(EMAIL, OTHER_DEVICE)
    const link = new URL(h.mail.lastLink(EMAIL))
    const forged = await h.call('GET', `/v1/device/approve?token=${'x'.repeat(43)}`)
    expect(forged.status).toBe(404)
    expect(await forged.text()).toContain('Link not valid')
    h.clock.advance(16 * 60_000)
    const expired = await h.call('GET', link.pathname + link.search)
    expect(expired.status).toBe(404)
  })

  it('a code for a new address is refused once another account took the address (DEVICE_NOT_VERIFIED)', async () => {
    // A code is on its way to a new address...
    await start(EMAIL, OTHER_DEVICE)
    await approveByLink(h, EMAIL)
    const pending = h.mail.lastCode(EMAIL)
    // ...when another account moves to that address (both codes of the update answered).
    const other = await signInThenWait('bob@example.com', DEVICE)
    await h.call('POST', '/v1/email/update', {
      token: other.accessToken,
      body: { newEmail: EMAIL },
    })
    await h.call('POST', '/v1/email/update/primary', {
      token: other.accessToken,
      body: { otp: h.mail.lastCode('bob@example.com') },
    })
    h.clock.advance(31_000)
    // The secondary code goes to EMAIL too (a new code for another subject): the login code stays.
    const update = await h.call('POST', '/v1/email/update/secondary', {
      token: other.accessToken,
      body: { otp: h.mail.lastCode(EMAIL) },
    })
    expect(update.status).toBe(200)
    // The pending code now would open an existing account from an unknown device: refused.
    const late = await h.call('POST', '/v1/email/verify', {
      body: { email: EMAIL, deviceId: OTHER_DEVICE, otp: pending },
    })
    expect(late.status).toBe(403)
    expect((await errorOf(late)).code).toBe('DEVICE_NOT_VERIFIED')
  })

  it('the long poll without the credential of a live approval of this device answers 401', async () => {
    const response = await h.call('POST', '/v1/device/wait', {
      body: { email: EMAIL, deviceId: OTHER_DEVICE, waitToken: 'x'.repeat(43) },
    })
    expect(response.status).toBe(401)
    expect((await errorOf(response)).code).toBe('UNAUTHORIZED')
  })
})

describe('a known device that lost its share (storage cleared, or a stale share)', () => {
  /** A wallet made on DEVICE; then DEVICE signs in again by code alone, with its device key. */
  async function signedInWithoutShare() {
    const first = await signInThenWait(EMAIL, DEVICE)
    const wallet = await testWallet()
    await h.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id),
    })
    const deviceKey = await testDeviceKey()
    const again = await signIn(h, EMAIL, DEVICE, deviceKey.publicKey)
    h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    return { wallet, deviceKey, session: again }
  }

  it('signed in by a code alone has no ceremony, and the recovery share is refused it', async () => {
    const { deviceKey, session } = await signedInWithoutShare()
    const { ceremony } = await parsed(
      await h.call('GET', '/v1/wallet', { token: session.accessToken }),
      walletResponseSchema,
    )
    expect(ceremony).toBeNull()
    const refused = await h.call('POST', '/v1/wallet/recovery', {
      token: session.accessToken,
      body: {
        ceremonyId: 'x'.repeat(43),
        signature: await deviceKey.signRelease('x'.repeat(43), session.user.id),
      },
    })
    expect(refused.status).toBe(403)
    expect((await errorOf(refused)).code).toBe('RECOVERY_NOT_ALLOWED')
  })

  it('asking for a recovery gets an approval link, not a code; approved, the code opens a ceremony that releases the share once and the rotation completes', async () => {
    const { wallet, deviceKey } = await signedInWithoutShare()
    const asked = await h.call('POST', '/v1/email/start', {
      body: { email: EMAIL, deviceId: DEVICE, recovery: true },
    })
    const { action, waitToken } = await parsed(asked, emailStartResponseSchema)
    expect(action).toBe('VERIFY_DEVICE')
    expect(waitToken).toBeDefined()
    expect(h.mail.sent.at(-1)?.subject).toBe('Approve sign-in on a new device')
    // Without it, the same device still gets a code (and a code opens no ceremony).
    h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    expect(await start(EMAIL, DEVICE)).toEqual({ action: 'VERIFY_OTP' })
    h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    await h.call('POST', '/v1/email/start', {
      body: { email: EMAIL, deviceId: DEVICE, recovery: true },
    })
    expect((await approveByLink(h, EMAIL)).status).toBe(200)
    const verify = await h.call('POST', '/v1/email/verify', {
      body: {
        email: EMAIL,
        deviceId: DEVICE,
        otp: h.mail.lastCode(EMAIL),
        deviceKey: deviceKey.publicKey,
      },
    })
    const recovering = await parsed(verify, sessionTokensSchema)
    const { ceremony } = await parsed(
      await h.call('GET', '/v1/wallet', { token: recovering.accessToken }),
      walletResponseSchema,
    )
    if (!ceremony) throw new Error('no recovery ceremony after the approved recovery')
    const signature = await deviceKey.signRelease(ceremony.id, recovering.user.id)
    const release = () =>
      h.call('POST', '/v1/wallet/recovery', {
        token: recovering.accessToken,
        body: { ceremonyId: ceremony.id, signature },
      })
    expect(await parsed(await release(), recoveryResponseSchema)).toEqual({
      version: 1,
      recovery: { kind: 'visitor', envelope: `visitor-envelope:${wallet.shares.recovery}` },
    })
    expect((await release()).status).toBe(403)
    // The frame re-splits the key and rotates: version 2 from this device.
    const rotated = await h.call('PUT', '/v1/wallet', {
      token: recovering.accessToken,
      body: await wallet.upload(recovering.user.id, { version: 2 }),
    })
    expect(rotated.status).toBe(204)
    // Still a known device: the next sign-in is by code.
    h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    expect(await start(EMAIL, DEVICE)).toEqual({ action: 'VERIFY_OTP' })
  })
})

const logLineSchema = z.looseObject({ msg: z.string(), requestId: z.optional(z.string()) })

describe('logging', () => {
  it('never logs a code, a token, a share, an envelope or an address; each line has its request id', async () => {
    const session = await signInThenWait(EMAIL, DEVICE)
    const wallet = await testWallet()
    await h.call('PUT', '/v1/wallet', {
      token: session.accessToken,
      body: await wallet.upload(session.user.id),
    })
    const { waitToken } = await start(EMAIL, OTHER_DEVICE)
    const link = new URL(h.mail.lastLink(EMAIL))
    const form = approvalFormIn(await (await h.call('GET', link.pathname + link.search)).text())
    await h.form('/v1/device/approve', form)
    const secrets = [
      waitToken ?? '',
      form.form,
      ...h.mail.sent.flatMap((message) => /(?<!\d)\d{6}(?!\d)/.exec(message.text) ?? []),
      link.searchParams.get('token') ?? '',
      session.accessToken,
      session.refreshToken,
      wallet.shares.auth,
      wallet.shares.recovery,
      FAKE_ENVELOPE_PREFIX,
      // The address's local part (and so the address).
      `${EMAIL.split('@')[0] ?? EMAIL}@`,
    ]
    expect(h.logs.length).toBeGreaterThan(4)
    for (const secret of secrets) for (const line of h.logs) expect(line).not.toContain(secret)
    const entries = h.logs.map((line) => logLineSchema.parse(JSON.parse(line)))
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'request', route: '/v1/email/verify', status: 200 }),
    )
    const requests = entries.filter((entry) => entry.msg === 'request')
    expect(requests.every((entry) => (entry.requestId ?? '').length > 0)).toBe(true)
  })
})
