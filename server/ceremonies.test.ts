// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { verifyDeviceSignature } from './ceremonies'
import {
  emailStartResponseSchema,
  recoveryResponseSchema,
  walletResponseSchema,
  type SessionTokens,
} from '../protocol/auth/contract'
import { EMAIL_LOGIN_COOLDOWN_MS, RECOVERY_CEREMONY_LIFETIME_MS } from './limits'
import { testCustody, testDeviceKey, testWallet, type TestWallet } from './testing/custody'
import { freshDatabaseEachTest } from './testing/freshDatabase'
import { errorOf, harness, parsed, type Harness } from './testing/harness'
import { signIn } from './testing/signIn'

const EMAIL = 'ada@example.com'
const FIRST_DEVICE = 'device-one-0001'
const NEW_DEVICE = 'device-two-0002'

describe('a device signature', () => {
  it('verifies with its own key only, and only for the message signed', async () => {
    const device = await testDeviceKey()
    const other = await testDeviceKey()
    const signature = await device.signRelease('ceremony-1', 'user-1')
    const message = ['portico/recovery-release/v1', 'ceremony-1', 'user-1'].join('\n')
    expect(verifyDeviceSignature(device.publicKey, message, signature)).toBe(true)
    expect(verifyDeviceSignature(other.publicKey, message, signature)).toBe(false)
    expect(verifyDeviceSignature(device.publicKey, `${message}x`, signature)).toBe(false)
    expect(verifyDeviceSignature('AAAA', message, signature)).toBe(false)
    // 65 bytes that are not a point on the curve.
    const notAPoint = Buffer.alloc(65, 4).toString('base64')
    expect(verifyDeviceSignature(notAPoint, message, signature)).toBe(false)
  })
})

describe('the recovery ceremony', () => {
  let h: Harness
  let wallet: TestWallet
  freshDatabaseEachTest(async (db) => {
    h = await harness({ db, custody: testCustody('visitor-secret') })
    const first = await signIn(h, EMAIL, FIRST_DEVICE)
    wallet = await testWallet()
    const put = await h.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id),
    })
    if (put.status !== 204) throw new Error(`PUT /v1/wallet answered ${put.status}`)
  })

  const ceremonyOf = async (session: SessionTokens) =>
    (
      await parsed(
        await h.call('GET', '/v1/wallet', { token: session.accessToken }),
        walletResponseSchema,
      )
    ).ceremony
  const release = (session: SessionTokens, ceremonyId: string, signature: string) =>
    h.call('POST', '/v1/wallet/recovery', {
      token: session.accessToken,
      body: { ceremonyId, signature },
    })

  it('releases the envelope once, to the device key registered with the code', async () => {
    const device = await testDeviceKey()
    const session = await signIn(h, EMAIL, NEW_DEVICE, device.publicKey)
    const ceremony = await ceremonyOf(session)
    if (!ceremony) throw new Error('no ceremony')
    const signature = await device.signRelease(ceremony.id, session.user.id)
    const released = await parsed(
      await release(session, ceremony.id, signature),
      recoveryResponseSchema,
    )
    expect(released).toEqual({
      version: 1,
      recovery: { kind: 'visitor', envelope: `visitor-envelope:${wallet.shares.recovery}` },
    })
    // Replayed, the same signature gets nothing: the ceremony is used.
    const replay = await release(session, ceremony.id, signature)
    expect(replay.status).toBe(403)
    expect((await errorOf(replay)).code).toBe('RECOVERY_NOT_ALLOWED')
    expect(await ceremonyOf(session)).toBeNull()
  })

  it('a recovery abandoned after the release is retried by signing in again, and succeeds', async () => {
    const device = await testDeviceKey()
    const session = await signIn(h, EMAIL, NEW_DEVICE, device.publicKey)
    const ceremony = await ceremonyOf(session)
    if (!ceremony) throw new Error('no ceremony')
    const signature = await device.signRelease(ceremony.id, session.user.id)
    expect((await release(session, ceremony.id, signature)).status).toBe(200)
    // The tab closed before the re-split was uploaded: the device holds no share. It is not
    // known yet, so its next sign-in goes through an approval link and opens a new ceremony
    // (known, it would get a code alone, which opens none: locked out for good).
    const retry = await signIn(h, EMAIL, NEW_DEVICE, device.publicKey)
    const again = await ceremonyOf(retry)
    if (!again) throw new Error('no ceremony on the retry')
    const released = await release(
      retry,
      again.id,
      await device.signRelease(again.id, retry.user.id),
    )
    expect(released.status).toBe(200)
    // The re-split uploaded: now the device is known, and signs in by code alone.
    const put = await h.call('PUT', '/v1/wallet', {
      token: retry.accessToken,
      body: await wallet.upload(retry.user.id, { version: 2 }),
    })
    expect(put.status).toBe(204)
    h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const known = await h.call('POST', '/v1/email/start', {
      body: { email: EMAIL, deviceId: NEW_DEVICE },
    })
    expect(await parsed(known, emailStartResponseSchema)).toEqual({ action: 'VERIFY_OTP' })
  })

  it('refuses another key, and is not used up by it', async () => {
    const device = await testDeviceKey()
    const thief = await testDeviceKey()
    const session = await signIn(h, EMAIL, NEW_DEVICE, device.publicKey)
    const ceremony = await ceremonyOf(session)
    if (!ceremony) throw new Error('no ceremony')
    const forged = await release(
      session,
      ceremony.id,
      await thief.signRelease(ceremony.id, session.user.id),
    )
    expect(forged.status).toBe(403)
    expect((await errorOf(forged)).message).toContain('only to the device that was approved')
    const signature = await device.signRelease(ceremony.id, session.user.id)
    expect((await release(session, ceremony.id, signature)).status).toBe(200)
  })

  it(`expires ${RECOVERY_CEREMONY_LIFETIME_MS / 60_000} minutes after the sign-in`, async () => {
    const device = await testDeviceKey()
    const session = await signIn(h, EMAIL, NEW_DEVICE, device.publicKey)
    const ceremony = await ceremonyOf(session)
    if (!ceremony) throw new Error('no ceremony')
    h.clock.advance(RECOVERY_CEREMONY_LIFETIME_MS)
    const late = await release(
      session,
      ceremony.id,
      await device.signRelease(ceremony.id, session.user.id),
    )
    expect(late.status).toBe(403)
    expect((await errorOf(late)).message).toContain('expired')
  })

  it('is opened only by a sign-in through the approval link, and belongs to that sign-in', async () => {
    const device = await testDeviceKey()
    // A code-only sign-in of a known device: no ceremony, whatever key it names.
    const known = await signIn(h, EMAIL, FIRST_DEVICE, device.publicKey)
    expect(await ceremonyOf(known)).toBeNull()
    // Without a device key: none either.
    const keyless = await signIn(h, EMAIL, 'device-three-003')
    expect(await ceremonyOf(keyless)).toBeNull()
    // The new device's ceremony cannot be used from another sign-in, even with its signature.
    const session = await signIn(h, EMAIL, NEW_DEVICE, device.publicKey)
    const ceremony = await ceremonyOf(session)
    if (!ceremony) throw new Error('no ceremony')
    const signature = await device.signRelease(ceremony.id, session.user.id)
    expect((await release(known, ceremony.id, signature)).status).toBe(403)
    expect((await release(session, ceremony.id, signature)).status).toBe(200)
  })

  it('the old standing right is gone: no GET of the recovery share, even right after an approval', async () => {
    const device = await testDeviceKey()
    const session = await signIn(h, EMAIL, NEW_DEVICE, device.publicKey)
    expect(
      (await h.call('GET', '/v1/wallet/recovery', { token: session.accessToken })).status,
    ).toBe(404)
  })
}, 60_000)
