import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'

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

/** The least a server secret (the OTP pepper) may hold. */
export const SERVER_SECRET_MIN_BYTES = 32

/**
 * A key for one purpose from a server secret (HKDF-SHA-256 with the purpose as info), so one
 * secret keys several things without any two sharing a key.
 */
export function deriveKey(secret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), purpose, 32))
}

/**
 * A code's stored form: HMAC-SHA-256 keyed by the server's pepper, over a random per-code salt
 * and the code. Six digits are a million guesses: without the pepper (which is not in the
 * database), a copy of the database does not give them away.
 */
export function codeHash(code: string, salt: string, pepperKey: Uint8Array): string {
  return createHmac('sha256', pepperKey).update(`${salt}:${code}`).digest('hex')
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

/** HMAC-SHA-256 of `message` under `key`, base64url: a value only the server can make. */
export function mac(key: Uint8Array, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url')
}

/** Whether `given` is `mac(key, message)`, compared in constant time. */
export function macMatches(key: Uint8Array, message: string, given: string): boolean {
  const expected = Buffer.from(mac(key, message), 'utf8')
  const actual = Buffer.from(given, 'utf8')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Encrypts `text` (AES-256-GCM) under a key derived from `token`, a random bearer token the
 * database keeps only hashed: whoever presents the token again can open it, the database alone
 * cannot. Base64 of iv | tag | ciphertext.
 */
export function sealWithToken(text: string, token: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', deriveKey(Buffer.from(token, 'utf8'), purpose), iv)
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

/** Opens what sealWithToken sealed with the same token and purpose; throws otherwise. */
export function openWithToken(sealed: string, token: string, purpose: string): string {
  const bytes = Buffer.from(sealed, 'base64')
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('sealed value too short')
  const decipher = createDecipheriv(
    'aes-256-gcm',
    deriveKey(Buffer.from(token, 'utf8'), purpose),
    bytes.subarray(0, IV_BYTES),
  )
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8')
}
