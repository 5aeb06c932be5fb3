// @vitest-environment node
// Forged ID tokens at the auth service's callback: a token endpoint that answers what the
// attacker made (a man in the middle, a provider's compromised front, a token replayed from
// another sign-in). The provider's real keys are published at its jwks_uri; every forgery
// must end as `failed` at the opener, logged by its reason, with no grant. The control (a
// token the provider's key signed, for this client and this sign-in) goes through, so each
// refusal below is the token's doing. Runs on PGlite and PostgreSQL (vite.config.ts).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOCIAL_RESULT_MESSAGE } from '../../protocol/auth/social'
import { popupResult, SHOP, startSocial } from '../support/social/socialFlow'
import { ID_TOKEN_CLOCK_TOLERANCE_S } from '../../server/social/limits'
import { freshDatabaseEachTest } from '../../server/testing/freshDatabase'
import { fakeClock, harness, type Harness } from '../../server/testing/harness'
import { VICTIM_DEVICE } from './support'

/** A whole sign-in (or several) through the local provider, on a loaded machine. */
const FLOW_TIMEOUT_MS = 30_000

const CLIENT = 'portico-auth'
const KID = 'provider-key-1'
const clock = fakeClock(Date.UTC(2026, 2, 1))
const seconds = (ms: number) => Math.floor(ms / 1000)

let server: Server
let issuer: string
let providerKey: CryptoKey
let publicKey: CryptoKey
let otherKey: CryptoKey
/** What the token endpoint answers next: the forgery under test. */
let nextIdToken = ''
let h: Harness

beforeAll(async () => {
  const provider = await generateKeyPair('RS256')
  providerKey = provider.privateKey
  publicKey = provider.publicKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  const jwks = { keys: [{ ...(await exportJWK(provider.publicKey)), kid: KID, alg: 'RS256' }] }
  server = createServer((request, response) => {
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.url === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      })
    if (request.url === '/jwks') return json(jwks)
    if (request.url === '/token' && request.method === 'POST') {
      request.resume()
      return request.on('end', () => json({ id_token: nextIdToken, token_type: 'Bearer' }))
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

freshDatabaseEachTest(async (db) => {
  await db.query('TRUNCATE social_attempts, social_grants')
  h = await harness({
    db,
    clock,
    frameAncestors: [SHOP],
    social: {
      providers: [
        {
          name: 'github',
          issuer,
          clientId: CLIENT,
          clientSecret: 'client-secret',
          scopes: ['openid', 'email'],
          tokenAuth: 'client_secret_basic',
          responseMode: 'query',
        },
      ],
      farcaster: undefined,
    },
  })
})

/** The claims the provider would put in this sign-in's token, with `changes`. */
function claims(nonce: string, changes: JWTPayload = {}): JWTPayload {
  return {
    iss: issuer,
    aud: CLIENT,
    sub: 'victim-subject',
    nonce,
    email: 'ada@example.com',
    email_verified: true,
    iat: seconds(clock()),
    exp: seconds(clock()) + 300,
    ...changes,
  }
}

const signed = (payload: JWTPayload, key: CryptoKey | Uint8Array = providerKey, alg = 'RS256') =>
  new SignJWT(payload).setProtectedHeader({ alg, kid: KID, typ: 'JWT' }).sign(key)

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A sign-in started by the victim's frame; its state and the nonce the token must carry. */
async function started() {
  const { uri } = await startSocial(h, 'github', VICTIM_DEVICE)
  const params = new URL(uri).searchParams
  return { state: params.get('state') ?? '', nonce: params.get('nonce') ?? '' }
}

/** The provider's answer at the callback, its token endpoint answering `idToken`. */
async function callbackWith(state: string, idToken: string) {
  nextIdToken = idToken
  const response = await h.request(
    `/v1/social/callback?state=${encodeURIComponent(state)}&code=any-code`,
  )
  expect(response.status).toBe(200)
  return (await popupResult(response)).message
}

/** The reason the service logged for its last refusal. */
const lastReason = () => {
  const refusals = h.logs.filter((line) => line.includes('social sign-in refused'))
  const last = refusals.at(-1)
  return last === undefined ? undefined : (JSON.parse(last) as { reason?: unknown }).reason
}

const FAILED = { type: SOCIAL_RESULT_MESSAGE, error: 'failed' }

describe('forged ID tokens', { timeout: FLOW_TIMEOUT_MS }, () => {
  it("the control: the provider's own token for this sign-in becomes a grant", async () => {
    const { state, nonce } = await started()
    const message = await callbackWith(state, await signed(claims(nonce)))
    expect('grant' in message).toBe(true)
  })

  it('signed by another key under the provider key id', async () => {
    const { state, nonce } = await started()
    expect(await callbackWith(state, await signed(claims(nonce), otherKey))).toEqual(FAILED)
    expect(lastReason()).toBe('id token: signature')
  })

  it('alg none, unsigned', async () => {
    const { state, nonce } = await started()
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims(nonce))}.`
    expect(await callbackWith(state, unsigned)).toEqual(FAILED)
    expect(lastReason()).toMatch(/^id token: (signature|malformed)$/)
  })

  it("HS256 keyed by the provider's public key (the algorithm confusion)", async () => {
    // The public key as a PEM and as its JWK, the forms a confused verifier would use.
    const published = [await exportSPKI(publicKey), JSON.stringify(await exportJWK(publicKey))]
    for (const secret of published) {
      // One answer per state: each forgery in a sign-in of its own.
      const { state, nonce } = await started()
      const forged = await signed(claims(nonce), new TextEncoder().encode(secret), 'HS256')
      expect(await callbackWith(state, forged)).toEqual(FAILED)
      expect(lastReason()).toBe('id token: signature')
    }
  })

  it('for another audience, or authorized for another client', async () => {
    let { state, nonce } = await started()
    expect(await callbackWith(state, await signed(claims(nonce, { aud: 'other' })))).toEqual(FAILED)
    expect(lastReason()).toBe('id token: claims')
    ;({ state, nonce } = await started())
    const azp = claims(nonce, { aud: [CLIENT, 'other'], azp: 'other' })
    expect(await callbackWith(state, await signed(azp))).toEqual(FAILED)
    expect(lastReason()).toBe('id token: claims')
    ;({ state, nonce } = await started())
    const single = claims(nonce, { azp: 'other' })
    expect(await callbackWith(state, await signed(single))).toEqual(FAILED)
    expect(lastReason()).toBe('id token: claims')
  })

  it('from another issuer', async () => {
    const { state, nonce } = await started()
    const other = claims(nonce, { iss: 'https://accounts.evil.test' })
    expect(await callbackWith(state, await signed(other))).toEqual(FAILED)
    expect(lastReason()).toBe('id token: claims')
  })

  it('expired beyond the clock tolerance', async () => {
    const { state, nonce } = await started()
    const past = seconds(clock()) - ID_TOKEN_CLOCK_TOLERANCE_S - 5
    const expired = claims(nonce, { iat: past - 300, exp: past })
    expect(await callbackWith(state, await signed(expired))).toEqual(FAILED)
    expect(lastReason()).toBe('id token: expired')
  })

  it("with another sign-in's nonce (a token replayed from an earlier sign-in)", async () => {
    const earlier = await started()
    const token = await signed(claims(earlier.nonce))
    expect('grant' in (await callbackWith(earlier.state, token))).toBe(true)
    const { state } = await started()
    expect(await callbackWith(state, token)).toEqual(FAILED)
    expect(lastReason()).toBe('id token: nonce')
  })
})
