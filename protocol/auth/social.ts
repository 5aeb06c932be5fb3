// The HTTP contract of social sign-in and Farcaster between the wallet frame and the auth
// service: every request and answer body, the popup's message to its opener and the redirect
// fallback's fragment. Both sides parse with these. zod/mini, as the frame will bundle this
// file; no logic here.
import * as z from 'zod/mini'
import { deviceIdSchema, deviceKeySchema, sessionTokensSchema, userSchema } from './contract'

/** The OpenID Connect providers a host may configure, by the kit's names for them. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)
export type SocialProvider = z.infer<typeof socialProviderSchema>

/** Where an identity comes from: one of the providers, or Farcaster. */
export const identitySourceSchema = z.enum([...SOCIAL_PROVIDERS, 'farcaster'])
export type IdentitySource = z.infer<typeof identitySourceSchema>

/**
 * The frame's secret for one sign-in (RFC 7636's verifier alphabet and lengths): made in the
 * frame, never shown to the page. Only its challenge goes out at the start; the verifier goes
 * to the service once, with the grant, so whoever sees the grant (the page that opened the
 * popup, a script on it) cannot redeem it.
 */
export const frameVerifierSchema = z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/))
/** BASE64URL(SHA-256(verifier)), unpadded: 43 characters. */
export const frameChallengeSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))

/** A one-time grant: what the provider's answer became, redeemable once with the verifier. */
export const socialGrantSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))

/** An origin as the browser writes it (scheme, host, port). */
const originSchema = z.string().check(z.maxLength(512), z.url())

/**
 * POST /v1/social/start. `pageOrigin`: the page that opens the popup, which the result is
 * posted to; one of the service's embedding origins (400 otherwise). `returnTo`: the redirect
 * fallback (popups refused): the page the visitor comes back to, on `pageOrigin`, with the
 * result in its fragment; absent: the popup flow. 404 NOT_FOUND for a provider the service is
 * not configured with.
 */
export const socialStartRequestSchema = z.object({
  provider: socialProviderSchema,
  deviceId: deviceIdSchema,
  pageOrigin: originSchema,
  frameChallenge: frameChallengeSchema,
  returnTo: z.optional(z.string().check(z.maxLength(2048), z.url())),
})
export type SocialStartRequest = z.infer<typeof socialStartRequestSchema>
/** `uri`: the provider's authorization URL, to open in the popup (or to go to). */
export const socialStartResponseSchema = z.object({ uri: z.string().check(z.url()) })
export type SocialStartResponse = z.infer<typeof socialStartResponseSchema>

/** The `type` of the callback page's message to its opener. */
export const SOCIAL_RESULT_MESSAGE = 'portico:social-result'
/** How a sign-in at the provider ended, as the opener learns it: `access_denied` when the
 * visitor refused, `failed` when the provider's answer did not verify or did not come. */
export const socialResultErrorSchema = z.enum(['access_denied', 'failed'])
/**
 * What the callback page posts to `window.opener`, to `pageOrigin` only. It carries no
 * identity: the grant alone is of no use without the frame's verifier.
 */
export const socialResultMessageSchema = z.union([
  z.object({ type: z.literal(SOCIAL_RESULT_MESSAGE), grant: socialGrantSchema }),
  z.object({ type: z.literal(SOCIAL_RESULT_MESSAGE), error: socialResultErrorSchema }),
])
export type SocialResultMessage = z.infer<typeof socialResultMessageSchema>

/** The redirect fallback's fragment parameters on `returnTo`: `#portico_social_grant=...` or
 * `#portico_social_error=...` (a fragment, so it reaches no server and no log). */
export const SOCIAL_GRANT_FRAGMENT = 'portico_social_grant'
export const SOCIAL_ERROR_FRAGMENT = 'portico_social_error'

/**
 * POST /v1/social/redeem: the grant, the frame's verifier, the device that started (the same
 * `deviceId`), and optionally its device key (on a new device of a user with a wallet it opens
 * a recovery ceremony, as an e-mail sign-in through an approval link does). 401 UNAUTHORIZED
 * for an unknown, expired or used grant, another device's, or a verifier that does not match;
 * a grant is used by its first redeem, right or wrong.
 */
export const socialRedeemRequestSchema = z.object({
  grant: socialGrantSchema,
  verifier: frameVerifierSchema,
  deviceId: deviceIdSchema,
  deviceKey: z.optional(deviceKeySchema),
})
export type SocialRedeemRequest = z.infer<typeof socialRedeemRequestSchema>

/** The signed-in user, as every session answer has it (`email` null for an account no verified
 * address is tied to). */
export const socialUserSchema = userSchema
export type SocialUser = z.infer<typeof socialUserSchema>

/** Which identity signed in, and the name to show (the provider's username, display name or
 * address, as it gave them; the kit truncates for display). */
export const socialIdentitySchema = z.object({
  source: identitySourceSchema,
  userName: z.string().check(z.minLength(1), z.maxLength(256)),
})
export type SocialIdentity = z.infer<typeof socialIdentitySchema>

/** The answer of /v1/social/redeem: a session like the e-mail sign-in's (refreshed through
 * /v1/session/refresh). */
export const socialSessionSchema = z.extend(sessionTokensSchema, { identity: socialIdentitySchema })
export type SocialSession = z.infer<typeof socialSessionSchema>

// ---- Farcaster -----------------------------------------------------------------------------

/** A Sign In With Farcaster channel's token, as the relay hands it out. */
export const farcasterChannelTokenSchema = z.string().check(z.minLength(8), z.maxLength(256))

/** POST /v1/farcaster/start: opens a channel at the relay for this frame. */
export const farcasterStartRequestSchema = z.object({
  deviceId: deviceIdSchema,
  frameChallenge: frameChallengeSchema,
})
export type FarcasterStartRequest = z.infer<typeof farcasterStartRequestSchema>
/** `url`: the connect URL, shown as a QR code and opened as the deep link; `channelToken`: what
 * the frame polls with; `expiresAt`: when the channel ends (ms since the epoch). */
export const farcasterStartResponseSchema = z.object({
  channelToken: farcasterChannelTokenSchema,
  url: z.string().check(z.url()),
  expiresAt: z.number().check(z.int(), z.positive()),
})
export type FarcasterStartResponse = z.infer<typeof farcasterStartResponseSchema>

/** POST /v1/farcaster/status: poll until `completed` (then redeem the grant through
 * /v1/social/redeem) or 410 CODE_EXPIRED (the channel ended). 401 when the signed message does
 * not verify (the channel is then finished), and for a device other than the one that opened
 * the channel: its token is in the QR code, so whoever sees the code could otherwise poll and
 * take the grant first (unusable without the frame's verifier, but the visitor's sign-in would
 * fail). */
export const farcasterStatusRequestSchema = z.object({
  channelToken: farcasterChannelTokenSchema,
  deviceId: deviceIdSchema,
})
export type FarcasterStatusRequest = z.infer<typeof farcasterStatusRequestSchema>
export const farcasterStatusResponseSchema = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('completed'), grant: socialGrantSchema }),
])
export type FarcasterStatusResponse = z.infer<typeof farcasterStatusResponseSchema>
