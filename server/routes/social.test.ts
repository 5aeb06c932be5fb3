// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  refreshResponseSchema,
  sessionResponseSchema,
  walletResponseSchema,
} from '../../protocol/auth/contract'
import {
  SOCIAL_GRANT_FRAGMENT,
  SOCIAL_RESULT_MESSAGE,
  socialSessionSchema,
} from '../../protocol/auth/social'
import type { Database } from '../db/database'
import { errorOf, fakeClock, harness, parsed, type Harness } from '../testing/harness'
import { freshDatabaseEachTest } from '../testing/freshDatabase'
import { signIn } from '../testing/signIn'
import { testWallet } from '../testing/custody'
import type { OidcStandIn } from '../../demo/oidc/standIn'
import { s256 } from '../social/challenge'
import type { OidcProviderConfig } from '../social/providers'
import {
  CALLBACK,
  popupResult,
  SHOP,
  socialStandIn,
  startSocial,
  throughProvider,
  type StartedSignIn,
} from '../../tests/support/social/socialFlow'

const DEVICE = 'device-one-0001'
/** A whole sign-in (or several) through the local provider, on a loaded machine. */
const FLOW_TIMEOUT_MS = 30_000

let standIn: OidcStandIn
let providers: OidcProviderConfig[]
let db: Database
let h: Harness

beforeAll(async () => {
  ;({ standIn, providers } = await socialStandIn())
})
afterAll(() => standIn.stop())

freshDatabaseEachTest(async (fresh) => {
  db = fresh
  await db.query('TRUNCATE social_attempts, social_grants')
  // The provider's ID tokens carry the real time: the service's clock starts there.
  h = await harness({
    db,
    clock: fakeClock(Date.now()),
    frameAncestors: [SHOP],
    social: { providers, farcaster: undefined },
  })
})

/** Redeems a grant as the frame does. */
function redeem(grant: string, verifier: string, deviceId = DEVICE) {
  return h.call('POST', '/v1/social/redeem', { body: { grant, verifier, deviceId } })
}

/** The whole popup flow as `person`: the grant the page received, and the frame's verifier. */
async function popupSignIn(provider: 'github' | 'google', person: string, deviceId = DEVICE) {
  const started: StartedSignIn = await startSocial(h, provider, deviceId)
  const { response } = await throughProvider(started, person)
  expect(response.status).toBe(200)
  const { message, origin } = await popupResult(response)
  expect(origin).toBe(SHOP)
  if (!('grant' in message)) throw new Error(`the sign-in failed: ${message.error}`)
  return { grant: message.grant, verifier: started.verifier }
}

describe(
  'social sign-in through the local OpenID Connect provider',
  { timeout: FLOW_TIMEOUT_MS },
  () => {
    it('signs in: start, the provider, the callback, the redeem, a working session', async () => {
      const { grant, verifier } = await popupSignIn('github', 'ada')
      const response = await redeem(grant, verifier)
      expect(response.status).toBe(200)
      const session = await parsed(response, socialSessionSchema)
      expect(session.identity).toEqual({ source: 'github', userName: 'ada' })
      expect(session.user).toMatchObject({ email: 'ada@example.com', address: null })
      const me = await h.call('GET', '/v1/session', { token: session.accessToken })
      expect(me.status).toBe(200)
    })

    it('links a provider that verified the address to the e-mail account of that address', async () => {
      const byEmail = await signIn(h, 'ada@example.com', DEVICE)
      const { grant, verifier } = await popupSignIn('github', 'ada')
      const session = await parsed(await redeem(grant, verifier), socialSessionSchema)
      expect(session.user.id).toBe(byEmail.user.id)
      // A second provider asserting the same verified address reaches the same account too.
      const again = await popupSignIn('google', 'ada')
      const second = await parsed(await redeem(again.grant, again.verifier), socialSessionSchema)
      expect(second.user.id).toBe(byEmail.user.id)
    })

    it('reaches the wallet the e-mail sign-in made (the same address), and an unverified claim of that address never does', async () => {
      const byEmail = await signIn(h, 'ada@example.com', DEVICE)
      const wallet = await testWallet()
      const made = await h.call('PUT', '/v1/wallet', {
        token: byEmail.accessToken,
        body: await wallet.upload(byEmail.user.id),
      })
      expect(made.status).toBeLessThan(300)
      // Ada later signs in with GitHub, which verified her address: her wallet, its address.
      const ada = await popupSignIn('github', 'ada')
      const session = await parsed(await redeem(ada.grant, ada.verifier), socialSessionSchema)
      expect(session.user).toMatchObject({ id: byEmail.user.id, address: wallet.address })
      const hers = await h.call('GET', '/v1/wallet', { token: session.accessToken })
      expect((await parsed(hers, walletResponseSchema)).address).toBe(wallet.address)
      // Alan's account claims ada@example.com unverified: none of her account, none of her wallet.
      const alan = await popupSignIn('github', 'alan')
      const other = await parsed(await redeem(alan.grant, alan.verifier), socialSessionSchema)
      expect(other.user.id).not.toBe(byEmail.user.id)
      expect(other.user).toMatchObject({ email: null, address: null })
      const none = await h.call('GET', '/v1/wallet', { token: other.accessToken })
      expect(none.status).toBe(404)
    })

    it('never links on an address the provider did not verify: an account of its own', async () => {
      const byEmail = await signIn(h, 'ada@example.com', DEVICE)
      // Alan's provider account claims ada@example.com without having verified it.
      const { grant, verifier } = await popupSignIn('github', 'alan')
      const session = await parsed(await redeem(grant, verifier), socialSessionSchema)
      expect(session.user.id).not.toBe(byEmail.user.id)
      expect(session.user.email).toBeNull()
      // The same identity signs in to that same account again.
      const again = await popupSignIn('github', 'alan')
      const second = await parsed(await redeem(again.grant, again.verifier), socialSessionSchema)
      expect(second.user.id).toBe(session.user.id)
    })

    it('an account without an address: its session reads and refreshes with email null', async () => {
      // Alan's provider gives an address it did not verify: the account has none.
      const { grant, verifier } = await popupSignIn('github', 'alan')
      const session = await parsed(await redeem(grant, verifier), socialSessionSchema)
      const me = await h.call('GET', '/v1/session', { token: session.accessToken })
      expect(me.status).toBe(200)
      expect((await parsed(me, sessionResponseSchema)).user).toEqual({
        id: session.user.id,
        email: null,
        address: null,
      })
      const refreshed = await h.call('POST', '/v1/session/refresh', {
        body: { refreshToken: session.refreshToken },
      })
      expect(refreshed.status).toBe(200)
      expect((await parsed(refreshed, refreshResponseSchema)).user.email).toBeNull()
    })

    it('an account without an address cannot start an e-mail change: no code to prove it asks', async () => {
      const { grant, verifier } = await popupSignIn('github', 'alan')
      const session = await parsed(await redeem(grant, verifier), socialSessionSchema)
      const mailsBefore = h.mail.sent.length
      const refused = await h.call('POST', '/v1/email/update', {
        token: session.accessToken,
        body: { newEmail: 'alan@example.com' },
      })
      expect(refused.status).toBe(409)
      expect((await errorOf(refused)).code).toBe('EMAIL_NOT_SET')
      // Nothing went out, and no code a later step could take was made.
      expect(h.mail.sent.length).toBe(mailsBefore)
      const primary = await h.call('POST', '/v1/email/update/primary', {
        token: session.accessToken,
        body: { otp: '123456' },
      })
      expect(primary.status).toBe(400)
      expect((await errorOf(primary)).code).toBe('INVALID_CODE')
      const me = await h.call('GET', '/v1/session', { token: session.accessToken })
      expect((await parsed(me, sessionResponseSchema)).user.email).toBeNull()
    })

    it('returns to the page with the grant in the fragment in the redirect fallback', async () => {
      const started = await startSocial(h, 'github', DEVICE, { returnTo: `${SHOP}/checkout?x=1` })
      const { url, response } = await throughProvider(started, 'grace')
      expect(response.status).toBe(303)
      const back = new URL(url)
      expect(back.origin + back.pathname + back.search).toBe(`${SHOP}/checkout?x=1`)
      const grant = new URLSearchParams(back.hash.slice(1)).get(SOCIAL_GRANT_FRAGMENT) ?? ''
      expect((await redeem(grant, started.verifier)).status).toBe(200)
    })

    it("writes the callback's page in the popup's language, else the sign-in's, as the approval page", async () => {
      const callbackIn = async (language: string, headers: Record<string, string>) => {
        const started = await startSocial(h, 'github', DEVICE, { holdCallback: true, language })
        const { url } = await throughProvider(started, 'ada')
        const callback = new URL(url)
        return h.request(callback.pathname + callback.search, { headers })
      }
      // The popup's browser asks for French: French, whatever the modal's language was.
      const french = await (await callbackIn('ja', { 'accept-language': 'fr-CA,en;q=0.5' })).text()
      expect(french).toContain('<html lang="fr"')
      expect(french).toContain('Retour sur le site…')
      // It names none of the kit's languages: the one the sign-in was started in (the modal's).
      const arabic = await (await callbackIn('ar', { 'accept-language': 'sw' })).text()
      expect(arabic).toContain('<html lang="ar" dir="rtl"')
      expect(arabic).toContain('جارٍ العودة إلى الموقع…')
      // An answer that belongs to no sign-in: the browser's language, else English.
      const unknown = `/v1/social/callback?state=${'A'.repeat(43)}&code=abc`
      const german = await h.request(unknown, { headers: { 'accept-language': 'de' } })
      expect(german.status).toBe(400)
      expect(await german.text()).toContain('Diese Anmeldung ist nicht mehr gültig')
      expect(await (await h.request(unknown)).text()).toContain('<html lang="en"')
    })

    it('tells the opener access_denied when the visitor cancels at the provider', async () => {
      const started = await startSocial(h, 'github', DEVICE)
      const page = await started.browser.open(started.uri)
      await page.response.body?.cancel()
      const { response } = await started.browser.submit(
        page.url,
        `${new URL(page.url).pathname}/abort`,
        {},
      )
      expect((await popupResult(response)).message).toEqual({
        type: SOCIAL_RESULT_MESSAGE,
        error: 'access_denied',
      })
    })
  },
)

describe('what the service refuses', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('a state it did not issue, and the same answer twice (a replayed code and nonce)', async () => {
    const forged = await h.request(`/v1/social/callback?state=${'A'.repeat(43)}&code=abc`)
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('not valid any more')
    // A real answer, then the very same again.
    const again = await startSocial(h, 'github', DEVICE)
    const first = await throughProvider(again, 'ada')
    expect(first.response.status).toBe(200)
    const callback = new URL(first.url)
    expect(callback.origin + callback.pathname).toBe(CALLBACK)
    const replayed = await h.request(callback.pathname + callback.search)
    expect(replayed.status).toBe(400)
  })

  it('a page origin that may not embed the frame, and a returnTo on another origin', async () => {
    const body = (extra: object) => ({
      provider: 'github',
      deviceId: DEVICE,
      frameChallenge: 'A'.repeat(43),
      ...extra,
    })
    const other = await h.call('POST', '/v1/social/start', {
      body: body({ pageOrigin: 'https://evil.test' }),
    })
    expect(other.status).toBe(400)
    const away = await h.call('POST', '/v1/social/start', {
      body: body({ pageOrigin: SHOP, returnTo: 'https://evil.test/back' }),
    })
    expect(away.status).toBe(400)
    const unknown = await h.call('POST', '/v1/social/start', {
      body: body({ pageOrigin: SHOP, provider: 'discord' }),
    })
    expect(unknown.status).toBe(404)
  })

  it('at the provider: a redirect URI its client does not list', async () => {
    const started = await startSocial(h, 'github', DEVICE)
    const tampered = new URL(started.uri)
    tampered.searchParams.set('redirect_uri', 'https://evil.test/v1/social/callback')
    const { url, response } = await started.browser.open(tampered.toString())
    expect(new URL(url).origin).toBe(standIn.url)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('redirect_uri')
  })

  it("keeps no PKCE verifier in the database: a copy of a live sign-in's row cannot redeem a code", async () => {
    const started = await startSocial(h, 'github', DEVICE)
    const challenge = new URL(started.uri).searchParams.get('code_challenge')
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const rows = await db.query('SELECT * FROM social_attempts')
    expect(rows).toHaveLength(1)
    const stored = Object.values(rows[0] ?? {}).filter((value) => typeof value === 'string')
    expect(stored.filter((value) => s256(value) === challenge)).toEqual([])
    // The sign-in still completes: the service makes the verifier again at the callback.
    const { response } = await throughProvider(started, 'ada')
    expect('grant' in (await popupResult(response)).message).toBe(true)
  })

  it('a grant redeemed twice, with a wrong verifier, or from another device', async () => {
    const once = await popupSignIn('github', 'ada')
    expect((await redeem(once.grant, once.verifier)).status).toBe(200)
    const twice = await redeem(once.grant, once.verifier)
    expect(twice.status).toBe(401)
    expect((await errorOf(twice)).code).toBe('UNAUTHORIZED')

    // A script that saw the grant guesses: refused, and the grant is spent.
    const seen = await popupSignIn('github', 'ada')
    expect((await redeem(seen.grant, 'x'.repeat(43))).status).toBe(401)
    expect((await redeem(seen.grant, seen.verifier)).status).toBe(401)

    const moved = await popupSignIn('github', 'ada')
    expect((await redeem(moved.grant, moved.verifier, 'device-two-0002')).status).toBe(401)
  })
})
