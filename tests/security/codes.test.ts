// @vitest-environment node
// Attacks on the one-time codes: guessing one from many IPs (a spoofed X-Forwarded-For, or
// really many addresses behind a trusted proxy), burning the victim's live code from another
// device, telling which addresses have an account from the answers, and reading codes out of
// a copy of the database.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import type { TrustProxy } from '../../server/clientIp'
import { sessionTokensSchema } from '../../protocol/auth/contract'
import { CODE_BACKOFF, CODE_FAILURE_BUDGET, CODE_MAX_TRIES } from '../../server/limits'
import { errorOf, parsed } from '../../server/testing/harness'
import {
  ATTACKER_DEVICE,
  liveServicePerTest,
  outcome,
  signIn,
  start,
  VICTIM,
  VICTIM_DEVICE,
  wrongFor,
  type LiveService,
} from './support'

const live = liveServicePerTest()
const { perHour, perDay } = CODE_FAILURE_BUDGET
const HOUR_MS = 60 * 60_000

/** A code for the victim's own device (a thief holding its device id asks for it). */
async function freshCode(service: LiveService): Promise<string> {
  const { action } = await start(service, VICTIM, VICTIM_DEVICE)
  if (action !== 'VERIFY_OTP') throw new Error(`start answered ${action}`)
  return service.mail.lastCode(VICTIM)
}

/**
 * Guesses wrong codes for the victim's address, from a new IP each time, waiting out each
 * backoff and asking for a new code whenever one dies, until the service refuses to judge any
 * more (a wait longer than any backoff) or `cap` guesses were judged. How many were judged,
 * and the refusal's wait in seconds.
 */
async function guessUntilRefused(
  service: LiveService,
  ipOf: (attempt: number) => Record<string, string>,
  cap = perHour + 5,
): Promise<{ judged: number; retryAfter: number | undefined }> {
  let judged = 0
  let code = await freshCode(service)
  for (let attempt = 0; judged <= cap; attempt++) {
    const response = await service.call('POST', '/v1/email/verify', {
      body: { email: VICTIM, deviceId: VICTIM_DEVICE, otp: wrongFor(code) },
      headers: ipOf(attempt),
    })
    const result = await outcome(response)
    if (result === '400 INVALID_CODE') judged += 1
    else if (result === '429 TOO_MANY_TRIES') {
      judged += 1
      code = await freshCode(service)
    } else if (result === '410 CODE_EXPIRED') code = await freshCode(service)
    else if (result === '429 RATE_LIMITED') {
      const { retryAfter = 0 } = await errorOf(response)
      if (retryAfter * 1000 > CODE_BACKOFF.maxMs) return { judged, retryAfter }
      service.clock.advance(retryAfter * 1000)
    } else throw new Error(`unexpected answer ${result}`)
  }
  return { judged, retryAfter: undefined }
}

/** Replays the guessing from many IPs; then the right code is refused too, until the wait. */
async function replayGuessing(trustProxy: TrustProxy, ipOf: (attempt: number) => string) {
  const service = await live({ trustProxy })
  await signIn(service)
  const { judged, retryAfter } = await guessUntilRefused(service, (attempt) => ({
    'x-forwarded-for': ipOf(attempt),
  }))
  expect(judged).toBe(perHour)
  expect(retryAfter).toBeGreaterThan(CODE_BACKOFF.maxMs / 1000)
  // Even the right code is not judged now.
  const right = await freshCode(service)
  const refused = await service.call('POST', '/v1/email/verify', {
    body: { email: VICTIM, deviceId: VICTIM_DEVICE, otp: right },
  })
  expect(await outcome(refused)).toBe('429 RATE_LIMITED')
  // Once the oldest wrong answer left the hour, the owner signs in.
  service.clock.advance((retryAfter ?? 0) * 1000)
  const later = await freshCode(service)
  const accepted = await service.call('POST', '/v1/email/verify', {
    body: { email: VICTIM, deviceId: VICTIM_DEVICE, otp: later },
  })
  expect(accepted.status).toBe(200)
}

describe('guessing a code', () => {
  it(`stops at ${perHour} wrong answers an hour per address, whatever X-Forwarded-For says (trustProxy off)`, async () => {
    await replayGuessing(false, (attempt) => `198.51.100.${attempt % 250}`)
  }, 120_000)

  it(`stops at ${perHour} an hour per address across real client IPs behind a trusted proxy`, async () => {
    // The proxy (the loopback, one hop) appends the address it saw: a different one each time.
    await replayGuessing(1, (attempt) => `6.6.6.6, 203.0.113.${attempt % 250}`)
  }, 120_000)

  it(`stops at ${perDay} wrong answers a day per address`, async () => {
    const service = await live({ trustProxy: 1 })
    await signIn(service)
    const ip = (attempt: number) => ({ 'x-forwarded-for': `203.0.113.${attempt % 250}` })
    for (let hour = 0; hour < perDay / perHour; hour++) {
      expect((await guessUntilRefused(service, ip)).judged).toBe(perHour)
      service.clock.advance(HOUR_MS)
    }
    const { judged, retryAfter } = await guessUntilRefused(service, ip)
    expect(judged).toBe(0)
    expect(retryAfter).toBeGreaterThan(HOUR_MS / 1000)
  }, 300_000)

  it("cannot burn the victim's live code from another device, nor lock the victim out", async () => {
    const service = await live({ trustProxy: false })
    await signIn(service)
    const code = await freshCode(service)
    // The attacker answers for the victim's address from its own device, many times over.
    await start(service, VICTIM, ATTACKER_DEVICE)
    for (let attempt = 0; attempt < 4 * CODE_MAX_TRIES; attempt++) {
      const guess = attempt === 0 ? code : String(100_000 + attempt)
      const response = await service.call('POST', '/v1/email/verify', {
        body: { email: VICTIM, deviceId: ATTACKER_DEVICE, otp: guess },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      })
      expect(await outcome(response)).toBe('400 INVALID_CODE')
    }
    // The victim's code is as good as it was.
    const victim = await service.call('POST', '/v1/email/verify', {
      body: { email: VICTIM, deviceId: VICTIM_DEVICE, otp: code },
    })
    expect(victim.status).toBe(200)
  })
})

describe('telling which addresses have an account', () => {
  const UNKNOWN = 'nobody@example.com'

  /** The answer's status and body, its random credential masked. */
  async function shape(response: Response) {
    const body: unknown = await response.json()
    const masked = z
      .object({ action: z.string(), waitToken: z.optional(z.string()) })
      .safeParse(body)
    if (!masked.success) return { status: response.status, body }
    return {
      status: response.status,
      body: { ...masked.data, waitToken: masked.data.waitToken?.replace(/./g, '*') },
    }
  }

  it('the start, a code answer and the long poll answer the same for an address with an account and one without', async () => {
    const service = await live({ deviceWait: { maxMs: 0 } })
    await signIn(service)
    const answers = []
    for (const email of [VICTIM, UNKNOWN]) {
      service.clock.advance(60_000)
      const started = await service.call('POST', '/v1/email/start', {
        body: { email, deviceId: ATTACKER_DEVICE },
      })
      const verify = await service.call('POST', '/v1/email/verify', {
        body: { email, deviceId: ATTACKER_DEVICE, otp: '123456' },
      })
      const wait = await service.call('POST', '/v1/device/wait', {
        body: { email, deviceId: ATTACKER_DEVICE, waitToken: 'w'.repeat(43) },
      })
      answers.push([await shape(started), await shape(verify), await shape(wait)])
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]?.[0]).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
  })

  it("an e-mail change to a taken address answers as to a free one (only that address's mailbox learns it)", async () => {
    const service = await live()
    await signIn(service)
    const mallory = await signIn(service, 'mallory@example.com', ATTACKER_DEVICE)
    const answers = []
    for (const newEmail of [VICTIM, UNKNOWN]) {
      service.clock.advance(60_000)
      const update = await service.call('POST', '/v1/email/update', {
        token: mallory.accessToken,
        body: { newEmail },
      })
      const primary = await service.call('POST', '/v1/email/update/primary', {
        token: mallory.accessToken,
        body: { otp: service.mail.lastCode('mallory@example.com') },
      })
      answers.push([await shape(update), await shape(primary)])
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]?.[1]).toMatchObject({ status: 200 })
  })
})

describe('a copy of the database', () => {
  it('does not give a live code away: its hash is keyed by a pepper the database does not hold', async () => {
    const service = await live()
    await signIn(service)
    const code = await freshCode(service)
    const rows = z
      .array(z.object({ salt: z.string(), code_hash: z.string() }))
      .parse(await service.db.query('SELECT salt, code_hash FROM otp_codes'))
    const [row] = rows
    if (!row) throw new Error('no live code')
    // The code itself is right: the service, with its pepper, takes it.
    const verify = await service.call('POST', '/v1/email/verify', {
      body: { email: VICTIM, deviceId: VICTIM_DEVICE, otp: code },
    })
    expect((await parsed(verify, sessionTokensSchema)).user.email).toBe(VICTIM)
    // The thief, with the copy taken while it was live, tries every code the way the hash was
    // made before it had a server secret (an HMAC keyed by the stored salt alone).
    const found: string[] = []
    for (let n = 0; n < 1_000_000; n++) {
      const guess = String(n).padStart(6, '0')
      const hash = createHmac('sha256', Buffer.from(row.salt, 'base64')).update(guess)
      if (hash.digest('hex') === row.code_hash) found.push(guess)
    }
    expect(found).toEqual([])
  }, 180_000)
})
