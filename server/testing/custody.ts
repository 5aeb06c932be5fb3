// Custody as the service's tests need it: sealers under fresh random keys, a real wallet's
// shares signed by its key (as the frame uploads them), and a device key as the frame makes it.
import { createCipheriv, randomBytes, webcrypto } from 'node:crypto'
import { split } from 'shamir-secret-sharing'
import { hexToBytes, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { RecoveryMode, RecoveryShare, WalletPutRequest } from '../../protocol/auth/contract'
import { aesGcmSealer, SEALING_KEY_BYTES } from '../sealing'
import type { Custody } from '../shares'
import { recoveryReleaseMessage, walletSharesMessage } from '../../protocol/auth/walletProof'

/** Custody under fresh random keys (both sealers, whatever the mode). */
export function testCustody(recoveryMode: RecoveryMode = 'visitor-secret'): Custody {
  return {
    shareSealer: aesGcmSealer(new Uint8Array(randomBytes(SEALING_KEY_BYTES))),
    recoveryMode,
    recoverySealer: aesGcmSealer(new Uint8Array(randomBytes(SEALING_KEY_BYTES))),
  }
}

export interface TestWallet {
  key: Hex
  address: Hex
  /** The three shares, base64. */
  shares: { device: string; auth: string; recovery: string }
  /** The PUT /v1/wallet body for `userId` at `version`, signed by the key. */
  upload(
    userId: string,
    options?: { version?: number; kind?: RecoveryShare['kind'] },
  ): Promise<WalletPutRequest>
}

/**
 * Seals a recovery share the way the service did before custody v1 (AES-256-GCM, iv | tag |
 * ciphertext, the user id as associated data), to build databases of the old layout.
 */
export function legacySeal(share: string, userId: string, key: Uint8Array): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(userId, 'utf8'))
  const sealed = Buffer.concat([cipher.update(Buffer.from(share, 'base64')), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

/** Stands in for the frame's envelope: opaque to the service, whatever it holds. */
export const FAKE_ENVELOPE_PREFIX = 'visitor-envelope:'

/** A wallet as the frame makes it: a key split 2-of-3 and the uploads it signs. */
export async function testWallet(key: Hex = generatePrivateKey()): Promise<TestWallet> {
  const account = privateKeyToAccount(key)
  const parts = await split(hexToBytes(key), 3, 2)
  const [device, auth, recovery] = parts.map((part) => Buffer.from(part).toString('base64'))
  if (!device || !auth || !recovery) throw new Error('the key could not be split')
  const shares = { device, auth, recovery }
  return {
    key,
    address: account.address,
    shares,
    async upload(userId, { version = 1, kind = 'visitor' } = {}) {
      const recoveryShare: RecoveryShare =
        kind === 'visitor'
          ? { kind, envelope: `${FAKE_ENVELOPE_PREFIX}${recovery}` }
          : { kind, share: recovery }
      const fields = { address: account.address, version, authShare: auth, recovery: recoveryShare }
      const proof = await account.signMessage({
        message: walletSharesMessage({ userId, ...fields }),
      })
      return { ...fields, proof }
    },
  }
}

export interface TestDeviceKey {
  /** The public key as the frame registers it (the uncompressed P-256 point, base64). */
  publicKey: string
  /** Signs the release of a ceremony, as the frame does (base64 r | s). */
  signRelease(ceremonyId: string, userId: string): Promise<string>
}

/** A device key pair as the frame makes it (WebCrypto ECDSA P-256). */
export async function testDeviceKey(): Promise<TestDeviceKey> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey))
  return {
    publicKey: Buffer.from(raw).toString('base64'),
    async signRelease(ceremonyId, userId) {
      const signature = await webcrypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        new TextEncoder().encode(recoveryReleaseMessage(ceremonyId, userId)),
      )
      return Buffer.from(signature).toString('base64')
    },
  }
}
