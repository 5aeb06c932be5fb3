// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  emailStartResponseSchema,
  sessionResponseSchema,
  walletResponseSchema,
} from '../protocol/auth/contract'
import { EMAIL_LOGIN_COOLDOWN_MS } from './limits'
import type { Database } from './db/database'
import { aesGcmSealer } from './sealing'
import { checkSealers, createWalletStore, migrateLegacyWallets } from './shares'
import { legacySeal, testCustody, testWallet } from './testing/custody'
import { freshDatabaseEachTest } from './testing/freshDatabase'
import { errorOf, fakeClock, harness, parsed, type Harness } from './testing/harness'
import { signIn } from './testing/signIn'

describe('the wallet routes', () => {
  let db: Database
  let h: Harness
  freshDatabaseEachTest(async (fresh) => {
    db = fresh
    h = await harness({ db })
  })

  it('stores the wallet once (204, then 409), gives the auth share back, and the user its address', async () => {
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    expect((await h.call('GET', '/v1/wallet', { token: session.accessToken })).status).toBe(404)
    const wallet = await testWallet()
    const body = await wallet.upload(session.user.id)
    const put = await h.call('PUT', '/v1/wallet', { token: session.accessToken, body })
    expect(put.status).toBe(204)
    const again = await h.call('PUT', '/v1/wallet', { token: session.accessToken, body })
    expect(again.status).toBe(409)
    expect((await errorOf(again)).code).toBe('CONFLICT')
    const stored = await h.call('GET', '/v1/wallet', { token: session.accessToken })
    expect(await parsed(stored, walletResponseSchema)).toEqual({
      address: wallet.address,
      version: 1,
      authShare: wallet.shares.auth,
      recoveryKind: 'visitor',
      ceremony: null,
    })
    const user = await parsed(
      await h.call('GET', '/v1/session', { token: session.accessToken }),
      sessionResponseSchema,
    )
    expect(user.user.address).toBe(wallet.address)
  })

  it('keeps no share in the clear in the database: the auth share sealed, the envelope as given', async () => {
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    const wallet = await testWallet()
    await h.call('PUT', '/v1/wallet', {
      token: session.accessToken,
      body: await wallet.upload(session.user.id),
    })
    const rows = JSON.stringify(await db.query('SELECT * FROM wallets'))
    expect(rows).not.toContain(wallet.shares.auth)
    // The visitor's envelope is stored as uploaded: only the visitor's secret opens it.
    expect(rows).toContain('visitor-envelope:')
  })

  it("refuses shares not signed by the wallet's key, and another user's proof", async () => {
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    const wallet = await testWallet()
    const other = await testWallet()
    const body = await wallet.upload(session.user.id)
    for (const forged of [
      { ...body, proof: (await other.upload(session.user.id)).proof },
      await wallet.upload('someone-else'),
      { ...body, authShare: other.shares.auth },
    ]) {
      const response = await h.call('PUT', '/v1/wallet', {
        token: session.accessToken,
        body: forged,
      })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).message).toContain("wallet's key")
    }
  })

  it('rotates to the next version only, with the same address, and ends the other sign-ins', async () => {
    const first = await signIn(h, 'ada@example.com', 'device-one-0001')
    const other = await signIn(h, 'ada@example.com', 'device-two-0002')
    const wallet = await testWallet()
    await h.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id),
    })
    const resplit = await testWallet(wallet.key)
    // Not version 3, not version 1 again: an old upload replayed cannot roll shares back.
    for (const version of [1, 3]) {
      const stale = await h.call('PUT', '/v1/wallet', {
        token: first.accessToken,
        body: await resplit.upload(first.user.id, { version }),
      })
      expect(stale.status).toBe(409)
    }
    // Another key cannot take the address over.
    const stranger = await testWallet()
    const takeover = await stranger.upload(first.user.id, { version: 2 })
    expect(
      (
        await h.call('PUT', '/v1/wallet', {
          token: first.accessToken,
          body: takeover,
        })
      ).status,
    ).toBe(409)
    const rotated = await h.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await resplit.upload(first.user.id, { version: 2 }),
    })
    expect(rotated.status).toBe(204)
    const stored = await parsed(
      await h.call('GET', '/v1/wallet', { token: first.accessToken }),
      walletResponseSchema,
    )
    expect(stored).toMatchObject({ version: 2, authShare: resplit.shares.auth })
    expect((await h.call('GET', '/v1/session', { token: other.accessToken })).status).toBe(401)
    // The other device approves again: its start now asks for the approval link, not a code.
    h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const start = await h.call('POST', '/v1/email/start', {
      body: { email: 'ada@example.com', deviceId: 'device-two-0002' },
    })
    expect((await parsed(start, emailStartResponseSchema)).action).toBe('VERIFY_DEVICE')
  })

  it('refuses a plain recovery share unless the service is in service recovery', async () => {
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    const wallet = await testWallet()
    const response = await h.call('PUT', '/v1/wallet', {
      token: session.accessToken,
      body: await wallet.upload(session.user.id, { kind: 'service' }),
    })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).message).toContain('passkey or password')
    expect(
      await h
        .call('GET', '/v1/wallet/policy', { token: session.accessToken })
        .then((r) => r.json()),
    ).toEqual({ recoveryMode: 'visitor-secret' })
  })

  it('refuses what is not base64 or 20 bytes, and needs a session', async () => {
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    const body = await (await testWallet()).upload(session.user.id)
    for (const bad of [
      { ...body, authShare: 'not base64!' },
      { ...body, address: '0x1234' },
    ]) {
      const response = await h.call('PUT', '/v1/wallet', { token: session.accessToken, body: bad })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).code).toBe('INVALID_REQUEST')
    }
    expect((await h.call('PUT', '/v1/wallet', { body })).status).toBe(401)
    expect((await h.call('GET', '/v1/wallet/policy')).status).toBe(401)
  })
}, 60_000)

describe('service recovery', () => {
  let db: Database
  let h: Harness
  freshDatabaseEachTest(async (fresh) => {
    db = fresh
    h = await harness({ db, custody: testCustody('service') })
  })

  it('seals the recovery share under the recovery seal key', async () => {
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    const wallet = await testWallet()
    const put = await h.call('PUT', '/v1/wallet', {
      token: session.accessToken,
      body: await wallet.upload(session.user.id, { kind: 'service' }),
    })
    expect(put.status).toBe(204)
    const rows = JSON.stringify(await db.query('SELECT * FROM wallets'))
    expect(rows).not.toContain(wallet.shares.recovery)
    expect(rows).not.toContain(wallet.shares.auth)
    const store = createWalletStore(db, fakeClock(), h.custody)
    expect(await store.recovery(session.user.id)).toEqual({
      version: 1,
      recovery: { kind: 'service', share: wallet.shares.recovery },
    })
  })
}, 60_000)

const pendingRowSchema = z.object({ table_name: z.string() })
const pendingCompactions = async (db: Database) =>
  z
    .array(pendingRowSchema)
    .parse(await db.query('SELECT table_name FROM pending_compactions'))
    .map((row) => row.table_name)

describe('wallets from before custody v1', () => {
  let db: Database
  freshDatabaseEachTest((fresh) => {
    db = fresh
  })

  async function legacyWallet(legacyKey: Uint8Array) {
    const wallet = await testWallet()
    await db.query(`INSERT INTO users (id, email, created_at) VALUES ('u1', 'ada@example.com', 0)`)
    await db.query(
      `INSERT INTO wallets (user_id, address, auth_share, recovery_sealed, created_at)
       VALUES ('u1', $1, $2, $3, 0)`,
      [wallet.address, wallet.shares.auth, legacySeal(wallet.shares.recovery, 'u1', legacyKey)],
    )
    return wallet
  }

  it('are refused at start without their old key, then migrated with it', async () => {
    const legacyKey = new Uint8Array(randomBytes(32))
    const wallet = await legacyWallet(legacyKey)
    const custody = testCustody()
    await expect(migrateLegacyWallets(db, custody, undefined)).rejects.toThrow(
      'PORTICO_AUTH_LEGACY_SEAL_KEY',
    )
    await expect(
      migrateLegacyWallets(db, { ...custody, recoverySealer: undefined }, legacyKey),
    ).rejects.toThrow('PORTICO_AUTH_RECOVERY_SEAL_KEY')
    await expect(
      migrateLegacyWallets(db, custody, new Uint8Array(randomBytes(32))),
    ).rejects.toThrow()
    expect(await pendingCompactions(db)).toEqual([])
    expect(await migrateLegacyWallets(db, custody, legacyKey)).toBe(1)
    // The overwritten auth share is still on disk: the table is named for compaction.
    expect(await pendingCompactions(db)).toEqual(['wallets'])
    expect(await migrateLegacyWallets(db, custody, undefined)).toBe(0)
    const rows = JSON.stringify(await db.query('SELECT * FROM wallets'))
    expect(rows).not.toContain(wallet.shares.auth)
    const store = createWalletStore(db, fakeClock(), custody)
    expect(await store.get('u1')).toMatchObject({
      authShare: wallet.shares.auth,
      recoveryKind: 'service',
    })
    expect(await store.recovery('u1')).toMatchObject({
      recovery: { kind: 'service', share: wallet.shares.recovery },
    })
  })

  it('two instances starting at once with different keys: the one that lost the race fails', async () => {
    const ours = aesGcmSealer(new Uint8Array(randomBytes(32)))
    const theirs = aesGcmSealer(new Uint8Array(randomBytes(32)))
    // The other instance writes its canary between this one's read and its insert.
    let raced = false
    const racing: Database = {
      ...db,
      query: async (sql, params) => {
        if (!raced && sql.startsWith('INSERT INTO sealing_canaries')) {
          raced = true
          await checkSealers(db, { PORTICO_AUTH_SHARE_KEY: theirs })
        }
        return db.query(sql, params)
      },
    }
    await expect(checkSealers(racing, { PORTICO_AUTH_SHARE_KEY: ours })).rejects.toThrow(
      'PORTICO_AUTH_SHARE_KEY: not the key',
    )
    expect(raced).toBe(true)
  })

  it('a start with another sealing key than the database was sealed with fails, naming it', async () => {
    const key = new Uint8Array(randomBytes(32))
    await checkSealers(db, { PORTICO_AUTH_SHARE_KEY: aesGcmSealer(key) })
    await checkSealers(db, { PORTICO_AUTH_SHARE_KEY: aesGcmSealer(key) })
    const refused = await checkSealers(db, {
      PORTICO_AUTH_SHARE_KEY: aesGcmSealer(new Uint8Array(randomBytes(32))),
    }).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    expect(refused).toContain('PORTICO_AUTH_SHARE_KEY: not the key')
    // Nothing in it advises starting on an empty database: that destroys every auth share.
    expect(refused).not.toMatch(/empty database/i)
  })
}, 60_000)
