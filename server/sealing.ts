import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import * as z from 'zod/mini'

/**
 * What the service encrypts at rest with a key it does not keep in its database: the auth
 * share (always) and, under service recovery, the recovery share. A host may pass its own
 * implementation (a KMS: AWS KMS, GCP KMS, Vault transit...) to startAuthService instead of a
 * key in the environment; the service only ever calls these two methods.
 */
export interface Sealer {
  /** Encrypts `data`; what it returns is stored as is (base64) and given back to `open`. */
  seal(data: Uint8Array): Promise<Uint8Array>
  /** Decrypts what `seal` returned; throws if it was not sealed by this sealer or was changed. */
  open(data: Uint8Array): Promise<Uint8Array>
}

/** The size of a sealing key from the environment: AES-256. */
export const SEALING_KEY_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16

/** AES-256-GCM under `key`: iv | tag | ciphertext, a fresh random iv each time. */
export function aesGcmSealer(key: Uint8Array): Sealer {
  if (key.length !== SEALING_KEY_BYTES)
    throw new Error(`a sealing key is ${SEALING_KEY_BYTES} bytes, not ${key.length}`)
  const secret = Buffer.from(key)
  return {
    async seal(data) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', secret, iv)
      const sealed = Buffer.concat([cipher.update(data), cipher.final()])
      return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), sealed]))
    },
    async open(data) {
      const bytes = Buffer.from(data)
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('sealed value too short')
      const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, IV_BYTES))
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      return new Uint8Array(
        Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]),
      )
    },
  }
}

/** A sealed value's plaintext: the value with what it belongs to, checked on opening. */
const boundSchema = z.object({ purpose: z.string(), userId: z.string(), value: z.string() })

/**
 * Seals `value` for one purpose of one user: the purpose and the user id are sealed with it and
 * checked on opening, so a sealed value copied to another row or column does not open there
 * (a Sealer takes no associated data, so a KMS fits behind it unchanged). Base64.
 */
export async function sealFor(
  sealer: Sealer,
  purpose: string,
  userId: string,
  value: string,
): Promise<string> {
  const plain = new TextEncoder().encode(JSON.stringify({ purpose, userId, value }))
  return Buffer.from(await sealer.seal(plain)).toString('base64')
}

/** Opens what sealFor sealed for this purpose and user; throws otherwise. */
export async function openFor(
  sealer: Sealer,
  purpose: string,
  userId: string,
  sealed: string,
): Promise<string> {
  const plain = await sealer.open(new Uint8Array(Buffer.from(sealed, 'base64')))
  const bound = boundSchema.parse(JSON.parse(new TextDecoder().decode(plain)))
  if (bound.purpose !== purpose || bound.userId !== userId)
    throw new Error('sealed for another purpose or user')
  return bound.value
}

/** The purposes of sealed values (one sealer may seal several). */
export const SEALED = {
  authShare: 'portico/auth-share/v1',
  recoveryShare: 'portico/recovery-share/v1',
  canary: 'portico/key-canary/v1',
} as const
