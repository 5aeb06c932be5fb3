// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Database } from './db/database'
import { ApiError } from './errors'
import { CODE_LIFETIME_MS, CODE_MAX_TRIES } from './limits'
import { createOtpStore, type OtpStore } from './otp'
import { fakeClock, type FakeClock } from './testing/harness'
import { freshDatabaseEachTest } from './testing/freshDatabase'

const SUBJECT = 'login:ada@example.com'
const DETAILS = { sentTo: 'ada@example.com', deviceId: 'device-one-0001' }

let db: Database
let clock: FakeClock
let otp: OtpStore
freshDatabaseEachTest((fresh) => {
  db = fresh
  clock = fakeClock()
  otp = createOtpStore(db, clock)
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

describe('one-time codes', () => {
  it('issues 6 digits and stores only a salted hash of them', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    expect(code).toMatch(/^\d{6}$/)
    const rows = await db.query('SELECT * FROM otp_codes')
    expect(JSON.stringify(rows)).not.toContain(code)
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
    const second = await otp.issue('login:bob@example.com', DETAILS)
    await expect(otp.accept('login:bob@example.com', second.code)).resolves.toBeDefined()
    clock.advance(1)
    expect(await errorCode(otp.accept(SUBJECT, code))).toBe('410 CODE_EXPIRED')
    expect(await errorCode(otp.accept(SUBJECT, code))).toBe('400 INVALID_CODE')
  })

  it('takes 5 answers: 4 wrong ones say INVALID_CODE, the 5th kills the code (TOO_MANY_TRIES)', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    for (let attempt = 1; attempt < CODE_MAX_TRIES; attempt++)
      expect(await errorCode(otp.accept(SUBJECT, wrongFor(code)))).toBe('400 INVALID_CODE')
    expect(await errorCode(otp.accept(SUBJECT, wrongFor(code)))).toBe('429 TOO_MANY_TRIES')
    // Dead: even the right code is refused now.
    expect(await errorCode(otp.accept(SUBJECT, code))).toBe('429 TOO_MANY_TRIES')
  })

  it('the right code on the 5th answer still works', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    for (let attempt = 1; attempt < CODE_MAX_TRIES; attempt++)
      await errorCode(otp.accept(SUBJECT, wrongFor(code)))
    await expect(otp.accept(SUBJECT, code)).resolves.toBeDefined()
  })

  it('counts parallel wrong answers: never more than 5 are compared', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    const results = await Promise.all(
      Array.from({ length: 12 }, () => errorCode(otp.accept(SUBJECT, wrongFor(code)))),
    )
    expect(results.filter((result) => result === '400 INVALID_CODE')).toHaveLength(4)
    expect(results.filter((result) => result === '429 TOO_MANY_TRIES')).toHaveLength(8)
  })

  it('a new code replaces the old one, with fresh tries', async () => {
    const first = await otp.issue(SUBJECT, DETAILS)
    for (let attempt = 1; attempt < CODE_MAX_TRIES; attempt++)
      await errorCode(otp.accept(SUBJECT, wrongFor(first.code)))
    const second = await otp.issue(SUBJECT, DETAILS)
    if (second.code !== first.code)
      expect(await errorCode(otp.accept(SUBJECT, first.code))).toBe('400 INVALID_CODE')
    await expect(otp.accept(SUBJECT, second.code)).resolves.toBeDefined()
  })

  it('refuses the code for another device than the one it was sent for, counting the try', async () => {
    const { code } = await otp.issue(SUBJECT, DETAILS)
    expect(await errorCode(otp.accept(SUBJECT, code, { deviceId: 'device-two-0002' }))).toBe(
      '400 INVALID_CODE',
    )
    await expect(otp.accept(SUBJECT, code, { deviceId: DETAILS.deviceId })).resolves.toBeDefined()
  })
})
