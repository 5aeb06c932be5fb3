import * as z from 'zod/mini'
import { fromBase64, toBase64 } from '../shares'
import {
  CREDENTIAL_ID_BYTES,
  ENVELOPE_MIN_CIPHERTEXT_BYTES,
  ENVELOPE_VERSION,
  HKDF_SALT_BYTES,
  NONCE_BYTES,
  PASSWORD_KDF_LIMITS,
  PASSWORD_SALT_BYTES,
  PRF_SALT_BYTES,
  scryptMemoryBytes,
} from './params'

/**
 * The recovery envelope: the recovery share encrypted here, in the frame, under a secret only
 * the visitor holds (a passkey's PRF output, or a password through scrypt), with what it takes
 * to open it again. The service stores it as an opaque string and gives it back in a recovery
 * ceremony; it is parsed here with zod when it comes back, as anything the service says is.
 */

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/), z.maxLength(2048))

/** The decoded length of base64 text, or -1 if it is not base64. */
function byteLength(text: string): number {
  try {
    return fromBase64(text).length
  } catch {
    return -1
  }
}

/** Base64 of between `min` and `max` bytes (a nonce or salt: exactly its length). */
const bytes = (min: number, max: number = min) =>
  base64.check(
    z.refine(
      (text) => {
        const length = byteLength(text)
        return length >= min && length <= max
      },
      `${min === max ? min : `${min} to ${max}`} bytes`,
    ),
  )

/** An envelope that cannot be read or names what this frame does not open: corrupt, not a
 * wrong password (which the visitor would retype in vain). */
export class CorruptEnvelopeError extends Error {}

const scryptSchema = z
  .object({
    name: z.literal('scrypt'),
    N: z.number().check(
      z.int(),
      z.gte(PASSWORD_KDF_LIMITS.minN),
      z.lte(PASSWORD_KDF_LIMITS.maxN),
      z.refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
    ),
    r: z.number().check(z.int(), z.positive(), z.lte(PASSWORD_KDF_LIMITS.maxR)),
    p: z.number().check(z.int(), z.positive(), z.lte(PASSWORD_KDF_LIMITS.maxP)),
    salt: bytes(PASSWORD_SALT_BYTES),
  })
  .check(
    z.refine(
      (kdf) => scryptMemoryBytes(kdf.N, kdf.r) <= PASSWORD_KDF_LIMITS.maxMemoryBytes,
      'scrypt memory (128 N r) over the limit',
    ),
  )
export type ScryptParams = z.infer<typeof scryptSchema>

const passwordHeaderSchema = z.object({
  v: z.literal(ENVELOPE_VERSION),
  kind: z.literal('password'),
  kdf: scryptSchema,
})

const passkeyHeaderSchema = z.object({
  v: z.literal(ENVELOPE_VERSION),
  kind: z.literal('passkey'),
  /** The passkey (its credential id, base64) and the PRF input it is evaluated at. */
  prf: z.object({
    credentialId: bytes(CREDENTIAL_ID_BYTES.min, CREDENTIAL_ID_BYTES.max),
    salt: bytes(PRF_SALT_BYTES),
  }),
  hkdfSalt: bytes(HKDF_SALT_BYTES),
})

const sealedPart = {
  nonce: bytes(NONCE_BYTES),
  // At most the share and its tag with room to spare (the base64 cap bounds it).
  ciphertext: bytes(ENVELOPE_MIN_CIPHERTEXT_BYTES, 1024),
}

export const envelopeSchema = z.discriminatedUnion('kind', [
  z.extend(passwordHeaderSchema, sealedPart),
  z.extend(passkeyHeaderSchema, sealedPart),
])
export type Envelope = z.infer<typeof envelopeSchema>
export type EnvelopeHeader =
  z.infer<typeof passwordHeaderSchema> | z.infer<typeof passkeyHeaderSchema>

/** Whose recovery share an envelope holds: bound into its ciphertext as associated data. */
export interface EnvelopeBinding {
  userId: string
  address: string
}

/**
 * The associated data of an envelope's AES-GCM: its header (version, kind, KDF or passkey
 * parameters) and its binding. Changing a parameter, or moving the envelope to another user or
 * wallet, makes it fail to open rather than open under other terms.
 */
export function associatedData(header: EnvelopeHeader, binding: EnvelopeBinding): Uint8Array {
  const fields =
    header.kind === 'password'
      ? [
          header.v,
          header.kind,
          header.kdf.name,
          header.kdf.N,
          header.kdf.r,
          header.kdf.p,
          header.kdf.salt,
        ]
      : [header.v, header.kind, header.prf.credentialId, header.prf.salt, header.hkdfSalt]
  return new TextEncoder().encode(
    JSON.stringify([...fields, binding.userId, binding.address.toLowerCase()]),
  )
}

/** The envelope as the service stores it. */
export const encodeEnvelope = (envelope: Envelope): string => JSON.stringify(envelope)

/** The envelope the service gave back, parsed; throws on anything else. */
export function decodeEnvelope(text: string): Envelope {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new CorruptEnvelopeError('The recovery envelope is not readable')
  }
  const parsed = envelopeSchema.safeParse(value)
  if (!parsed.success)
    throw new CorruptEnvelopeError(
      'The recovery envelope is damaged or not one this frame can open',
    )
  return parsed.data
}

/** Random bytes from the browser's CSPRNG. */
export const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length))

export { fromBase64, toBase64 }
