import { Hono, type Context } from 'hono'
import * as z from 'zod/mini'
import {
  SOCIAL_ERROR_FRAGMENT,
  SOCIAL_GRANT_FRAGMENT,
  SOCIAL_RESULT_MESSAGE,
  socialRedeemRequestSchema,
  socialStartRequestSchema,
  type SocialResultMessage,
  type SocialSession,
} from '../../protocol/auth/social'
import type { AppEnv } from '../context'
import { deriveKey, randomToken } from '../crypto'
import { ApiError } from '../errors'
import { pkceVerifierOf, s256 } from '../social/challenge'
import type { Attempt } from '../social/attempts'
import { SOCIAL_ATTEMPT_LIFETIME_MS, SOCIAL_RATE_LIMITS } from '../social/limits'
import {
  authorizationUrl,
  discoveryCache,
  exchangeCode,
  IdTokenError,
  verifyIdToken,
} from '../social/oidc'
import type { SocialConfig } from '../social/providers'
import { createSocialStores, type SocialStores } from '../social/stores'
import { UpstreamError } from '../social/upstream'
import { CALLBACK_HEADERS, invalidCallbackPage, resultPage } from '../social/resultPage'
import { mailLanguageOf, negotiateKitLanguage } from '../mail/language'
import { mailStrings } from '../mail/strings'
import { jsonBody } from '../validate'
import type { RouteContext } from './routeContext'

/** The provider's answer at the callback (RFC 6749 §4.1.2, RFC 9207's `iss`), query or form. */
const callbackParamsSchema = z.object({
  state: z.string().check(z.minLength(16), z.maxLength(256)),
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  error: z.optional(z.string().check(z.maxLength(256))),
  iss: z.optional(z.string().check(z.maxLength(512))),
})

/** What the PKCE verifiers' key is derived for, from the server's secret. */
const PKCE_KEY_PURPOSE = 'portico/social-pkce'

/**
 * Social sign-in through OpenID Connect (authorization code flow with PKCE):
 *
 * 1. POST /v1/social/start: the frame names the provider, the page's origin and the S256
 *    challenge of a secret of its own; the service keeps the sign-in (its state's hash, its
 *    nonce; the PKCE verifier is made from the state with a key of the service's, never
 *    stored) and answers the provider's authorization URL.
 * 2. GET or POST /v1/social/callback: the provider's answer. The state must be a live sign-in's,
 *    the code is exchanged with the PKCE verifier, and the ID token verified (signature against
 *    the provider's keys, issuer, audience, nonce, expiry). What it vouched for becomes a
 *    one-time grant, posted to the opener at the sign-in's page origin (the popup) or put in
 *    the fragment of its `returnTo` (the redirect fallback).
 * 3. POST /v1/social/redeem: the frame's grant with its secret; a session as the e-mail sign-in
 *    opens. Whoever sees the grant on the page cannot redeem it without that secret.
 */
export function socialRoutes(
  ctx: RouteContext,
  social: SocialConfig,
  stores: SocialStores = createSocialStores(ctx.db, ctx.now),
) {
  const { publicUrl, frameAncestors, now } = ctx
  const { limiter, sessions, users, ceremonies } = ctx.stores
  const providers = discoveryCache(social.providers)
  const redirectUri = `${publicUrl}/v1/social/callback`
  const pkceKey = deriveKey(ctx.otpPepper, PKCE_KEY_PURPOSE)

  /**
   * The language of the callback's page, as the approval page chooses its own: the popup's
   * browser's (its Accept-Language), else the one the sign-in was started in (the frame sends
   * the modal's), else English.
   */
  function pageStrings(c: Context<AppEnv>, attempt: Attempt | undefined) {
    const language = negotiateKitLanguage(c.req.header('accept-language')) ?? attempt?.language
    return mailStrings(language ?? 'en')
  }

  /** How the sign-in's page learns the outcome: the popup's message, or the redirect. */
  function deliver(c: Context<AppEnv>, attempt: Attempt, message: SocialResultMessage) {
    if (attempt.return_to !== null) {
      const back = new URL(attempt.return_to)
      back.hash =
        'grant' in message
          ? `${SOCIAL_GRANT_FRAGMENT}=${message.grant}`
          : `${SOCIAL_ERROR_FRAGMENT}=${message.error}`
      return c.body(null, 303, { ...CALLBACK_HEADERS, location: back.toString() })
    }
    const page = resultPage(message, attempt.page_origin ?? 'null', pageStrings(c, attempt))
    return c.html(page.body, 200, page.headers)
  }

  async function callback(c: Context<AppEnv>, params: unknown) {
    const parsed = callbackParamsSchema.safeParse(params)
    const attempt = parsed.success
      ? await stores.attempts.finish('provider', parsed.data.state)
      : undefined
    const config = attempt === undefined ? undefined : providers.configOf(attempt.source)
    if (!parsed.success || attempt === undefined || config === undefined) {
      const page = invalidCallbackPage(pageStrings(c, attempt))
      return c.html(page.body, 400, page.headers)
    }
    const answer = parsed.data
    const failed = (reason: string) => {
      c.var.log.warn({ provider: config.name, reason }, 'social sign-in refused')
      return deliver(c, attempt, { type: SOCIAL_RESULT_MESSAGE, error: 'failed' })
    }
    // RFC 9207: a provider that names itself must be this sign-in's (against mix-up).
    if (answer.iss !== undefined && answer.iss !== config.issuer) return failed('iss')
    if (answer.error !== undefined)
      return answer.error === 'access_denied'
        ? deliver(c, attempt, { type: SOCIAL_RESULT_MESSAGE, error: 'access_denied' })
        : failed(`provider error`)
    if (answer.code === undefined) return failed('no code')
    try {
      const provider = await providers.get(config)
      const idToken = await exchangeCode(provider, {
        code: answer.code,
        redirectUri,
        codeVerifier: pkceVerifierOf(pkceKey, answer.state),
      })
      const identity = await verifyIdToken(idToken, {
        keys: provider.keys,
        issuer: config.issuer,
        clientId: config.clientId,
        nonce: attempt.nonce,
        now: now(),
      })
      const grant = await stores.grants.issue(
        {
          issuer: config.issuer,
          subject: identity.subject,
          source: config.name,
          userName: identity.userName,
          email: identity.email,
          emailVerified: identity.emailVerified,
        },
        { frameChallenge: attempt.frame_challenge, deviceId: attempt.device_id },
      )
      return deliver(c, attempt, { type: SOCIAL_RESULT_MESSAGE, grant })
    } catch (error) {
      if (error instanceof IdTokenError) return failed(`id token: ${error.reason}`)
      if (error instanceof UpstreamError) return failed(error.message)
      throw error
    }
  }

  return (
    new Hono<AppEnv>()
      .post('/v1/social/start', jsonBody(socialStartRequestSchema), async (c) => {
        const { provider, deviceId, pageOrigin, frameChallenge, returnTo } = c.req.valid('json')
        await limiter.hit(`social-start-ip:${ctx.clientIp(c)}`, SOCIAL_RATE_LIMITS.startPerIp)
        // Where the result goes: only to a page configured to embed the frame.
        if (!frameAncestors.includes(pageOrigin))
          throw new ApiError(400, 'INVALID_REQUEST', 'This site may not sign in here.')
        if (returnTo !== undefined && new URL(returnTo).origin !== pageOrigin)
          throw new ApiError(400, 'INVALID_REQUEST', 'returnTo must be on the page origin.')
        const config = providers.configOf(provider)
        if (config === undefined)
          throw new ApiError(404, 'NOT_FOUND', 'This sign-in method is not available.')
        let discovered
        try {
          discovered = await providers.get(config)
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error
          c.var.log.warn({ provider, reason: error.message }, 'social provider unreachable')
          throw new ApiError(502, 'INTERNAL', 'The sign-in provider did not answer. Try again.')
        }
        const state = randomToken()
        const nonce = randomToken()
        await stores.attempts.create({
          key: state,
          source: provider,
          nonce,
          frameChallenge,
          deviceId,
          pageOrigin,
          ...(returnTo !== undefined && { returnTo }),
          language: mailLanguageOf(c.req.header('accept-language')),
          lifetimeMs: SOCIAL_ATTEMPT_LIFETIME_MS,
        })
        const uri = authorizationUrl(discovered, {
          redirectUri,
          state,
          nonce,
          codeChallenge: s256(pkceVerifierOf(pkceKey, state)),
        })
        return c.json({ uri })
      })

      .get('/v1/social/callback', (c) => callback(c, c.req.query()))
      // response_mode=form_post (Apple's): the same answer as a form.
      .post('/v1/social/callback', async (c) => callback(c, await c.req.parseBody()))

      .post('/v1/social/redeem', jsonBody(socialRedeemRequestSchema), async (c) => {
        const { grant, verifier, deviceId, deviceKey } = c.req.valid('json')
        await limiter.hit(`social-redeem-ip:${ctx.clientIp(c)}`, SOCIAL_RATE_LIMITS.redeemPerIp)
        const identity = await stores.grants.redeem(grant, verifier, deviceId)
        const session: SocialSession = await ctx.db.transaction(async (tx) => {
          const user = await stores.identities.signIn(identity, tx)
          const known = await users.knowsDevice(user.id, deviceId, tx)
          const { tokens, familyId } = await sessions.open({ userId: user.id, deviceId }, tx)
          // The provider vouched for the visitor just now, as an approval link does: a new device
          // of an account with a wallet may recover its share (once, to the key it named).
          if (!known && deviceKey !== undefined && user.address !== null)
            await ceremonies.open({ userId: user.id, familyId, deviceId, deviceKey }, tx)
          else await users.rememberDevice(user.id, deviceId, tx)
          return {
            ...tokens,
            user,
            identity: { source: identity.source, userName: identity.userName },
          }
        })
        return c.json(session)
      })
  )
}
