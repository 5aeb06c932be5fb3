// @vitest-environment node
// Attacks on social sign-in and Sign In With Farcaster, from the attacker's side, through the
// local OpenID Connect provider (oidc-provider) and the local Farcaster relay: what a script on
// the host page, a link scanner, someone who saw a URL or a QR code, a person whose provider
// does not vouch for the address they claim, and a thief of the database can do with what
// they get. Runs on PGlite and PostgreSQL (vite.config.ts projects).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  farcasterStartResponseSchema,
  farcasterStatusResponseSchema,
  frameVerifierSchema,
  SOCIAL_RESULT_MESSAGE,
  socialGrantSchema,
  socialSessionSchema,
} from '../../protocol/auth/social'
import { FARCASTER_ACCOUNTS } from '../../demo/farcaster/accounts'
import { startFarcasterStandIn, type FarcasterStandIn } from '../../demo/farcaster/standIn'
import type { OidcStandIn } from '../../demo/oidc/standIn'
import type { Database } from '../../server/db/database'
import {
  CALLBACK,
  frameSecret,
  popupResult,
  SHOP,
  socialStandIn,
  startSocial,
  throughProvider,
  type StartedSignIn,
} from '../support/social/socialFlow'
import type { OidcProviderConfig } from '../../server/social/providers'
import { freshDatabaseEachTest } from '../../server/testing/freshDatabase'
import { errorOf, fakeClock, harness, parsed, type Harness } from '../../server/testing/harness'
import { signIn } from '../../server/testing/signIn'
import { ATTACKER_DEVICE, VICTIM, VICTIM_DEVICE } from './support'

/** A whole sign-in (or several) through the local provider, on a loaded machine. */
const FLOW_TIMEOUT_MS = 30_000

let standIn: OidcStandIn
let providers: OidcProviderConfig[]
let relay: FarcasterStandIn
let db: Database
let h: Harness

// The provider's ID tokens carry the real time, so the service's clock starts there; the
// Farcaster relay shares that clock.
const clock = fakeClock(Date.now())

beforeAll(async () => {
  ;({ standIn, providers } = await socialStandIn())
  relay = await startFarcasterStandIn({ port: 0, now: clock })
})
afterAll(async () => {
  await standIn.stop()
  await relay.stop()
})

freshDatabaseEachTest(async (fresh) => {
  db = fresh
  await db.query('TRUNCATE social_attempts, social_grants, social_identities')
  h = await harness({
    db,
    clock,
    frameAncestors: [SHOP],
    social: { providers, farcaster: { relayUrl: relay.url, registryUrl: relay.url } },
  })
})

function redeem(grant: string, verifier: string, deviceId = VICTIM_DEVICE) {
  return h.call('POST', '/v1/social/redeem', { body: { grant, verifier, deviceId } })
}

/** The grant the callback's page posts to its opener (or the sign-in's error). */
async function grantOn(response: Response): Promise<string> {
  const { message } = await popupResult(response)
  if (!('grant' in message)) throw new Error(`no grant: ${message.error}`)
  return message.grant
}

/** The victim's sign-in up to the provider's redirect to the callback, not followed yet. */
async function heldAtCallback(person = 'ada'): Promise<{ started: StartedSignIn; url: string }> {
  const started = await startSocial(h, 'github', VICTIM_DEVICE, { holdCallback: true })
  const { url, response } = await throughProvider(started, person)
  expect(response.status).toBe(303)
  expect(url.startsWith(`${CALLBACK}?`)).toBe(true)
  return { started, url }
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search

const countSchema = z.array(z.object({ n: z.coerce.number() }))
const rowsSchema = z.array(z.record(z.string(), z.unknown()))

/** Sessions opened so far (any account). */
async function sessionCount(): Promise<number> {
  const [row] = countSchema.parse(await db.query('SELECT count(*) AS n FROM session_families'))
  return row?.n ?? -1
}

describe('a script on the host page that captures the grant', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('cannot redeem it without the frame verifier, nor with its own, nor from another device', async () => {
    const { started, url } = await heldAtCallback()
    const grant = await grantOn(await h.request(pathOf(url)))
    // Its own secret (as a sign-in it started itself would have), even sent with the victim's
    // device id (the worst case: the script learned it).
    const own = frameSecret()
    const stolen = await redeem(grant, own.verifier, VICTIM_DEVICE)
    expect(stolen.status).toBe(401)
    expect((await errorOf(stolen)).code).toBe('UNAUTHORIZED')
    expect(await sessionCount()).toBe(0)
    // The first redeem used the grant up: even the frame's own verifier gets nothing now.
    expect((await redeem(grant, started.verifier)).status).toBe(401)

    // With the frame's verifier (had it leaked) but from a device of its own: refused too.
    const second = await heldAtCallback()
    const grant2 = await grantOn(await h.request(pathOf(second.url)))
    expect((await redeem(grant2, second.started.verifier, ATTACKER_DEVICE)).status).toBe(401)
    expect(await sessionCount()).toBe(0)

    // The control: the frame redeems a grant it was given.
    const third = await heldAtCallback()
    const grant3 = await grantOn(await h.request(pathOf(third.url)))
    expect((await redeem(grant3, third.started.verifier)).status).toBe(200)
    expect(await sessionCount()).toBe(1)
  })
})

describe(
  'a link scanner that fetches the callback URL before the browser',
  { timeout: FLOW_TIMEOUT_MS },
  () => {
    it('gets a page with no one to post to, a grant it cannot redeem and a code it cannot use', async () => {
      const { started, url } = await heldAtCallback()
      const scanned = await fetchAsScanner(url)
      expect(scanned.status).toBe(200)
      expect(scanned.headers.get('cache-control')).toBe('no-store')
      expect(scanned.headers.get('referrer-policy')).toBe('no-referrer')
      const grant = await grantOn(scanned)
      // The grant: the scanner has no verifier (and its page posts nowhere: it has no opener).
      expect((await redeem(grant, frameSecret().verifier, VICTIM_DEVICE)).status).toBe(401)
      // The code at the provider's token endpoint, as the scanner would try it: no client secret,
      // no PKCE verifier, and used already by the service.
      const code = new URL(url).searchParams.get('code') ?? ''
      const token = await fetch(`${standIn.issuerOf('github')}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: CALLBACK,
          client_id: 'portico-auth',
          code_verifier: started.verifier,
        }).toString(),
      })
      expect(token.status).toBeGreaterThanOrEqual(400)
      expect(await token.text()).not.toContain('id_token')
      // The browser arrives second: the sign-in is over, it starts again.
      const late = await h.request(pathOf(url))
      expect(late.status).toBe(400)
      expect(await late.text()).not.toContain('portico-result')
    })

    /** The scanner's GET: the service's answer, read as a page, its script never run. */
    function fetchAsScanner(url: string) {
      return h.request(pathOf(url), { headers: { 'user-agent': 'LinkScanner/1.0' } })
    }
  },
)

describe(
  "a callback replayed, and a state taken from another visitor's sign-in",
  { timeout: FLOW_TIMEOUT_MS },
  () => {
    it('the same callback twice: the second finds nothing, as does a fresh code on that state', async () => {
      const { url } = await heldAtCallback()
      const first = await h.request(pathOf(url))
      expect(first.status).toBe(200)
      await first.body?.cancel()
      const replayed = await h.request(pathOf(url))
      expect(replayed.status).toBe(400)
      expect(await replayed.text()).not.toContain('portico-result')
      // As a form post (response_mode=form_post) the same.
      const state = new URL(url).searchParams.get('state') ?? ''
      const form = await h.request('/v1/social/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, code: 'another-code' }).toString(),
      })
      expect(form.status).toBe(400)
    })

    it("the attacker's own code with the victim's state: the provider refuses the exchange (PKCE)", async () => {
      // The victim's sign-in, whose state the attacker saw (its URL, before the callback).
      const victim = await startSocial(h, 'github', VICTIM_DEVICE)
      const victimState = new URL(victim.uri).searchParams.get('state') ?? ''
      // The attacker signs in as Grace in a sign-in of their own and keeps the code.
      const attacker = await heldAtCallback('grace')
      const code = new URL(attacker.url).searchParams.get('code') ?? ''
      const injected = await h.request(
        `/v1/social/callback?state=${encodeURIComponent(victimState)}&code=${encodeURIComponent(code)}`,
      )
      expect((await popupResult(injected)).message).toEqual({
        type: SOCIAL_RESULT_MESSAGE,
        error: 'failed',
      })
      expect(h.logs.join('\n')).toMatch(/social sign-in refused/)
      expect(await sessionCount()).toBe(0)
    })

    it("the victim's state and code answered in the attacker's browser: a grant the attacker cannot redeem", async () => {
      const { url } = await heldAtCallback()
      // The attacker's browser goes to the callback URL it captured.
      const grant = await grantOn(await h.request(pathOf(url)))
      const attacker = frameSecret()
      expect((await redeem(grant, attacker.verifier, VICTIM_DEVICE)).status).toBe(401)
      expect(await sessionCount()).toBe(0)
    })
  },
)

describe('redirects only where the allowlist says', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('the provider refuses a redirect_uri its client does not list; the service a page or returnTo off the list', async () => {
    const started = await startSocial(h, 'github', VICTIM_DEVICE)
    for (const evil of [
      'https://evil.test/v1/social/callback',
      `${CALLBACK}/../../evil`,
      `${CALLBACK}?next=https://evil.test`,
    ]) {
      const tampered = new URL(started.uri)
      tampered.searchParams.set('redirect_uri', evil)
      const { url, response } = await started.browser.open(tampered.toString())
      expect(new URL(url).origin).toBe(standIn.url)
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('redirect_uri')
    }
    const { challenge } = frameSecret()
    const startWith = (extra: object) =>
      h.call('POST', '/v1/social/start', {
        body: { provider: 'github', deviceId: VICTIM_DEVICE, frameChallenge: challenge, ...extra },
      })
    for (const extra of [
      { pageOrigin: 'https://evil.test' },
      { pageOrigin: `${SHOP}.evil.test` },
      { pageOrigin: SHOP, returnTo: 'https://evil.test/back' },
      { pageOrigin: SHOP, returnTo: `${SHOP}.evil.test/back` },
      { pageOrigin: SHOP, returnTo: 'javascript:alert(1)//http://shop.test' },
    ])
      expect((await startWith(extra)).status).toBe(400)
    // The control: the allowed page and a returnTo on it.
    expect((await startWith({ pageOrigin: SHOP, returnTo: `${SHOP}/back` })).status).toBe(200)
  })

  it("a callback naming another issuer (RFC 9207's iss, a mix-up) fails", async () => {
    const { url } = await heldAtCallback()
    const mixed = new URL(url)
    mixed.searchParams.set('iss', standIn.issuerOf('google'))
    expect((await popupResult(await h.request(pathOf(mixed.toString())))).message).toEqual({
      type: SOCIAL_RESULT_MESSAGE,
      error: 'failed',
    })
  })
})

describe('an address the provider did not verify', { timeout: FLOW_TIMEOUT_MS }, () => {
  it("never joins the account of that address: Alan claiming Ada's address gets an account of his own", async () => {
    const ada = await signIn(h, VICTIM, VICTIM_DEVICE)
    expect(VICTIM).toBe('ada@example.com')
    const started = await startSocial(h, 'github', ATTACKER_DEVICE)
    const { response } = await throughProvider(started, 'alan')
    const grant = await grantOn(response)
    const alan = await parsed(
      await redeem(grant, started.verifier, ATTACKER_DEVICE),
      socialSessionSchema,
    )
    expect(alan.user.id).not.toBe(ada.user.id)
    expect(alan.user.email).toBeNull()
    // Ada's account has no identity tied to it, and Alan's cannot take her address either.
    const tied = await db.query('SELECT user_id FROM social_identities')
    expect(tied).toEqual([{ user_id: alan.user.id }])
    const change = await h.call('POST', '/v1/email/update', {
      token: alan.accessToken,
      body: { newEmail: VICTIM },
    })
    expect(change.status).toBe(409)
  })
})

describe(
  'Sign In With Farcaster: a channel seen by someone else (its token is in the QR code)',
  { timeout: FLOW_TIMEOUT_MS },
  () => {
    const [ALICE] = FARCASTER_ACCOUNTS

    async function startChannel() {
      const secret = frameSecret()
      const response = await h.call('POST', '/v1/farcaster/start', {
        body: { deviceId: VICTIM_DEVICE, frameChallenge: secret.challenge },
      })
      expect(response.status).toBe(200)
      return { ...(await parsed(response, farcasterStartResponseSchema)), ...secret }
    }
    const poll = (channelToken: string, deviceId = VICTIM_DEVICE) =>
      h.call('POST', '/v1/farcaster/status', { body: { channelToken, deviceId } })

    it("an onlooker's poll from another device is refused, before the approval and after, and takes nothing from the visitor", async () => {
      if (!ALICE) throw new Error('no demo account')
      const channel = await startChannel()
      expect(new URL(channel.url).search).toContain(encodeURIComponent(channel.channelToken))
      expect((await poll(channel.channelToken, ATTACKER_DEVICE)).status).toBe(401)
      expect(await relay.approve(channel.channelToken, ALICE)).toBe(true)
      expect((await poll(channel.channelToken, ATTACKER_DEVICE)).status).toBe(401)
      // The visitor's own poll still gets the grant, and their frame redeems it.
      const done = await parsed(await poll(channel.channelToken), farcasterStatusResponseSchema)
      if (done.state !== 'completed') throw new Error('not completed')
      expect((await redeem(done.grant, channel.verifier)).status).toBe(200)
    })

    it('an onlooker with the device id too (the worst case) gets a grant it cannot redeem', async () => {
      if (!ALICE) throw new Error('no demo account')
      const channel = await startChannel()
      expect(await relay.approve(channel.channelToken, ALICE)).toBe(true)
      const seen = await parsed(await poll(channel.channelToken), farcasterStatusResponseSchema)
      if (seen.state !== 'completed') throw new Error('not completed')
      expect((await redeem(seen.grant, frameSecret().verifier, VICTIM_DEVICE)).status).toBe(401)
      expect(await sessionCount()).toBe(0)
    })

    it('a channel token is no state at the callback, and a state no channel token at the status', async () => {
      if (!ALICE) throw new Error('no demo account')
      const channel = await startChannel()
      const asState = await h.request(
        `/v1/social/callback?state=${encodeURIComponent(channel.channelToken)}&code=x`,
      )
      expect(asState.status).toBe(400)
      // The provider sign-in's state at the status: refused, and the sign-in goes on.
      const started = await startSocial(h, 'github', VICTIM_DEVICE)
      const state = new URL(started.uri).searchParams.get('state') ?? ''
      expect((await poll(state)).status).toBe(401)
      const { response } = await throughProvider(started, 'ada')
      expect((await redeem(await grantOn(response), started.verifier)).status).toBe(200)
      // And the channel is still the frame's.
      expect(await relay.approve(channel.channelToken, ALICE)).toBe(true)
      const done = await parsed(await poll(channel.channelToken), farcasterStatusResponseSchema)
      if (done.state !== 'completed') throw new Error('not completed')
      expect((await redeem(done.grant, channel.verifier)).status).toBe(200)
    })
  },
)

describe('a copy of the database', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('holds no state, channel token, verifier or grant that works', async () => {
    const [ALICE] = FARCASTER_ACCOUNTS
    if (!ALICE) throw new Error('no demo account')
    // Under way: a provider sign-in at its callback (grant issued, not redeemed yet), another
    // not back from the provider, and a Farcaster channel.
    const back = await heldAtCallback()
    const grant = await grantOn(await h.request(pathOf(back.url)))
    const pending = await startSocial(h, 'github', VICTIM_DEVICE)
    const secret = frameSecret()
    const channel = await parsed(
      await h.call('POST', '/v1/farcaster/start', {
        body: { deviceId: VICTIM_DEVICE, frameChallenge: secret.challenge },
      }),
      farcasterStartResponseSchema,
    )
    const stolen = new Set<string>()
    for (const table of ['social_attempts', 'social_grants'])
      for (const row of rowsSchema.parse(await db.query(`SELECT * FROM ${table}`)))
        for (const value of Object.values(row)) if (typeof value === 'string') stolen.add(value)
    expect(stolen.size).toBeGreaterThan(10)
    // What could pass for a grant or a verifier at all (the rest the contract refuses).
    const grants = [...stolen].filter((value) => socialGrantSchema.safeParse(value).success)
    const verifiers = [...stolen].filter((value) => frameVerifierSchema.safeParse(value).success)
    expect(grants.length).toBeGreaterThan(0)

    let thief = 0
    for (const value of stolen) {
      // As a state at the callback, as a channel token at the status.
      const callback = await h.request(
        `/v1/social/callback?state=${encodeURIComponent(value)}&code=stolen`,
      )
      expect(callback.status).toBe(400)
      await callback.body?.cancel()
      const status = await poll(value)
      expect([400, 401]).toContain(status.status)
      await status.body?.cancel()
    }
    for (const value of grants)
      for (const verifier of verifiers) {
        // From an address of its own each time, so no rate limit answers in the service's place.
        thief += 1
        const answer = await h.call('POST', '/v1/social/redeem', {
          body: { grant: value, verifier, deviceId: VICTIM_DEVICE },
          ip: `198.51.${Math.floor(thief / 250)}.${thief % 250}`,
        })
        expect(answer.status).toBe(401)
        await answer.body?.cancel()
      }
    expect(await sessionCount()).toBe(0)

    // Nothing the thief tried touched the sign-ins: each still ends as the visitor meant.
    expect((await redeem(grant, back.started.verifier)).status).toBe(200)
    const { response } = await throughProvider(pending, 'grace')
    expect((await redeem(await grantOn(response), pending.verifier)).status).toBe(200)
    expect(await relay.approve(channel.channelToken, ALICE)).toBe(true)
    const done = await parsed(await poll(channel.channelToken), farcasterStatusResponseSchema)
    if (done.state !== 'completed') throw new Error('not completed')
    expect((await redeem(done.grant, secret.verifier)).status).toBe(200)
  })

  const poll = (channelToken: string) =>
    h.call('POST', '/v1/farcaster/status', { body: { channelToken, deviceId: VICTIM_DEVICE } })
})
