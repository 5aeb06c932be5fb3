import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** An unguessable token for links and sessions: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** An id for rows (users, session families): 16 random bytes, base64url. */
export function randomId(): string {
  return randomBytes(16).toString('base64url')
}

/** A 6-digit one-time code, uniformly drawn from a CSPRNG. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * How a bearer token is stored: its SHA-256. Tokens carry 256 random bits, so a plain hash
 * suffices (no salt needed against guessing) and the database alone gives no usable token.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A code's stored form: HMAC-SHA-256 under a random per-code salt. */
export function codeHash(code: string, salt: string): string {
  return createHmac('sha256', Buffer.from(salt, 'base64')).update(code).digest('hex')
}

export function newSalt(): string {
  return randomBytes(16).toString('base64')
}

/** Compares two hex digests in constant time (their lengths are public: always 64). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
