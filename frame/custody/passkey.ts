import { aesKey, open, seal } from './aead'
import {
  associatedData,
  fromBase64,
  randomBytes,
  toBase64,
  type Envelope,
  type EnvelopeBinding,
} from './envelope'
import {
  ENVELOPE_KEY_BYTES,
  ENVELOPE_VERSION,
  HKDF_SALT_BYTES,
  PASSKEY_KEY_INFO,
  PRF_SALT_BYTES,
} from './params'

type PasskeyEnvelope = Extract<Envelope, { kind: 'passkey' }>

/**
 * What the frame asks of a passkey: make one, and evaluate its PRF (WebAuthn's prf extension,
 * CTAP2 hmac-secret) at an input. Behind this interface so tests use a fake authenticator;
 * webAuthnPrf (webauthn.ts) is the browser's.
 */
export interface PrfAuthenticator {
  /** Whether this browser, in this frame, can make a passkey with PRF (offered to the visitor). */
  available(): Promise<boolean>
  /** Makes a passkey for this wallet; its credential id, and its PRF at `prfSalt` if given at once. */
  create(options: {
    userName: string
    userHandle: Uint8Array
    prfSalt: Uint8Array
  }): Promise<{ credentialId: Uint8Array; prfOutput: Uint8Array | undefined }>
  /** The PRF of passkey `credentialId` at `prfSalt` (the visitor touches the authenticator). */
  evaluate(options: { credentialId: Uint8Array; prfSalt: Uint8Array }): Promise<Uint8Array>
}

/** Thrown when the authenticator cannot evaluate a PRF (no prf extension). */
export class PrfUnsupportedError extends Error {
  constructor() {
    super('This passkey cannot protect a wallet (no PRF support)')
  }
}

/** A passkey's PRF output at a wallet's input: the secret an envelope's key is derived from. */
export interface PasskeySecret {
  credentialId: Uint8Array
  prfSalt: Uint8Array
  prfOutput: Uint8Array
}

/** The envelope key: HKDF-SHA-256 of the PRF output, a per-envelope salt, PASSKEY_KEY_INFO. */
async function envelopeKey(prfOutput: Uint8Array, hkdfSalt: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', prfOutput.slice().buffer, 'HKDF', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: hkdfSalt.slice().buffer,
      info: new TextEncoder().encode(PASSKEY_KEY_INFO),
    },
    material,
    ENVELOPE_KEY_BYTES * 8,
  )
  return aesKey(new Uint8Array(bits))
}

/** Makes a passkey for a wallet and evaluates its PRF at a fresh input. */
export async function createPasskeySecret(
  authenticator: PrfAuthenticator,
  userName: string,
): Promise<PasskeySecret> {
  const prfSalt = randomBytes(PRF_SALT_BYTES)
  const created = await authenticator.create({
    userName,
    userHandle: randomBytes(16),
    prfSalt,
  })
  // Some authenticators give the PRF only on a get, not when the passkey is made.
  const prfOutput =
    created.prfOutput ??
    (await authenticator.evaluate({ credentialId: created.credentialId, prfSalt }))
  return { credentialId: created.credentialId, prfSalt, prfOutput }
}

/** Encrypts a recovery share under a passkey's PRF output (a fresh HKDF salt and nonce). */
export async function sealWithPasskey(
  share: Uint8Array,
  secret: PasskeySecret,
  binding: EnvelopeBinding,
): Promise<PasskeyEnvelope> {
  const header = {
    v: ENVELOPE_VERSION,
    kind: 'passkey' as const,
    prf: { credentialId: toBase64(secret.credentialId), salt: toBase64(secret.prfSalt) },
    hkdfSalt: toBase64(randomBytes(HKDF_SALT_BYTES)),
  }
  const key = await envelopeKey(secret.prfOutput, fromBase64(header.hkdfSalt))
  const sealed = await seal(key, share, associatedData(header, binding))
  return { ...header, nonce: toBase64(sealed.nonce), ciphertext: toBase64(sealed.ciphertext) }
}

/**
 * The recovery share in a passkey envelope, and the secret that opened it (so the frame can
 * seal the rotated share without a second touch of the authenticator).
 */
export async function openWithPasskey(
  envelope: PasskeyEnvelope,
  authenticator: PrfAuthenticator,
  binding: EnvelopeBinding,
): Promise<{ share: Uint8Array; secret: PasskeySecret }> {
  const credentialId = fromBase64(envelope.prf.credentialId)
  const prfSalt = fromBase64(envelope.prf.salt)
  const prfOutput = await authenticator.evaluate({ credentialId, prfSalt })
  const key = await envelopeKey(prfOutput, fromBase64(envelope.hkdfSalt))
  const share = await open(
    key,
    { nonce: fromBase64(envelope.nonce), ciphertext: fromBase64(envelope.ciphertext) },
    associatedData(envelope, binding),
  )
  return { share, secret: { credentialId, prfSalt, prfOutput } }
}
