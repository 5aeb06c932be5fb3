import { createPublicKey, verify } from 'node:crypto'
import * as z from 'zod/mini'
import type { Clock } from './clock'
import { randomToken } from './crypto'
import type { Database, Queryable } from './db/database'
import { RECOVERY_CEREMONY_LIFETIME_MS } from './limits'
import { recoveryReleaseMessage } from '../protocol/auth/walletProof'

/**
 * Recovery ceremonies. The recovery share is never a session's standing right: a device that
 * signs in through an approval link (the mailbox) and a fresh code, registering its own device
 * key (ECDSA P-256, made in the frame, private part not extractable) with the code, opens one
 * ceremony. The ceremony releases the recovery share once, within
 * RECOVERY_CEREMONY_LIFETIME_MS, to a request of that very sign-in signed by that device key.
 * A stolen access or refresh token cannot sign; a stolen signature names one used ceremony.
 */

const ceremonyRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  device_key: z.string(),
  expires_at: z.coerce.number(),
  released_at: z.nullable(z.coerce.number()),
})

/** DER prefix of a P-256 SubjectPublicKeyInfo, before the 65-byte uncompressed point. */
const P256_SPKI_PREFIX = Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex')
const P256_POINT_BYTES = 65
const P256_SIGNATURE_BYTES = 64

/** Whether `signature` (base64, r | s) is the P-256 key `publicKey` (base64 point)'s of `message`. */
export function verifyDeviceSignature(
  publicKey: string,
  message: string,
  signature: string,
): boolean {
  const point = Buffer.from(publicKey, 'base64')
  const signed = Buffer.from(signature, 'base64')
  if (point.length !== P256_POINT_BYTES || signed.length !== P256_SIGNATURE_BYTES) return false
  try {
    const key = createPublicKey({
      key: Buffer.concat([P256_SPKI_PREFIX, point]),
      format: 'der',
      type: 'spki',
    })
    return verify(
      'sha256',
      Buffer.from(message, 'utf8'),
      { key, dsaEncoding: 'ieee-p1363' },
      signed,
    )
  } catch {
    // Not a point on the curve.
    return false
  }
}

export type ReleaseOutcome = 'released' | 'missing' | 'expired' | 'used' | 'bad-signature'

export function createCeremonies(db: Database, now: Clock) {
  return {
    /** Opens a ceremony for this sign-in (its family), replacing the device's unused ones. */
    async open(
      fields: { userId: string; familyId: string; deviceId: string; deviceKey: string },
      on: Queryable = db,
    ): Promise<string> {
      const id = randomToken()
      const time = now()
      await on.query(
        `DELETE FROM recovery_ceremonies
         WHERE user_id = $1 AND device_id = $2 AND released_at IS NULL`,
        [fields.userId, fields.deviceId],
      )
      await on.query(
        `INSERT INTO recovery_ceremonies
           (id, user_id, family_id, device_id, device_key, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          fields.userId,
          fields.familyId,
          fields.deviceId,
          fields.deviceKey,
          time,
          time + RECOVERY_CEREMONY_LIFETIME_MS,
        ],
      )
      return id
    },

    /** This sign-in's ceremony still able to release, if any. */
    async live(familyId: string): Promise<{ id: string } | undefined> {
      const rows = await db.query(
        `SELECT id FROM recovery_ceremonies
         WHERE family_id = $1 AND released_at IS NULL AND expires_at > $2
         ORDER BY created_at DESC LIMIT 1`,
        [familyId, now()],
      )
      return rows[0] === undefined ? undefined : z.object({ id: z.string() }).parse(rows[0])
    },

    /**
     * Marks the ceremony released if it is this sign-in's, live, unused, and `signature` is its
     * device key's; inside `tx`, so the share is read in the same transaction.
     */
    async release(
      tx: Queryable,
      fields: { ceremonyId: string; familyId: string; signature: string },
    ): Promise<ReleaseOutcome> {
      const rows = await tx.query(
        `SELECT id, user_id, device_key, expires_at, released_at FROM recovery_ceremonies
         WHERE id = $1 AND family_id = $2 FOR UPDATE`,
        [fields.ceremonyId, fields.familyId],
      )
      const found = rows[0] === undefined ? undefined : ceremonyRowSchema.parse(rows[0])
      if (!found) return 'missing'
      if (found.released_at !== null) return 'used'
      const time = now()
      if (found.expires_at <= time) return 'expired'
      // A wrong signature does not use the ceremony up: whoever cannot sign cannot burn it.
      const message = recoveryReleaseMessage(found.id, found.user_id)
      if (!verifyDeviceSignature(found.device_key, message, fields.signature))
        return 'bad-signature'
      await tx.query('UPDATE recovery_ceremonies SET released_at = $2 WHERE id = $1', [
        found.id,
        time,
      ])
      return 'released'
    },
  }
}

export type Ceremonies = ReturnType<typeof createCeremonies>
