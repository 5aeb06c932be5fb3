// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createApp } from '../app'
import { sessionResponseSchema, walletResponseSchema } from '../../protocol/auth/contract'
import { outbox, parsed } from '../testing/harness'
import { testCustody, testWallet } from '../testing/custody'
import { signInWith } from '../testing/signIn'
import type { Database } from './database'
import { migrate, readMigrations } from './migrate'
import { openDatabase } from './open'
import { openPglite } from './pglite'

const tableRowSchema = z.object({ table_name: z.string() })
const versionRowSchema = z.object({ version: z.string() })

async function tables(db: Database): Promise<string[]> {
  const rows = await db.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
  )
  return rows.map((row) => tableRowSchema.parse(row).table_name)
}

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('migrations', { timeout: 60_000 }, () => {
  it('bring an empty PGlite up to the schema and record each version', async () => {
    const db = await openPglite()
    cleanups.push(() => db.close())
    const files = await readMigrations()
    expect(files.map((file) => file.version)).toContain('001_init')
    expect(await migrate(db)).toEqual(files.map((file) => file.version))
    expect(await tables(db)).toEqual([
      'access_tokens',
      'code_failures',
      'device_approvals',
      'device_waits',
      'devices',
      'email_cooldowns',
      'mail_outbox',
      'otp_codes',
      'pending_compactions',
      'rate_limits',
      'recovery_ceremonies',
      'refresh_tokens',
      'schema_migrations',
      'sealing_canaries',
      'session_families',
      'social_attempts',
      'social_grants',
      'social_identities',
      'users',
      'wallets',
    ])
    const versions = (await db.query('SELECT version FROM schema_migrations')).map(
      (row) => versionRowSchema.parse(row).version,
    )
    expect(versions).toEqual(files.map((file) => file.version))
  })

  it('apply nothing the second time, and a new file only once', async () => {
    const db = await openPglite()
    cleanups.push(() => db.close())
    await migrate(db)
    expect(await migrate(db)).toEqual([])
    const extra = [
      ...(await readMigrations()),
      { version: '999_test', sql: 'CREATE TABLE migration_probe (id int)' },
    ]
    expect(await migrate(db, extra)).toEqual(['999_test'])
    expect(await migrate(db, extra)).toEqual([])
  })

  it('roll a failing migration back whole, recording nothing', async () => {
    const db = await openPglite()
    cleanups.push(() => db.close())
    await migrate(db)
    const broken = [
      ...(await readMigrations()),
      { version: '998_broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function()' },
    ]
    await expect(migrate(db, broken)).rejects.toThrow()
    expect(await tables(db)).not.toContain('half_done')
    expect(await migrate(db)).toEqual([])
  })
})

describe('a restart', { timeout: 60_000 }, () => {
  it('keeps users, sessions and shares (PGlite in a directory)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portico-auth-restart-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const custody = testCustody()
    const otpPepper = new Uint8Array(randomBytes(32))
    const mail = outbox()
    const appOn = (db: Database) =>
      createApp({
        db,
        mailer: mail,
        custody,
        otpPepper,
        publicUrl: 'http://auth.test',
        chains: [],
        frameAncestors: [],
      })
    const first = await openDatabase({ kind: 'pglite', dataDir: dir })
    const app = appOn(first)
    const { accessToken, user } = await signInWith(
      async (path, init) => app.request(path, init),
      mail,
      'ada@example.com',
      'device-one-0001',
    )
    const bearer = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
    const wallet = await testWallet()
    const put = await app.request('/v1/wallet', {
      method: 'PUT',
      headers: bearer,
      body: JSON.stringify(await wallet.upload(user.id)),
    })
    expect(put.status).toBe(204)
    await first.close()

    // The same directory again, as after a restart of the service.
    const second = await openDatabase({ kind: 'pglite', dataDir: dir })
    cleanups.push(() => second.close())
    const again = appOn(second)
    const session = await again.request('/v1/session', { headers: bearer })
    expect((await parsed(session, sessionResponseSchema)).user.email).toBe('ada@example.com')
    const stored = await again.request('/v1/wallet', { headers: bearer })
    expect(await parsed(stored, walletResponseSchema)).toEqual({
      address: wallet.address,
      version: 1,
      authShare: wallet.shares.auth,
      recoveryKind: 'visitor',
      ceremony: null,
    })
  })
})
