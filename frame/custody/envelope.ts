import * as z from 'zod/mini'
import { fromBase64, toBase64 } from '../shares'
import { ENVELOPE_VERSION, PASSWORD_KDF_LIMITS } from './params'

/**
 * The recovery envelope: the recovery share encrypted here, in the frame, under a secret only
 * the visitor holds (a passkey's PRF output, or a password through scrypt), with what it takes
 * to open it again. The service stores it as an opaque string and gives it back in a recovery
 * ceremony; it is parsed here with zod when it comes back, as anything the service says is.
 */

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/), z.maxLength(1024))

const scryptSchema = z.object({
  name: z.literal('scrypt'),
  N: z.number().check(
    z.int(),
    z.gte(PASSWORD_KDF_LIMITS.minN),
    z.lte(PASSWORD_KDF_LIMITS.maxN),
    z.refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
  ),
  r: z.number().check(z.int(), z.positive(), z.lte(PASSWORD_KDF_LIMITS.maxR)),
  p: z.number().check(z.int(), z.positive(), z.lte(PASSWORD_KDF_LIMITS.maxP)),
  salt: base64,
})
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
  prf: z.object({ credentialId: base64, salt: base64 }),
  hkdfSalt: base64,
})

const sealedPart = { nonce: base64, ciphertext: base64 }

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
    throw new Error('The recovery envelope is not readable')
  }
  const parsed = envelopeSchema.safeParse(value)
  if (!parsed.success) throw new Error('The recovery envelope is not one this frame can open')
  return parsed.data
}

/** Random bytes from the browser's CSPRNG. */
export const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length))

export { fromBase64, toBase64 }
