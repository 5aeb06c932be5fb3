import { scryptAsync } from '@noble/hashes/scrypt.js'
import { aesKey, open, seal } from './aead'
import {
  associatedData,
  fromBase64,
  randomBytes,
  toBase64,
  type Envelope,
  type EnvelopeBinding,
  type ScryptParams,
} from './envelope'
import {
  ENVELOPE_KEY_BYTES,
  ENVELOPE_VERSION,
  PASSWORD_KDF,
  PASSWORD_SALT_BYTES,
  RECOVERY_PASSWORD_MIN_CHARS,
} from './params'
import { passwordProblem } from './passwordStrength'

export { passwordProblem, type PasswordProblem } from './passwordStrength'

type PasswordEnvelope = Extract<Envelope, { kind: 'password' }>

/** Thrown when a password does not open the envelope (wrong, or the envelope was changed). */
export class WrongPasswordError extends Error {
  constructor() {
    super('This recovery password does not open the wallet')
  }
}

/**
 * Whether a password may be chosen for a new recovery envelope: long enough, and not mostly
 * what offline guessers try first (passwordStrength.ts says why not, for the frame's message).
 * `email`: the visitor's address, which the password must not contain (null: the account has
 * none).
 */
export function acceptablePassword(
  password: string,
  context: { email?: string | null } = {},
): boolean {
  return passwordProblem(password, context) === undefined
}

/**
 * The floor a password sealing an envelope must meet: its length in characters. A rotation
 * seals the next envelope under the password the visitor recovered with, which was taken
 * under the rules of its day; only a newly chosen one answers to acceptablePassword.
 */
const longEnough = (password: string) =>
  [...password.normalize('NFKC')].length >= RECOVERY_PASSWORD_MIN_CHARS

/** The AES key scrypt stretches the password into, under the envelope's own parameters. */
async function passwordKey(password: string, kdf: ScryptParams): Promise<CryptoKey> {
  // NFKC: the same password typed on another keyboard or OS gives the same bytes.
  const bytes = await scryptAsync(
    new TextEncoder().encode(password.normalize('NFKC')),
    fromBase64(kdf.salt),
    {
      N: kdf.N,
      r: kdf.r,
      p: kdf.p,
      dkLen: ENVELOPE_KEY_BYTES,
      // Past noble's 1 GiB default guard only if the limits allowed it; the schema caps N and r.
      maxmem: 128 * kdf.N * kdf.r * kdf.p + 1024 * 1024,
    },
  )
  return aesKey(bytes)
}

/** The parameters of the password KDF a new envelope is sealed with (its salt is fresh). */
export type PasswordKdf = Omit<ScryptParams, 'salt'>

/**
 * Encrypts a recovery share under a password: a fresh salt and nonce, the KDF's parameters
 * stored in the envelope. `kdf` is for tests (cheaper parameters within the limits); the
 * frame always seals with PASSWORD_KDF.
 */
export async function sealWithPassword(
  share: Uint8Array,
  password: string,
  binding: EnvelopeBinding,
  kdf: PasswordKdf = PASSWORD_KDF,
): Promise<PasswordEnvelope> {
  if (!longEnough(password))
    throw new Error(`A recovery password has at least ${RECOVERY_PASSWORD_MIN_CHARS} characters`)
  const header = {
    v: ENVELOPE_VERSION,
    kind: 'password' as const,
    kdf: { ...kdf, name: 'scrypt' as const, salt: toBase64(randomBytes(PASSWORD_SALT_BYTES)) },
  }
  const key = await passwordKey(password, header.kdf)
  const sealed = await seal(key, share, associatedData(header, binding))
  return { ...header, nonce: toBase64(sealed.nonce), ciphertext: toBase64(sealed.ciphertext) }
}

/** The recovery share in a password envelope; WrongPasswordError if it does not open. */
export async function openWithPassword(
  envelope: PasswordEnvelope,
  password: string,
  binding: EnvelopeBinding,
): Promise<Uint8Array> {
  const key = await passwordKey(password, envelope.kdf)
  try {
    return await open(
      key,
      { nonce: fromBase64(envelope.nonce), ciphertext: fromBase64(envelope.ciphertext) },
      associatedData(envelope, binding),
    )
  } catch {
    throw new WrongPasswordError()
  }
}
