// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Database } from './db/database'
import { ApiError } from './errors'
import { CODE_BACKOFF, CODE_FAILURE_BUDGET, CODE_LIFETIME_MS, CODE_MAX_TRIES } from './limits'
import { createOtpStore, loginSubject, nextAnswerAt, type OtpStore } from './otp'
import { fakeClock, type FakeClock } from './testing/harness'
import { freshDatabaseEachTest } from './testing/freshDatabase'

const EMAIL = 'ada@example.com'
const SUBJECT = loginSubject(EMAIL, 'device-one-0001')
const DETAILS = { sentTo: EMAIL, deviceId: 'device-one-0001' }

let db: Database
let clock: FakeClock
let otp: OtpStore
freshDatabaseEachTest((fresh) => {
  db = fresh
  clock = fakeClock()
  otp = createOtpStore(db, clock, new Uint8Array(randomBytes(32)))
})

const wrongFor = (code: string) => (code === '123456' ? '654321' : '123456')

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.code}`
    throw error
  }
  return 'accepted'
}

/** A wrong answer, after whatever backoff the last one asked for. */
async function wrongAnswer(subject: string, code: string): Promise<string> {
  clock.advance(CODE_BACKOFF.maxMs)
  return errorCode(otp.accept(subject, wrongFor(code)))
}

describe('one-time codes', () => {
  it('issues 6 digits and stores only a peppered hash of them', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    expect(code).toMatch(/^\d{6}$/)
    const rows = await db.query('SELECT * FROM otp_codes')
    expect(JSON.stringify(rows)).not.toContain(code)
  })

  it('does not check against another pepper: a copy of the database without it is no use', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    const otherPepper = createOtpStore(db, clock, new Uint8Array(randomBytes(32)))
    expect(await errorCode(otherPepper.accept(SUBJECT, code))).toBe('400 INVALID_CODE')
    await expect(otp.accept(SUBJECT, code)).resolves.toBeDefined()
  })

  it('accepts the right code once, with its details', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    await expect(otp.accept(SUBJECT, code)).resolves.toEqual({
      sentTo: DETAILS.sentTo,
      deviceId: DETAILS.deviceId,
      newEmail: null,
    })
    expect(await errorCode(otp.accept(SUBJECT, code))).toBe('400 INVALID_CODE')
  })

  it('expires after 10 minutes (410 CODE_EXPIRED), and is gone after', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    clock.advance(CODE_LIFETIME_MS - 1)
    const bob = loginSubject('bob@example.com', 'device-one-0001')
    const second = await otp.issue(bob, { ...DETAILS, sentTo: 'bob@example.com' })
    await expect(otp.accept(bob, second.code)).resolves.toBeDefined()
    clock.advance(1)
    expect(await errorCode(otp.accept(SUBJECT, code))).toBe('410 CODE_EXPIRED')
    expect(await errorCode(otp.accept(SUBJECT, code))).toBe('400 INVALID_CODE')
  })

  it('takes 5 answers: 4 wrong ones say INVALID_CODE, the 5th kills the code (TOO_MANY_TRIES)', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    for (let attempt = 1; attempt < CODE_MAX_TRIES; attempt++)
      expect(await wrongAnswer(SUBJECT, code)).toBe('400 INVALID_CODE')
    expect(await wrongAnswer(SUBJECT, code)).toBe('429 TOO_MANY_TRIES')
    // Dead: even the right code is refused now.
    clock.advance(CODE_BACKOFF.maxMs)
    expect(await errorCode(otp.accept(SUBJECT, code))).toBe('429 TOO_MANY_TRIES')
  })

  it('the right code on the 5th answer still works', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    for (let attempt = 1; attempt < CODE_MAX_TRIES; attempt++) await wrongAnswer(SUBJECT, code)
    clock.advance(CODE_BACKOFF.maxMs)
    await expect(otp.accept(SUBJECT, code)).resolves.toBeDefined()
  })

  it('judges parallel answers one by one: 3 wrong ones, then the backoff refuses the rest', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    const results = await Promise.all(
      Array.from({ length: 12 }, () => errorCode(otp.accept(SUBJECT, wrongFor(code)))),
    )
    expect(results.filter((result) => result === '400 INVALID_CODE')).toHaveLength(
      CODE_BACKOFF.freeFailures,
    )
    expect(results.filter((result) => result === '429 RATE_LIMITED')).toHaveLength(
      12 - CODE_BACKOFF.freeFailures,
    )
  })

  it('a new code replaces the old one, with fresh tries', async () => {
    const first = await otp.issue(SUBJECT, DETAILS)
    for (let attempt = 1; attempt < CODE_MAX_TRIES; attempt++)
      await wrongAnswer(SUBJECT, first.code)
    const second = await otp.issue(SUBJECT, DETAILS)
    clock.advance(CODE_BACKOFF.maxMs)
    if (second.code !== first.code)
      expect(await errorCode(otp.accept(SUBJECT, first.code))).toBe('400 INVALID_CODE')
    clock.advance(CODE_BACKOFF.maxMs)
    await expect(otp.accept(SUBJECT, second.code)).resolves.toBeDefined()
  })

  it("a sign-in code is another device's to answer not at all: its answers neither use it nor count", async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    const other = loginSubject(EMAIL, 'device-two-0002')
    for (let attempt = 0; attempt < 3 * CODE_MAX_TRIES; attempt++)
      expect(await errorCode(otp.accept(other, code))).toBe('400 INVALID_CODE')
    expect(await db.query('SELECT * FROM code_failures')).toEqual([])
    await expect(otp.accept(SUBJECT, code)).resolves.toBeDefined()
  })
})

describe('the guess budget of an address', () => {
  const { perHour, hourMs, perDay, dayMs } = CODE_FAILURE_BUDGET

  it('waits after the free failures, doubling, up to the longest backoff', () => {
    const start = 1_000_000_000
    const failures = (count: number) => Array.from({ length: count }, (_, i) => start + i)
    const last = (count: number) => start + count - 1
    expect(nextAnswerAt(failures(CODE_BACKOFF.freeFailures - 1), last(2))).toBeUndefined()
    const free = CODE_BACKOFF.freeFailures
    expect(nextAnswerAt(failures(free), last(free))).toBe(last(free) + CODE_BACKOFF.baseMs)
    expect(nextAnswerAt(failures(free + 1), last(free + 1))).toBe(
      last(free + 1) + 2 * CODE_BACKOFF.baseMs,
    )
    expect(nextAnswerAt(failures(perHour - 1), last(perHour - 1))).toBe(
      last(perHour - 1) + CODE_BACKOFF.maxMs,
    )
  })

  it(`refuses after ${perHour} wrong answers in an hour until the oldest leaves it`, () => {
    const failures = Array.from({ length: perHour }, (_, i) => i * 60_000)
    const now = perHour * 60_000
    expect(nextAnswerAt(failures, now)).toBe(hourMs)
    expect(nextAnswerAt(failures, hourMs)).toBeUndefined()
  })

  it(`refuses after ${perDay} wrong answers in a day until the oldest leaves it`, () => {
    // Spread so that no hour holds more than its share: only the day's limit speaks.
    const spacing = Math.floor((dayMs - hourMs) / perDay)
    const failures = Array.from({ length: perDay }, (_, i) => i * spacing)
    const now = (perDay - 1) * spacing + hourMs
    expect(nextAnswerAt(failures, now)).toBe(dayMs)
    expect(nextAnswerAt(failures, dayMs)).toBeUndefined()
  })
})
