import { ENVELOPE_KEY_BYTES, NONCE_BYTES } from './params'
import { randomBytes } from './envelope'

/** A fresh ArrayBuffer copy: WebCrypto takes BufferSource, and a view may share its buffer. */
const buffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer

/** An AES-256-GCM key for encrypt and decrypt from raw bytes (not extractable). */
export function aesKey(raw: Uint8Array): Promise<CryptoKey> {
  if (raw.length !== ENVELOPE_KEY_BYTES) throw new Error('An envelope key is 32 bytes')
  return crypto.subtle.importKey('raw', buffer(raw), { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ])
}

/** Encrypts `plain` with a fresh nonce, `aad` authenticated with it. */
export async function seal(
  key: CryptoKey,
  plain: Uint8Array,
  aad: Uint8Array,
): Promise<{ nonce: Uint8Array; ciphertext: Uint8Array }> {
  const nonce = randomBytes(NONCE_BYTES)
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: buffer(nonce), additionalData: buffer(aad) },
    key,
    buffer(plain),
  )
  return { nonce, ciphertext: new Uint8Array(ciphertext) }
}

/** Decrypts; throws if the key, the nonce, the associated data or the bytes are not the sealing ones. */
export async function open(
  key: CryptoKey,
  sealed: { nonce: Uint8Array; ciphertext: Uint8Array },
  aad: Uint8Array,
): Promise<Uint8Array> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: buffer(sealed.nonce), additionalData: buffer(aad) },
    key,
    buffer(sealed.ciphertext),
  )
  return new Uint8Array(plain)
}
