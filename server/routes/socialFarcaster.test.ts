// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { refreshResponseSchema, sessionResponseSchema } from '../../protocol/auth/contract'
import {
  farcasterStartResponseSchema,
  farcasterStatusResponseSchema,
  socialSessionSchema,
} from '../../protocol/auth/social'
import { FARCASTER_ACCOUNTS } from '../../demo/farcaster/accounts'
import { startFarcasterStandIn, type FarcasterStandIn } from '../../demo/farcaster/standIn'
import {
  errorOf,
  fakeClock,
  harness,
  parsed,
  type FakeClock,
  type Harness,
} from '../testing/harness'
import { freshDatabaseEachTest } from '../testing/freshDatabase'
import { FARCASTER_CHANNEL_LIFETIME_MS } from '../social/limits'
import { frameSecret } from '../../tests/support/social/socialFlow'

const DEVICE = 'device-one-0001'
const [ALICE] = FARCASTER_ACCOUNTS

// One clock for the service and the stand-in, so a channel's end is the same moment for both.
const clock: FakeClock = fakeClock(Date.UTC(2026, 0, 1))
let relay: FarcasterStandIn
let h: Harness

beforeAll(async () => {
  relay = await startFarcasterStandIn({ port: 0, now: clock })
})
afterAll(() => relay.stop())

freshDatabaseEachTest(async (db) => {
  await db.query('TRUNCATE social_attempts, social_grants')
  h = await harness({
    db,
    clock,
    social: {
      providers: [],
      farcaster: { relayUrl: relay.url, registryUrl: relay.url },
    },
  })
})

async function start() {
  const secret = frameSecret()
  const response = await h.call('POST', '/v1/farcaster/start', {
    body: { deviceId: DEVICE, frameChallenge: secret.challenge },
  })
  expect(response.status).toBe(200)
  return { ...(await parsed(response, farcasterStartResponseSchema)), ...secret }
}

const status = (channelToken: string, deviceId = DEVICE) =>
  h.call('POST', '/v1/farcaster/status', { body: { channelToken, deviceId } })

describe('Sign In With Farcaster through the local relay', () => {
  it('signs in once the app approves on its page: pending, completed, redeemed', async () => {
    if (!ALICE) throw new Error('no demo account')
    const channel = await start()
    const pending = await status(channel.channelToken)
    expect(await parsed(pending, farcasterStatusResponseSchema)).toEqual({ state: 'pending' })
    // The page that plays the Farcaster app, then its approval as @alice.
    const page = await fetch(channel.url)
    expect(await page.text()).toContain('Sign in as @alice')
    const approved = await fetch(`${relay.url}/connect`, {
      method: 'POST',
      body: new URLSearchParams({ channelToken: channel.channelToken, fid: String(ALICE.fid) }),
    })
    expect(approved.status).toBe(200)
    const done = await parsed(await status(channel.channelToken), farcasterStatusResponseSchema)
    if (done.state !== 'completed') throw new Error('not completed')
    const redeemed = await h.call('POST', '/v1/social/redeem', {
      body: { grant: done.grant, verifier: channel.verifier, deviceId: DEVICE },
    })
    expect(redeemed.status).toBe(200)
    const session = await parsed(redeemed, socialSessionSchema)
    expect(session.identity).toEqual({ source: 'farcaster', userName: 'alice' })
    expect(session.user.email).toBeNull()

    // The account has no e-mail address, and its session works as any other: read, refreshed.
    const me = await h.call('GET', '/v1/session', { token: session.accessToken })
    expect(me.status).toBe(200)
    expect((await parsed(me, sessionResponseSchema)).user).toEqual(session.user)
    const refreshed = await h.call('POST', '/v1/session/refresh', {
      body: { refreshToken: session.refreshToken },
    })
    expect(refreshed.status).toBe(200)
    const rotated = await parsed(refreshed, refreshResponseSchema)
    expect(rotated.user).toEqual({ id: session.user.id, email: null, address: null })
    const after = await h.call('GET', '/v1/session', { token: rotated.accessToken })
    expect((await parsed(after, sessionResponseSchema)).user.email).toBeNull()
  })

  it("refuses a message signed by a key that is not the fid's custody key", async () => {
    if (!ALICE) throw new Error('no demo account')
    const channel = await start()
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await relay.approve(channel.channelToken, ALICE, stranger)).toBe(true)
    const refused = await status(channel.channelToken)
    expect(refused.status).toBe(401)
    expect((await errorOf(refused)).code).toBe('UNAUTHORIZED')
    // The channel is finished: asking again gives no grant either.
    expect((await status(channel.channelToken)).status).toBe(401)
  })

  it("a channel's token at the providers' callback (it is in the QR code) ends nothing", async () => {
    if (!ALICE) throw new Error('no demo account')
    const channel = await start()
    const crossed = await h.request(
      `/v1/social/callback?state=${encodeURIComponent(channel.channelToken)}&code=stolen`,
    )
    expect(crossed.status).toBe(400)
    // The channel is still the frame's: pending, then completed once the app approves.
    const pending = await status(channel.channelToken)
    expect(await parsed(pending, farcasterStatusResponseSchema)).toEqual({ state: 'pending' })
    expect(await relay.approve(channel.channelToken, ALICE)).toBe(true)
    const done = await parsed(await status(channel.channelToken), farcasterStatusResponseSchema)
    expect(done.state).toBe('completed')
  })

  it('answers 410 once the channel has ended', async () => {
    const channel = await start()
    clock.advance(FARCASTER_CHANNEL_LIFETIME_MS)
    const ended = await status(channel.channelToken)
    expect(ended.status).toBe(410)
    expect((await errorOf(ended)).code).toBe('CODE_EXPIRED')
  })
})
