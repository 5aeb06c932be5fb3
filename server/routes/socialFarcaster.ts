import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import {
  farcasterStartRequestSchema,
  farcasterStatusRequestSchema,
  type FarcasterStartResponse,
  type FarcasterStatusResponse,
} from '../../protocol/auth/social'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { FarcasterSignInError, verifyFarcasterSignIn } from '../social/farcaster'
import { channelStatus, custodyOf, openChannel } from '../social/farcasterRelay'
import {
  FARCASTER_CHANNEL_LIFETIME_MS,
  FARCASTER_ISSUER,
  SOCIAL_RATE_LIMITS,
} from '../social/limits'
import type { FarcasterConfig } from '../social/providers'
import { createSocialStores, type SocialStores } from '../social/stores'
import { UpstreamError } from '../social/upstream'
import { jsonBody } from '../validate'
import type { RouteContext } from './routeContext'

const expired = () =>
  new ApiError(410, 'CODE_EXPIRED', 'This Farcaster sign-in has ended. Please start again.')
const relayDown = () => new ApiError(502, 'INTERNAL', 'Farcaster did not answer. Please try again.')

/**
 * Sign In With Farcaster: the service opens a channel at the relay (its own nonce, its domain
 * and URI in the message to sign), the frame shows the channel's connect URL (QR code, deep
 * link) and polls the status here; once the visitor's Farcaster app signed, the service checks
 * the message and that its signer is the fid's custody address before it trusts the fid and
 * the username, and answers a one-time grant, redeemed like a social one (POST
 * /v1/social/redeem, with the frame's verifier).
 */
export function farcasterRoutes(
  ctx: RouteContext,
  farcaster: FarcasterConfig,
  stores: SocialStores = createSocialStores(ctx.db, ctx.now),
) {
  const { publicUrl, now } = ctx
  const { limiter } = ctx.stores
  const domain = new URL(publicUrl).host

  return new Hono<AppEnv>()
    .post('/v1/farcaster/start', jsonBody(farcasterStartRequestSchema), async (c) => {
      const { deviceId, frameChallenge } = c.req.valid('json')
      await limiter.hit(`social-start-ip:${ctx.clientIp(c)}`, SOCIAL_RATE_LIMITS.startPerIp)
      // EIP-4361 nonces are alphanumeric.
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = now() + FARCASTER_CHANNEL_LIFETIME_MS
      let channel
      try {
        channel = await openChannel(farcaster.relayUrl, {
          siweUri: publicUrl,
          domain,
          nonce,
          expirationTime: new Date(expiresAt).toISOString(),
        })
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        c.var.log.warn({ reason: error.message }, 'farcaster relay unreachable')
        throw relayDown()
      }
      await stores.attempts.create({
        key: channel.channelToken,
        source: 'farcaster',
        nonce,
        frameChallenge,
        deviceId,
        lifetimeMs: FARCASTER_CHANNEL_LIFETIME_MS,
      })
      const answer: FarcasterStartResponse = {
        channelToken: channel.channelToken,
        url: channel.url,
        expiresAt,
      }
      return c.json(answer)
    })

    .post('/v1/farcaster/status', jsonBody(farcasterStatusRequestSchema), async (c) => {
      const { channelToken, deviceId } = c.req.valid('json')
      await limiter.hit(`farcaster-status-ip:${ctx.clientIp(c)}`, SOCIAL_RATE_LIMITS.statusPerIp)
      const attempt = await stores.attempts.peek('farcaster', channelToken)
      // Another device (someone who saw the QR code) is told what a wrong token is told.
      if (attempt === undefined || attempt.device_id !== deviceId)
        throw new ApiError(401, 'UNAUTHORIZED', 'This Farcaster sign-in is not valid.')
      if (attempt.expires_at <= now()) throw expired()
      let status
      try {
        status = await channelStatus(farcaster.relayUrl, channelToken)
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        c.var.log.warn({ reason: error.message }, 'farcaster relay unreachable')
        throw relayDown()
      }
      if (status.state === 'expired') throw expired()
      if (status.state === 'pending') return c.json({ state: 'pending' } as const)
      // One answer per channel: of two polls that both saw it completed, one gets the grant.
      const finished = await stores.attempts.finish('farcaster', channelToken)
      if (finished === undefined) throw expired()
      try {
        await verifyFarcasterSignIn(status, {
          domain,
          uri: publicUrl,
          nonce: finished.nonce,
          now: now(),
          custodyOf: (fid) => custodyOf(farcaster.registryUrl, fid),
        })
      } catch (error) {
        if (error instanceof UpstreamError) {
          c.var.log.warn({ reason: error.message }, 'farcaster registry unreachable')
          throw relayDown()
        }
        if (!(error instanceof FarcasterSignInError)) throw error
        c.var.log.warn({ reason: error.reason }, 'farcaster sign-in refused')
        throw new ApiError(401, 'UNAUTHORIZED', 'The Farcaster sign-in could not be verified.')
      }
      const grant = await stores.grants.issue(
        {
          issuer: FARCASTER_ISSUER,
          subject: String(status.fid),
          source: 'farcaster',
          userName: status.username ?? status.displayName ?? `fid ${status.fid}`,
          email: undefined,
          emailVerified: false,
        },
        { frameChallenge: finished.frame_challenge, deviceId: finished.device_id },
      )
      const answer: FarcasterStatusResponse = { state: 'completed', grant }
      return c.json(answer)
    })
}
