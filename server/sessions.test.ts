// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { refreshResponseSchema, sessionResponseSchema } from '../protocol/auth/contract'
import type { Database } from './db/database'
import {
  ACCESS_TOKEN_LIFETIME_MS,
  REFRESH_GRACE_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_LIFETIME_MS,
} from './limits'
import { errorOf, harness, parsed, type Harness } from './testing/harness'
import { signIn } from './testing/signIn'
import { freshDatabaseEachTest } from './testing/freshDatabase'

const EMAIL = 'ada@example.com'
const DEVICE = 'device-one-0001'

let db: Database
let h: Harness
freshDatabaseEachTest(async (fresh) => {
  db = fresh
  h = await harness({ db })
})

const refresh = (refreshToken: string) =>
  h.call('POST', '/v1/session/refresh', { body: { refreshToken } })
const me = (accessToken: string) => h.call('GET', '/v1/session', { token: accessToken })

describe('sessions', () => {
  it('an access token lasts 15 minutes; a refresh gives a new pair that works', async () => {
    const session = await signIn(h, EMAIL, DEVICE)
    h.clock.advance(ACCESS_TOKEN_LIFETIME_MS - 1)
    expect((await me(session.accessToken)).status).toBe(200)
    h.clock.advance(1)
    const expired = await me(session.accessToken)
    expect(expired.status).toBe(401)
    expect((await errorOf(expired)).code).toBe('UNAUTHORIZED')

    const rotated = await parsed(await refresh(session.refreshToken), refreshResponseSchema)
    expect(rotated.refreshToken).not.toBe(session.refreshToken)
    expect(rotated.user).toEqual(session.user)
    expect(await parsed(await me(rotated.accessToken), sessionResponseSchema)).toEqual({
      user: session.user,
    })
  })

  it('a used refresh token presented again after the grace window ends the whole family (reuse detection)', async () => {
    const session = await signIn(h, EMAIL, DEVICE)
    const rotated = await parsed(await refresh(session.refreshToken), refreshResponseSchema)
    h.clock.advance(REFRESH_GRACE_MS + 1)
    const reuse = await refresh(session.refreshToken)
    expect(reuse.status).toBe(401)
    // Everything rotated from that sign-in is dead now: the thief's and the owner's.
    expect((await me(rotated.accessToken)).status).toBe(401)
    expect((await refresh(rotated.refreshToken)).status).toBe(401)
  })

  it('a reuse ends only that family: another sign-in of the user stays', async () => {
    const one = await signIn(h, EMAIL, DEVICE)
    const two = await signIn(h, EMAIL, DEVICE)
    await refresh(one.refreshToken)
    h.clock.advance(REFRESH_GRACE_MS + 1)
    await refresh(one.refreshToken)
    expect((await me(two.accessToken)).status).toBe(200)
  })

  it('sign-out answers 204 and ends the access and refresh tokens', async () => {
    const session = await signIn(h, EMAIL, DEVICE)
    const out = await h.call('POST', '/v1/session/signout', { token: session.accessToken })
    expect(out.status).toBe(204)
    expect((await me(session.accessToken)).status).toBe(401)
    expect((await refresh(session.refreshToken)).status).toBe(401)
  })

  it('within the grace window, the same refresh token gets the same new pair again', async () => {
    const session = await signIn(h, EMAIL, DEVICE)
    const first = await parsed(await refresh(session.refreshToken), refreshResponseSchema)
    h.clock.advance(REFRESH_GRACE_MS)
    const second = await parsed(await refresh(session.refreshToken), refreshResponseSchema)
    expect(second.accessToken).toBe(first.accessToken)
    expect(second.refreshToken).toBe(first.refreshToken)
    expect(second.expiresIn).toBe(first.expiresIn - REFRESH_GRACE_MS / 1000)
    // The rotated-from access token is over; the new one works.
    expect((await me(session.accessToken)).status).toBe(401)
    expect((await me(second.accessToken)).status).toBe(200)
  })

  it('a sign-in unused for 7 days is over; used, it lives on', async () => {
    const idle = await signIn(h, EMAIL, DEVICE)
    const used = await signIn(h, EMAIL, DEVICE)
    h.clock.advance(SESSION_IDLE_TIMEOUT_MS / 2)
    const renewed = await parsed(await refresh(used.refreshToken), refreshResponseSchema)
    h.clock.advance(SESSION_IDLE_TIMEOUT_MS / 2)
    expect((await refresh(idle.refreshToken)).status).toBe(401)
    expect((await refresh(renewed.refreshToken)).status).toBe(200)
  })

  it('a sign-in ends after 30 days, however often it was refreshed', async () => {
    let session = await signIn(h, EMAIL, DEVICE)
    const steps = 5
    for (let step = 0; step < steps; step++) {
      h.clock.advance(SESSION_MAX_LIFETIME_MS / steps - 1)
      session = await parsed(await refresh(session.refreshToken), refreshResponseSchema)
    }
    h.clock.advance(steps)
    expect((await refresh(session.refreshToken)).status).toBe(401)
  })

  it('refuses a missing, malformed or unknown bearer token with 401', async () => {
    expect((await h.call('GET', '/v1/session')).status).toBe(401)
    expect((await me('not-a-token')).status).toBe(401)
    expect((await refresh('x'.repeat(43))).status).toBe(401)
  })

  it('stores tokens only hashed', async () => {
    const session = await signIn(h, EMAIL, DEVICE)
    const stored = JSON.stringify([
      await db.query('SELECT * FROM access_tokens'),
      await db.query('SELECT * FROM refresh_tokens'),
    ])
    expect(stored).not.toContain(session.accessToken)
    expect(stored).not.toContain(session.refreshToken)
  })
})
