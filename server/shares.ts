import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import * as z from 'zod/mini'
import type { Clock } from './clock'
import type { Database } from './db/database'

/**
 * The embedded wallet's shares held by the service. The auth share is stored as given; the
 * recovery share is sealed with AES-256-GCM under the seal key, which lives outside the
 * database (environment or a key file), with the user id as associated data: a sealed share
 * copied to another user's row does not open. So the database alone holds one usable share
 * of the 2-of-3 split, never two.
 */

const IV_BYTES = 12
const TAG_BYTES = 16
export const SEAL_KEY_BYTES = 32

/** Seals `share` (base64) for `userId`: base64 of iv | tag | ciphertext. */
export function sealShare(share: string, userId: string, key: Uint8Array): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(userId, 'utf8'))
  const sealed = Buffer.concat([cipher.update(Buffer.from(share, 'base64')), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

/** Opens a sealed share; throws if the key, the user id or the bytes are not the sealing ones. */
export function unsealShare(sealed: string, userId: string, key: Uint8Array): string {
  const bytes = Buffer.from(sealed, 'base64')
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('sealed share too short')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(userId, 'utf8'))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('base64')
}

const walletRowSchema = z.object({
  address: z.string(),
  auth_share: z.string(),
  recovery_sealed: z.string(),
})

export interface StoredWallet {
  address: string
  authShare: string
}

export function createWalletStore(db: Database, now: Clock, sealKey: Uint8Array) {
  async function row(userId: string) {
    const rows = await db.query(
      'SELECT address, auth_share, recovery_sealed FROM wallets WHERE user_id = $1',
      [userId],
    )
    return rows[0] === undefined ? undefined : walletRowSchema.parse(rows[0])
  }
  return {
    /** Stores the user's wallet once; false if the user already has one. */
    async create(
      userId: string,
      wallet: { address: string; authShare: string; recoveryShare: string },
    ): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO wallets (user_id, address, auth_share, recovery_sealed, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
        [
          userId,
          wallet.address,
          wallet.authShare,
          sealShare(wallet.recoveryShare, userId, sealKey),
          now(),
        ],
      )
      return rows.length > 0
    },

    async get(userId: string): Promise<StoredWallet | undefined> {
      const found = await row(userId)
      return found && { address: found.address, authShare: found.auth_share }
    },

    async recoveryShare(userId: string): Promise<string | undefined> {
      const found = await row(userId)
      return found && unsealShare(found.recovery_sealed, userId, sealKey)
    },
  }
}

export type WalletStore = ReturnType<typeof createWalletStore>
