// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deviceWaitResponseSchema, emailStartResponseSchema } from '../../protocol/auth/contract'
import type { Database } from '../db/database'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../limits'
import { errorOf, fakeClock, harness, parsed, type Harness } from '../testing/harness'
import { approveByLink, signIn } from '../testing/signIn'
import { approvalFormIn } from '../testing/harness'
import { freshDatabaseEachTest } from '../testing/freshDatabase'

// The device-approval long poll, on a fake clock: each of its pauses (the injected sleep)
// moves the clock by the poll interval, so "100 s" passes without waiting.
const EMAIL = 'ada@example.com'
const NEW_DEVICE = 'device-two-0002'
const POLL_MS = 500
const MAX_MS = 100_000

let db: Database
freshDatabaseEachTest((fresh) => {
  db = fresh
})

/** A harness whose long poll calls `onPause` at each pause, after moving the clock. */
async function pollingHarness(onPause: (pause: number) => Promise<void> = async () => undefined) {
  const clock = fakeClock()
  let pauses = 0
  const h: Harness = await harness({
    db,
    clock,
    deviceWait: { maxMs: MAX_MS, pollMs: POLL_MS },
    sleep: async (ms) => {
      clock.advance(ms)
      pauses += 1
      await onPause(pauses)
    },
  })
  await signIn(h, EMAIL, 'device-one-0001')
  h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  const start = await h.call('POST', '/v1/email/start', {
    body: { email: EMAIL, deviceId: NEW_DEVICE },
  })
  const { waitToken = '' } = await parsed(start, emailStartResponseSchema)
  const wait = { email: EMAIL, deviceId: NEW_DEVICE, waitToken }
  return { h, pauses: () => pauses, wait }
}

describe('POST /v1/device/wait', () => {
  it('answers {approved: true} once the link is opened while it waits', async () => {
    // The harness exists only once made; the pause hook reads it through this holder.
    const made: { h?: Harness } = {}
    const polling = await pollingHarness(async (pause) => {
      // The visitor approves on the link's page during the third pause.
      if (pause === 3 && made.h) await approveByLink(made.h, EMAIL)
    })
    made.h = polling.h
    const wait = await polling.h.call('POST', '/v1/device/wait', { body: polling.wait })
    expect(await parsed(wait, deviceWaitResponseSchema)).toEqual({ approved: true })
    expect(polling.pauses()).toBe(3)
  })

  it('gives up after 100 s with 408 TIMEOUT, having looked every 500 ms', async () => {
    const { h, pauses, wait: body } = await pollingHarness()
    const wait = await h.call('POST', '/v1/device/wait', { body })
    expect(wait.status).toBe(408)
    expect(await errorOf(wait)).toMatchObject({ code: 'TIMEOUT' })
    expect(pauses()).toBe(MAX_MS / POLL_MS)
  })

  it('refuses a body without a credential (400), a credential of another device or address (401)', async () => {
    const { h, wait } = await pollingHarness()
    const bad = await h.call('POST', '/v1/device/wait', {
      body: { email: EMAIL, deviceId: NEW_DEVICE },
    })
    expect(bad.status).toBe(400)
    for (const body of [
      { ...wait, email: 'bob@example.com' },
      { ...wait, deviceId: 'device-three-0003' },
    ]) {
      const refused = await h.call('POST', '/v1/device/wait', { body })
      expect(refused.status).toBe(401)
    }
  })

  it("wakes at the approval's notification, not at its next look at the table", async () => {
    // A look every 10 minutes: only the notification can answer this poll in time.
    const h = await harness({ db, deviceWait: { maxMs: MAX_MS, pollMs: 600_000 } })
    await signIn(h, EMAIL, 'device-one-0001')
    h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const start = await h.call('POST', '/v1/email/start', {
      body: { email: EMAIL, deviceId: NEW_DEVICE },
    })
    const { waitToken = '' } = await parsed(start, emailStartResponseSchema)
    const waiting = h.call('POST', '/v1/device/wait', {
      body: { email: EMAIL, deviceId: NEW_DEVICE, waitToken },
    })
    // Held until the slot shows the poll is waiting (it takes it before it first looks).
    await expect.poll(async () => (await db.query('SELECT id FROM device_waits')).length).toBe(1)
    expect((await approveByLink(h, EMAIL)).status).toBe(200)
    expect(await parsed(await waiting, deviceWaitResponseSchema)).toEqual({ approved: true })
    // The slot is given back once the poll answers.
    expect(await db.query('SELECT id FROM device_waits')).toEqual([])
  })
})

describe('the approval page and its e-mails, by language', () => {
  it("follow the sign-in's language, the page the browser's that opens it", async () => {
    const h = await harness({ db })
    const start = await h.request('/v1/email/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ja' },
      body: JSON.stringify({ email: EMAIL, deviceId: NEW_DEVICE }),
    })
    expect(start.status).toBe(200)
    expect(h.mail.sent.at(-1)?.subject).toBe('ログインのためにメールアドレスを確認してください')
    const link = new URL(h.mail.lastLink(EMAIL))
    const open = async (acceptLanguage: string) => {
      const headers = { 'accept-language': acceptLanguage }
      return (await h.request(link.pathname + link.search, { headers })).text()
    }
    expect(await open('de-DE,de;q=0.9,en;q=0.5')).toContain('<html lang="de" >')
    expect(await open('ar-EG')).toContain('<html lang="ar" dir="rtl">')
    // A browser naming none of the kit's languages: the sign-in's.
    expect(await open('sv-SE')).toContain('<html lang="ja" >')
    // The form's POST answers in the language of the browser that sends it.
    const approved = await h.request('/v1/device/approve', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'fr-FR',
      },
      body: new URLSearchParams(approvalFormIn(await open('fr-FR'))).toString(),
    })
    expect(await approved.text()).toContain('Appareil approuvé')
    // The code goes in the sign-in's language, where it is entered.
    expect(h.mail.sent.at(-1)?.subject).toMatch(/^ログインコード：\d{6}$/)
    // A link that is not valid, to a browser of an unknown language: English.
    const invalid = await h.request('/v1/device/approve?token=' + 'x'.repeat(43), {
      headers: { 'accept-language': 'sv' },
    })
    expect(await invalid.text()).toContain('<html lang="en" >')
  })
})
