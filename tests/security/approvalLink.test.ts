// @vitest-environment node
// Attack: link scanners approve attackers. A mail provider's scanner (or a preview, or a
// prefetch) opens every link it sees, GET or HEAD. When opening the device-approval link
// approved the device and mailed the code, an attacker who started a sign-in with the
// victim's address got through as soon as the victim's mail was scanned. Replayed here: every
// way of reaching the link short of a person pressing Approve on its page changes nothing.
import { describe, expect, it } from 'vitest'
import { emailStartResponseSchema } from '../../protocol/auth/contract'
import { DEVICE_APPROVAL_LIFETIME_MS } from '../../server/limits'
import { parsed } from '../../server/testing/harness'
import {
  ATTACKER_DEVICE,
  BROWSER_UA,
  liveServicePerTest,
  openLink,
  pendingSignIn,
  postApproval,
  signIn,
  start,
  VICTIM,
  type LiveService,
} from './support'

const live = liveServicePerTest()
const SHOP = 'https://shop.example'

/** The victim has an account; the attacker starts a sign-in with it from a new device. */
async function attackerWaiting() {
  // The long poll answers at once (408) unless approved: enough to see whether it was.
  const service = await live({ deviceWait: { maxMs: 0 }, frameAncestors: [SHOP] })
  await signIn(service)
  const { approved } = await pendingSignIn(service, { headers: { 'user-agent': BROWSER_UA } })
  return { service, approved }
}

/** Whether the attacker's device got a code: an answer for it from that device. */
async function attackerHasCode(service: LiveService) {
  const { text } = service.mail.sent.at(-1) ?? { text: '' }
  const code = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? '000000'
  const verify = await service.call('POST', '/v1/email/verify', {
    body: { email: VICTIM, deviceId: ATTACKER_DEVICE, otp: code },
  })
  return verify.status === 200
}

describe('the device-approval link', () => {
  it('opened by GET or HEAD, as a link scanner does, approves nothing and mails nothing', async () => {
    const { service, approved } = await attackerWaiting()
    const mailed = service.mail.sent.length
    const link = service.mail.lastLink(VICTIM)
    for (const method of ['HEAD', 'GET', 'GET', 'HEAD']) {
      const { response } = await openLink(service, { link, method })
      expect(response.status).toBe(200)
    }
    expect(service.mail.sent).toHaveLength(mailed)
    expect(await approved()).toBe('408 TIMEOUT')
    expect(await attackerHasCode(service)).toBe(false)
  })

  it('shows what asks (browser, site, approximate place, time) with an Approve button, under a strict CSP', async () => {
    const service = await live({ frameAncestors: [SHOP] })
    await signIn(service)
    service.clock.advance(60_000)
    const answer = await service.call('POST', '/v1/email/start', {
      body: { email: VICTIM, deviceId: ATTACKER_DEVICE, pageOrigin: SHOP },
      headers: { 'user-agent': BROWSER_UA },
    })
    expect((await parsed(answer, emailStartResponseSchema)).action).toBe('VERIFY_DEVICE')
    const { response, text, form } = await openLink(service)
    expect(text).toContain('Approve sign-in on a new device?')
    expect(text).toContain('Chrome on Linux')
    expect(text).toContain(SHOP)
    // No better place than the network the request came from (here, the loopback's /24).
    expect(text).toContain('network 127.0.0.0/24')
    expect(text).toMatch(/\d{1,2} January 2026 at \d\d:\d\d UTC/)
    expect(text).toContain('<button type="submit">Approve</button>')
    expect(form).toBeDefined()
    expect(text).not.toMatch(/<script/i)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')

    // A page origin the service was not configured with is not repeated to the victim.
    service.clock.advance(60_000)
    await service.call('POST', '/v1/email/start', {
      body: { email: VICTIM, deviceId: 'attacker-device-0002', pageOrigin: 'https://evil.example' },
    })
    const other = await openLink(service)
    expect(other.text).not.toContain('evil.example')
    expect(other.text).toContain('<dt>Site</dt>')
  })

  it('refuses a POST without the form token, with a made-up one, or with the form of another approval', async () => {
    const { service, approved } = await attackerWaiting()
    const first = await openLink(service)
    await start(service, VICTIM, 'attacker-device-0002')
    const second = await openLink(service)
    if (!first.form || !second.form) throw new Error('no approval form')
    const mailed = service.mail.sent.length
    const attempts: Array<Record<string, string>> = [
      { token: first.token },
      { form: first.form.form },
      { token: first.token, form: 'x'.repeat(43) },
      { token: first.token, form: second.form.form },
    ]
    for (const fields of attempts) {
      const refused = await postApproval(service, fields)
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(await refused.text()).not.toContain('Device approved')
    }
    expect(service.mail.sent).toHaveLength(mailed)
    expect(await approved()).toBe('408 TIMEOUT')
    // The forged posts did not use the link up: the person's own press still works.
    const pressed = await postApproval(service, first.form)
    expect(pressed.status).toBe(200)
    expect(await approved()).toBe('200 ok')
  })

  it('is used once: a second press, a reload, approve nothing more and mail nothing more', async () => {
    const { service } = await attackerWaiting()
    const { form, token } = await openLink(service)
    if (!form) throw new Error('no approval form')
    expect((await postApproval(service, form)).status).toBe(200)
    const mailed = service.mail.sent.length
    expect((await postApproval(service, form)).status).toBe(404)
    const link = `/v1/device/approve?token=${encodeURIComponent(token)}`
    expect((await service.fetch(link)).status).toBe(404)
    expect(service.mail.sent).toHaveLength(mailed)
  })

  it(`expires after ${DEVICE_APPROVAL_LIFETIME_MS / 60_000} minutes, even with the form of its page`, async () => {
    const { service, approved } = await attackerWaiting()
    const { form, token } = await openLink(service)
    if (!form) throw new Error('no approval form')
    const mailed = service.mail.sent.length
    service.clock.advance(DEVICE_APPROVAL_LIFETIME_MS)
    expect((await postApproval(service, form)).status).toBe(404)
    const link = `/v1/device/approve?token=${encodeURIComponent(token)}`
    expect((await service.fetch(link)).status).toBe(404)
    expect(service.mail.sent).toHaveLength(mailed)
    expect(await approved()).toBe('401 UNAUTHORIZED')
  })
})
