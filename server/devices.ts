import * as z from 'zod/mini'
import type { Clock } from './clock'
import { randomToken, tokenHash } from './crypto'
import type { Database, Queryable } from './db/database'
import { DEVICE_APPROVAL_LIFETIME_MS } from './limits'

/**
 * Device approval: an existing user signing in on a device it has not seen gets a link by
 * e-mail; opening it approves that device, the frame's long poll then answers, and the code
 * that follows completes the sign-in. The link's token is stored hashed.
 */

const approvalRowSchema = z.object({
  user_id: z.string(),
  device_id: z.string(),
  approved_at: z.nullable(z.coerce.number()),
})

const approvedAtRowSchema = z.object({ approved_at: z.nullable(z.coerce.number()) })

export interface Approval {
  userId: string
  deviceId: string
  /** Whether the link had been opened before (a second click changes nothing). */
  alreadyApproved: boolean
}

export function createDeviceApprovals(db: Database, now: Clock) {
  return {
    /** A new approval link token for this user's device (older unapproved ones stay valid). */
    async request(userId: string, deviceId: string): Promise<string> {
      const token = randomToken()
      const createdAt = now()
      await db.query(
        `INSERT INTO device_approvals (token_hash, user_id, device_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [tokenHash(token), userId, deviceId, createdAt, createdAt + DEVICE_APPROVAL_LIFETIME_MS],
      )
      return token
    },

    /** Marks the link's device approved; undefined for an unknown or expired link. */
    async approve(token: string): Promise<Approval | undefined> {
      const time = now()
      const rows = await db.query(
        `SELECT user_id, device_id, approved_at FROM device_approvals
         WHERE token_hash = $1 AND expires_at > $2 AND consumed_at IS NULL`,
        [tokenHash(token), time],
      )
      const row = rows[0] === undefined ? undefined : approvalRowSchema.parse(rows[0])
      if (!row) return undefined
      if (row.approved_at === null)
        await db.query('UPDATE device_approvals SET approved_at = $2 WHERE token_hash = $1', [
          tokenHash(token),
          time,
        ])
      return {
        userId: row.user_id,
        deviceId: row.device_id,
        alreadyApproved: row.approved_at !== null,
      }
    },

    /** Whether an approval of this device is waiting to be used by its sign-in. */
    async isApproved(userId: string, deviceId: string, on: Queryable = db): Promise<boolean> {
      const rows = await on.query(
        `SELECT 1 FROM device_approvals WHERE user_id = $1 AND device_id = $2
         AND approved_at IS NOT NULL AND consumed_at IS NULL AND expires_at > $3`,
        [userId, deviceId, now()],
      )
      return rows.length > 0
    },

    /** Whether any approval of this device was asked for and is still open (the long poll). */
    async isPending(userId: string, deviceId: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM device_approvals WHERE user_id = $1 AND device_id = $2
         AND consumed_at IS NULL AND expires_at > $3`,
        [userId, deviceId, now()],
      )
      return rows.length > 0
    },

    /** Uses up the device's approvals at sign-in; true if one was approved. */
    async consume(userId: string, deviceId: string, on: Queryable = db): Promise<boolean> {
      const rows = await on.query(
        `UPDATE device_approvals SET consumed_at = $3
         WHERE user_id = $1 AND device_id = $2 AND consumed_at IS NULL
         RETURNING approved_at`,
        [userId, deviceId, now()],
      )
      return rows.some((row) => approvedAtRowSchema.parse(row).approved_at !== null)
    },
  }
}

export type DeviceApprovals = ReturnType<typeof createDeviceApprovals>
