// The auth service's own limits (the contract in server/contract.ts states them to the frame).
// The e-mail resend cooldown is the kit's named constant, shared with the kit's views.
export { EMAIL_LOGIN_COOLDOWN_MS } from '../core/constants'

/** A one-time code is good for 10 minutes. */
export const CODE_LIFETIME_MS = 10 * 60_000
/** Wrong answers a code takes; the last one kills it (TOO_MANY_TRIES). */
export const CODE_MAX_TRIES = 5
/** A device-approval link is good for 15 minutes. */
export const DEVICE_APPROVAL_LIFETIME_MS = 15 * 60_000
/** A device-approval long poll answers 408 after this long; the frame then asks again. */
export const DEVICE_WAIT_MS = 100_000
/** How often a waiting long poll looks at the database (which another instance may write). */
export const DEVICE_WAIT_POLL_MS = 500
/**
 * Access tokens are short-lived: one stolen from a page's memory is useless soon, and the
 * refresh token (rotated at each use) is what keeps a visitor signed in.
 */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * 60_000
/** A sign-in lasts at most 30 days, however often it is refreshed. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000

/** Fixed-window rate limits: at most `limit` hits per `windowMs` per bucket. */
export interface RateRule {
  limit: number
  windowMs: number
}
export const RATE_LIMITS = {
  /** E-mails one address may be sent (codes, approval links), beyond the 30 s cooldown. */
  mailPerEmail: { limit: 10, windowMs: 60 * 60_000 },
  /** Sign-in starts (each may send an e-mail) from one IP. */
  startPerIp: { limit: 20, windowMs: 10 * 60_000 },
  /** Code answers from one IP, across every address (against guessing codes of many). */
  verifyPerIp: { limit: 60, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateRule>
