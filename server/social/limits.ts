// The named limits of social sign-in and Farcaster (server/limits.ts holds the e-mail
// sign-in's; these are read by server/social and server/routes/social*.ts only).
import type { RateRule } from '../limits'

/** How long a sign-in at a provider may take, from the start to the callback. */
export const SOCIAL_ATTEMPT_LIFETIME_MS = 10 * 60_000
/** How long a grant may wait to be redeemed after the callback or the completed channel. */
export const SOCIAL_GRANT_LIFETIME_MS = 2 * 60_000
/** How long a Farcaster channel stays open for the app's approval. */
export const FARCASTER_CHANNEL_LIFETIME_MS = 5 * 60_000
/** Farcaster's chain (OP Mainnet), which a Sign In With Farcaster message names. */
export const FARCASTER_CHAIN_ID = 10
/** The issuer social_identities keys Farcaster identities by (their subject is the fid). */
export const FARCASTER_ISSUER = 'farcaster'
/** How far the service's clock and a provider's may disagree on an ID token's times. */
export const ID_TOKEN_CLOCK_TOLERANCE_S = 60
/** The longest wait for a provider's, relay's or registry's answer. */
export const UPSTREAM_TIMEOUT_MS = 10_000
/** A provider's or relay's answer read at most (discovery, token, status). */
export const UPSTREAM_BODY_MAX_BYTES = 64 * 1024

export const SOCIAL_RATE_LIMITS = {
  /** Social and Farcaster sign-in starts from one IP (each writes an attempt). */
  startPerIp: { limit: 30, windowMs: 10 * 60_000 },
  /** Grant redeems from one IP (each compares a verifier). */
  redeemPerIp: { limit: 60, windowMs: 10 * 60_000 },
  /** Farcaster status polls from one IP (each asks the relay). */
  statusPerIp: { limit: 600, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateRule>
