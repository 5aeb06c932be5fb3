import { combine, split } from 'shamir-secret-sharing'
import { privateKeyToAccount } from 'viem/accounts'
import { bytesToHex, hexToBytes, type Hex } from 'viem'

/** The three shares of a key: any two give it back (2-of-3 Shamir). */
export interface KeyShares {
  /** Kept in this frame origin's IndexedDB. */
  device: string
  /** Kept by the service, released to an authenticated session. */
  auth: string
  /** Kept sealed by the service, released only to a device verified by e-mail approval. */
  recovery: string
}

const KEY_BYTES = 32

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * A fresh private key from the browser's CSPRNG, made here in the frame. A value outside
 * secp256k1's range (probability about 2^-128) is simply drawn again.
 */
export function createPrivateKey(): Hex {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES))
    const key = bytesToHex(bytes)
    try {
      privateKeyToAccount(key)
      return key
    } catch {
      // Out of range: draw again.
    }
  }
}

/** Splits a key into its three shares (base64), any two of which recombine it. */
export async function splitKey(privateKey: Hex): Promise<KeyShares> {
  const [device, auth, recovery] = await split(hexToBytes(privateKey), 3, 2)
  if (!device || !auth || !recovery) throw new Error('The key could not be split')
  return { device: toBase64(device), auth: toBase64(auth), recovery: toBase64(recovery) }
}

/** The key two shares give back. */
export async function combineShares(first: string, second: string): Promise<Hex> {
  const secret = await combine([fromBase64(first), fromBase64(second)])
  if (secret.length !== KEY_BYTES) throw new Error('The key shares do not belong together')
  return bytesToHex(secret)
}
