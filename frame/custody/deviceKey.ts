import type { DeviceStore } from '../deviceStore'
import { toBase64 } from '../shares'

/**
 * This browser's device key (ECDSA P-256 from WebCrypto, the private half not extractable),
 * made once and kept in the frame's IndexedDB. Its public half goes with the sign-in code; a
 * recovery ceremony then releases the recovery share only to a request it signed.
 */
export interface DeviceKey {
  /** The uncompressed public point, base64 (protocol/auth/contract.ts deviceKeySchema). */
  publicKey: string
  /** Signs `message` (UTF-8): r | s, base64 (protocol/auth/contract.ts deviceSignatureSchema). */
  sign(message: string): Promise<string>
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const

async function keyPair(devices: DeviceStore): Promise<CryptoKeyPair> {
  const stored = await devices.getDeviceKey()
  if (stored) return stored
  const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])
  // Another load of the frame (another tab) may be making one now: the first kept wins.
  return devices.addDeviceKey(pair)
}

/** One device key per store for this load of the frame: calls at once share one making. */
const loaded = new WeakMap<DeviceStore, Promise<DeviceKey>>()

export function deviceKey(devices: DeviceStore): Promise<DeviceKey> {
  let key = loaded.get(devices)
  if (!key) {
    key = makeDeviceKey(devices)
    // A failure (IndexedDB unavailable for a moment) is not kept: the next call tries again.
    key.catch(() => loaded.delete(devices))
    loaded.set(devices, key)
  }
  return key
}

async function makeDeviceKey(devices: DeviceStore): Promise<DeviceKey> {
  const pair = await keyPair(devices)
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  return {
    publicKey: toBase64(raw),
    async sign(message) {
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        new TextEncoder().encode(message),
      )
      return toBase64(new Uint8Array(signature))
    },
  }
}
