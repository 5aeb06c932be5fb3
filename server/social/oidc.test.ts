// @vitest-environment node
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { ID_TOKEN_CLOCK_TOLERANCE_S } from './limits'
import { IdTokenError, verifyIdToken } from './oidc'

const ISSUER = 'https://issuer.test'
const CLIENT = 'portico-auth'
const NONCE = 'nonce-of-this-sign-in'
const NOW = Date.UTC(2026, 5, 1)
const seconds = (ms: number) => Math.floor(ms / 1000)

let providerKey: CryptoKey
let otherKey: CryptoKey
let keys: ReturnType<typeof createLocalJWKSet>

beforeAll(async () => {
  const provider = await generateKeyPair('ES256')
  const other = await generateKeyPair('ES256')
  providerKey = provider.privateKey
  otherKey = other.privateKey
  keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(provider.publicKey)), kid: 'provider', alg: 'ES256' }],
  })
})

/** An ID token as the provider would sign it, with `claims` changed. */
function idToken(claims: JWTPayload = {}, key = providerKey) {
  return new SignJWT({
    iss: ISSUER,
    aud: CLIENT,
    sub: 'user-1',
    nonce: NONCE,
    email: 'ada@example.com',
    email_verified: true,
    preferred_username: 'ada',
    iat: seconds(NOW),
    exp: seconds(NOW) + 600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'provider' })
    .sign(key)
}

const verify = async (token: string, now = NOW) =>
  verifyIdToken(token, { keys, issuer: ISSUER, clientId: CLIENT, nonce: NONCE, now })

async function reason(token: Promise<string>, now = NOW) {
  try {
    await verify(await token, now)
  } catch (error) {
    if (error instanceof IdTokenError) return error.reason
    throw error
  }
  return 'accepted'
}

describe('verifyIdToken', () => {
  it("accepts the provider's token and reads the identity", async () => {
    expect(await verify(await idToken())).toEqual({
      subject: 'user-1',
      email: 'ada@example.com',
      emailVerified: true,
      userName: 'ada',
    })
  })

  it('reads email_verified sent as a string, and an absent one as unverified', async () => {
    expect((await verify(await idToken({ email_verified: 'true' }))).emailVerified).toBe(true)
    expect((await verify(await idToken({ email_verified: undefined }))).emailVerified).toBe(false)
  })

  it('refuses a signature by another key', async () => {
    expect(await reason(idToken({}, otherKey))).toBe('signature')
  })

  it('refuses another audience, and several audiences without this client as azp', async () => {
    expect(await reason(idToken({ aud: 'another-client' }))).toBe('claims')
    expect(await reason(idToken({ aud: [CLIENT, 'another'], azp: 'another' }))).toBe('claims')
    expect(await reason(idToken({ aud: [CLIENT, 'another'], azp: CLIENT }))).toBe('accepted')
  })

  it('refuses a token authorized for another client, even with this client as its one audience', async () => {
    expect(await reason(idToken({ azp: 'another-client' }))).toBe('claims')
    expect(await reason(idToken({ azp: CLIENT }))).toBe('accepted')
  })

  it('refuses another issuer', async () => {
    expect(await reason(idToken({ iss: 'https://evil.test' }))).toBe('claims')
  })

  it('refuses an expired token, beyond the clock tolerance only', async () => {
    const token = idToken({ exp: seconds(NOW) - 1 })
    expect(await reason(token)).toBe('accepted')
    const later = NOW + (ID_TOKEN_CLOCK_TOLERANCE_S + 2) * 1000
    expect(await reason(token, later)).toBe('expired')
  })

  it("refuses another sign-in's nonce (a replayed token) and a token without one", async () => {
    expect(await reason(idToken({ nonce: 'nonce-of-another-sign-in' }))).toBe('nonce')
    expect(await reason(idToken({ nonce: undefined }))).toBe('claims')
  })

  it('refuses an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')
    const body = Buffer.from(
      JSON.stringify({ iss: ISSUER, aud: CLIENT, sub: 'x', nonce: NONCE, exp: seconds(NOW) + 60 }),
    ).toString('base64url')
    expect(await reason(Promise.resolve(`${header}.${body}.`))).not.toBe('accepted')
  })
})
