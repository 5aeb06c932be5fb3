// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Database } from './db/database'
import { ApiError } from './errors'
import { EMAIL_LOGIN_COOLDOWN_MS, RATE_LIMITS } from './limits'
import { createRateLimiter } from './rateLimit'
import { errorOf, fakeClock, harness, type FakeClock } from './testing/harness'
import { freshDatabaseEachTest } from './testing/freshDatabase'

let db: Database
let clock: FakeClock
freshDatabaseEachTest((fresh) => {
  db = fresh
  clock = fakeClock()
})

async function refusal(promise: Promise<unknown>): Promise<ApiError | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
}

describe('rate limits', () => {
  const rule = { limit: 3, windowMs: 60_000 }

  it('lets `limit` hits through per window, then 429 with the seconds to the window end', async () => {
    const limiter = createRateLimiter(db, clock)
    for (let hit = 0; hit < rule.limit; hit++)
      expect(await refusal(limiter.hit('ip:1', rule))).toBeUndefined()
    clock.advance(20_000)
    const refused = await refusal(limiter.hit('ip:1', rule))
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 40 })
    // Another bucket is counted apart.
    expect(await refusal(limiter.hit('ip:2', rule))).toBeUndefined()
    clock.advance(40_000)
    expect(await refusal(limiter.hit('ip:1', rule))).toBeUndefined()
  })

  it('is shared by every instance on the database', async () => {
    const one = createRateLimiter(db, clock)
    const two = createRateLimiter(db, clock)
    await one.hit('ip:1', rule)
    await two.hit('ip:1', rule)
    await one.hit('ip:1', rule)
    expect(await refusal(two.hit('ip:1', rule))).toMatchObject({ code: 'RATE_LIMITED' })
  })

  it('keeps one e-mail per address per 30 s, shared by instances; force claims anyway', async () => {
    const one = createRateLimiter(db, clock)
    const two = createRateLimiter(db, clock)
    await one.claimEmail('ada@example.com')
    clock.advance(10_500)
    expect(await refusal(two.claimEmail('ada@example.com'))).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: 20,
    })
    expect(await refusal(two.claimEmail('bob@example.com'))).toBeUndefined()
    expect(await refusal(two.claimEmail('ada@example.com', { force: true }))).toBeUndefined()
    clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    expect(await refusal(one.claimEmail('ada@example.com'))).toBeUndefined()
  })
})

describe('rate limits on the routes', () => {
  it('limits sign-in starts per IP, whatever the address', async () => {
    const h = await harness({ db, clock })
    const { limit } = RATE_LIMITS.startPerIp
    for (let n = 0; n < limit; n++) {
      const response = await h.call('POST', '/v1/email/start', {
        body: { email: `visitor${n}@example.com`, deviceId: 'device-one-0001' },
        ip: '10.9.9.9',
      })
      expect(response.status).toBe(200)
    }
    const refused = await h.call('POST', '/v1/email/start', {
      body: { email: 'one-more@example.com', deviceId: 'device-one-0001' },
      ip: '10.9.9.9',
    })
    expect(refused.status).toBe(429)
    expect((await errorOf(refused)).code).toBe('RATE_LIMITED')
    const elsewhere = await h.call('POST', '/v1/email/start', {
      body: { email: 'one-more@example.com', deviceId: 'device-one-0001' },
      ip: '10.9.9.10',
    })
    expect(elsewhere.status).toBe(200)
  })

  it('limits e-mails per address per hour beyond the cooldown', async () => {
    const h = await harness({ db, clock })
    const { limit } = RATE_LIMITS.mailPerEmail
    // Each from its own IP, past the cooldown: only the per-address limit is left to hit.
    for (let n = 0; n < limit; n++) {
      const response = await h.call('POST', '/v1/email/start', {
        body: { email: 'ada@example.com', deviceId: 'device-one-0001' },
        ip: `10.1.0.${n}`,
      })
      expect(response.status).toBe(200)
      clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    }
    const refused = await h.call('POST', '/v1/email/start', {
      body: { email: 'ada@example.com', deviceId: 'device-one-0001' },
      ip: '10.1.1.1',
    })
    expect(refused.status).toBe(429)
    expect(await errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED' })
    expect(h.mail.sent).toHaveLength(limit)
  })
})
