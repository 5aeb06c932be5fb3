// @vitest-environment node
// The DATABASE_URL path: the same migrations and service on a real PostgreSQL, with two
// service instances sharing one database (codes, sessions and rate limits seen by both).
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createApp } from '../app'
import {
  emailStartResponseSchema,
  refreshResponseSchema,
  sessionResponseSchema,
} from '../../protocol/auth/contract'
import { REFRESH_GRACE_MS } from '../limits'
import { fakeClock, outbox, parsed } from '../testing/harness'
import { compactPending } from '../custodyUpgrade'
import { migrateLegacyWallets } from '../shares'
import { legacySeal, testCustody, testWallet } from '../testing/custody'
import { approveLink, signInWith } from '../testing/signIn'
import { postgresRequired, startTestPostgres, type TestPostgres } from '../testing/postgres'
import type { Database } from './database'
import { openDatabase } from './open'

// Skipped only on a developer's machine without PostgreSQL; in CI a missing server fails the
// suite (startTestPostgres says what is missing).
describe.skipIf(!postgresRequired)('on PostgreSQL (DATABASE_URL)', { timeout: 60_000 }, () => {
  let postgres: TestPostgres | undefined
  const opened: Database[] = []
  const open = async () => {
    if (!postgres) throw new Error('PostgreSQL not started')
    const db = await openDatabase({ kind: 'postgres', url: postgres.url })
    opened.push(db)
    return db
  }
  beforeAll(async () => {
    postgres = await startTestPostgres()
  }, 60_000)
  afterAll(async () => {
    for (const db of opened) await db.close()
    await postgres?.stop()
  }, 60_000)

  it('two instances starting at once migrate the database once', async () => {
    const [one, two] = await Promise.all([open(), open()])
    const rows = await (one ?? two)?.query('SELECT version FROM schema_migrations')
    expect(z.array(z.object({ version: z.string() })).parse(rows)).toEqual([
      { version: '001_init' },
      { version: '002_hardening' },
      { version: '003_custody' },
      { version: '004_compactions' },
      { version: '005_device_waits' },
      { version: '006_mail_outbox' },
      { version: '007_approval_language' },
      { version: '008_social' },
      { version: '009_social_language' },
    ])
  })

  it('an approval, a code and a session of one instance hold on the other', async () => {
    const custody = testCustody()
    const otpPepper = new Uint8Array(randomBytes(32))
    const clock = fakeClock()
    const mail = outbox()
    const instance = async () =>
      createApp({
        db: await open(),
        mailer: mail,
        custody,
        otpPepper,
        publicUrl: 'http://auth.test',
        chains: [],
        frameAncestors: [],
        now: clock,
      })
    const [a, b] = [await instance(), await instance()]
    const on =
      (app: typeof a) =>
      async (path: string, init?: RequestInit): Promise<Response> =>
        app.request(path, init)
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const email = 'ada@example.com'
    const deviceId = 'device-one-0001'
    const start = await a.request('/v1/email/start', json({ email, deviceId }))
    expect((await parsed(start, emailStartResponseSchema)).action).toBe('VERIFY_DEVICE')
    // The cooldown is in the database: the other instance refuses a resend too.
    const resend = await b.request('/v1/email/start', json({ email, deviceId }))
    expect(resend.status).toBe(429)
    // The link approved on one instance, the code answered on the other.
    expect((await approveLink(on(b), mail.lastLink(email))).status).toBe(200)
    const verify = await a.request(
      '/v1/email/verify',
      json({ email, deviceId, otp: mail.lastCode(email) }),
    )
    expect(verify.status).toBe(200)
    clock.advance(60_000)
    const session = await signInWith(on(b), mail, email, deviceId)
    const me = await a.request('/v1/session', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    })
    expect((await parsed(me, sessionResponseSchema)).user.email).toBe(email)
    // Rotation on one instance; within the grace window the other hands out the same pair;
    // after it, the reuse is caught there.
    const refresh = (app: typeof a) =>
      app.request('/v1/session/refresh', json({ refreshToken: session.refreshToken }))
    const first = await parsed(await refresh(a), refreshResponseSchema)
    const second = await parsed(await refresh(b), refreshResponseSchema)
    expect(second.refreshToken).toBe(first.refreshToken)
    clock.advance(REFRESH_GRACE_MS + 1)
    expect((await refresh(b)).status).toBe(401)
  })

  it('compacts a migrated table once its role may checkpoint, and says which grant it lacks', async () => {
    if (!postgres) throw new Error('PostgreSQL not started')
    const admin = await open()
    // The service's own role, owner of its database (as a host sets it up), not a superuser.
    await admin.exec('CREATE ROLE portico_app LOGIN')
    await admin.exec('CREATE DATABASE portico_app OWNER portico_app')
    const url = new URL(postgres.url)
    url.username = 'portico_app'
    url.pathname = '/portico_app'
    const db = await openDatabase({ kind: 'postgres', url: url.toString() })
    opened.push(db)
    const legacyKey = new Uint8Array(randomBytes(32))
    const wallet = await testWallet()
    await db.query(`INSERT INTO users (id, email, created_at) VALUES ('u1', 'ada@example.com', 0)`)
    await db.query(
      `INSERT INTO wallets (user_id, address, auth_share, recovery_sealed, created_at)
       VALUES ('u1', $1, $2, $3, 0)`,
      [wallet.address, wallet.shares.auth, legacySeal(wallet.shares.recovery, 'u1', legacyKey)],
    )
    expect(await migrateLegacyWallets(db, testCustody(), legacyKey)).toBe(1)
    await expect(compactPending(db)).rejects.toThrow('GRANT pg_checkpoint TO <role>')
    await admin.exec('GRANT pg_checkpoint TO portico_app')
    expect(await compactPending(db)).toEqual(['wallets'])
    expect(await compactPending(db)).toEqual([])
  })

  it('outlives an idle connection the server ends: told, replaced, no error thrown out of the process', async () => {
    if (!postgres) throw new Error('PostgreSQL not started')
    const broken: Error[] = []
    // Its connections named, so only they are ended.
    const url = new URL(postgres.url)
    url.searchParams.set('application_name', 'idle-connection-test')
    const db = await openDatabase(
      { kind: 'postgres', url: url.toString() },
      { onIdleConnectionError: (error) => broken.push(error) },
    )
    opened.push(db)
    // Opened first: the pool closes a connection idle for 10 s, so the end must come soon after.
    const admin = await open()
    // Two queries at once leave two connections idle in the pool.
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')])
    const ended = z
      .array(z.object({ ended: z.boolean() }))
      .parse(
        await admin.query(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
           WHERE application_name = 'idle-connection-test' AND state = 'idle'`,
        ),
      )
      .filter((row) => row.ended).length
    expect(ended).toBeGreaterThan(0)
    // Every ended connection reported (and dropped) before the next query picks one.
    await expect.poll(() => broken.length, { timeout: 30_000 }).toBe(ended)
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }])
  })

  it('rolls a failed transaction back', async () => {
    const db = await open()
    await db.exec('CREATE TABLE IF NOT EXISTS probe (id int PRIMARY KEY)')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (id) VALUES ($1)', [1])
        await tx.query('INSERT INTO probe (id) VALUES ($1)', [1])
      }),
    ).rejects.toThrow()
    expect(await db.query('SELECT id FROM probe')).toEqual([])
  })
})
