// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sessionResponseSchema, walletResponseSchema } from './contract'
import type { Database } from './db/database'
import { sealShare, unsealShare } from './shares'
import { errorOf, harness, parsed, type Harness } from './testing/harness'
import { signIn } from './testing/signIn'
import { freshDatabaseEachTest } from './testing/freshDatabase'

const key = () => new Uint8Array(randomBytes(32))
const SHARE = Buffer.from(randomBytes(33)).toString('base64')

describe('sealing the recovery share', () => {
  it('opens with the same key and user id', () => {
    const sealKey = key()
    const sealed = sealShare(SHARE, 'user-1', sealKey)
    expect(sealed).not.toContain(SHARE)
    expect(unsealShare(sealed, 'user-1', sealKey)).toBe(SHARE)
  })

  it('seals the same share differently each time (random IV)', () => {
    const sealKey = key()
    expect(sealShare(SHARE, 'user-1', sealKey)).not.toBe(sealShare(SHARE, 'user-1', sealKey))
  })

  it('does not open for another user id, another key, or altered bytes', () => {
    const sealKey = key()
    const sealed = sealShare(SHARE, 'user-1', sealKey)
    expect(() => unsealShare(sealed, 'user-2', sealKey)).toThrow()
    expect(() => unsealShare(sealed, 'user-1', key())).toThrow()
    const bytes = Buffer.from(sealed, 'base64')
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1
    expect(() => unsealShare(bytes.toString('base64'), 'user-1', sealKey)).toThrow()
    expect(() => unsealShare('AAAA', 'user-1', sealKey)).toThrow()
  })
})

describe('the wallet routes', () => {
  const ADDRESS = '0x00000000000000000000000000000000000000a1'
  const SHARES = { authShare: 'QUFBQQ==', recoveryShare: SHARE }
  let db: Database
  let h: Harness
  freshDatabaseEachTest(async (fresh) => {
    db = fresh
    h = await harness({ db })
  })

  it('stores the wallet once (204, then 409), gives the auth share back, and the user its address', async () => {
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    expect((await h.call('GET', '/v1/wallet', { token: session.accessToken })).status).toBe(404)
    const put = await h.call('PUT', '/v1/wallet', {
      token: session.accessToken,
      body: { address: ADDRESS, ...SHARES },
    })
    expect(put.status).toBe(204)
    const again = await h.call('PUT', '/v1/wallet', {
      token: session.accessToken,
      body: { address: ADDRESS, ...SHARES },
    })
    expect(again.status).toBe(409)
    expect((await errorOf(again)).code).toBe('CONFLICT')
    const wallet = await h.call('GET', '/v1/wallet', { token: session.accessToken })
    expect(await parsed(wallet, walletResponseSchema)).toEqual({
      address: ADDRESS,
      authShare: SHARES.authShare,
    })
    const user = await parsed(
      await h.call('GET', '/v1/session', { token: session.accessToken }),
      sessionResponseSchema,
    )
    expect(user.user.address).toBe(ADDRESS)
  })

  it('keeps the recovery share sealed in the database, and refuses it to a code-only session', async () => {
    const first = await signIn(h, 'ada@example.com', 'device-one-0001')
    await h.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: { address: ADDRESS, ...SHARES },
    })
    // The same device again: by the code alone, no approval in this sign-in.
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    expect(JSON.stringify(await db.query('SELECT * FROM wallets'))).not.toContain(SHARE)
    const recovery = await h.call('GET', '/v1/wallet/recovery', { token: session.accessToken })
    expect(recovery.status).toBe(403)
  })

  it('refuses shares that are not base64 and addresses that are not 20 bytes', async () => {
    const session = await signIn(h, 'ada@example.com', 'device-one-0001')
    for (const body of [
      { address: ADDRESS, authShare: 'not base64!', recoveryShare: SHARE },
      { address: '0x1234', ...SHARES },
    ]) {
      const response = await h.call('PUT', '/v1/wallet', { token: session.accessToken, body })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).code).toBe('INVALID_REQUEST')
    }
  })

  it('needs a session', async () => {
    expect(
      (await h.call('PUT', '/v1/wallet', { body: { address: ADDRESS, ...SHARES } })).status,
    ).toBe(401)
    expect((await h.call('GET', '/v1/wallet/recovery')).status).toBe(401)
  })
}, 60_000)
