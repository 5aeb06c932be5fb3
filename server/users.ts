import * as z from 'zod/mini'
import type { Clock } from './clock'
import type { AuthUser } from '../protocol/auth/contract'
import { randomId } from './crypto'
import type { Database, Queryable } from './db/database'

const userRowSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
})

/** E-mail addresses are compared as the visitor's mail server would deliver them: lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

const deviceStatusRowSchema = z.object({ id: z.string(), known: z.boolean() })

const SELECT_USER = `SELECT u.id, u.email, w.address FROM users u
  LEFT JOIN wallets w ON w.user_id = u.id`

function toUser(row: unknown): AuthUser {
  return userRowSchema.parse(row)
}

export function createUserStore(db: Database, now: Clock) {
  return {
    async byEmail(email: string, on: Queryable = db): Promise<AuthUser | undefined> {
      const rows = await on.query(`${SELECT_USER} WHERE u.email = $1`, [email])
      return rows[0] === undefined ? undefined : toUser(rows[0])
    },

    async byId(id: string, on: Queryable = db): Promise<AuthUser | undefined> {
      const rows = await on.query(`${SELECT_USER} WHERE u.id = $1`, [id])
      return rows[0] === undefined ? undefined : toUser(rows[0])
    },

    /** The user of this address, created on its first sign-in. */
    async ensure(email: string, on: Queryable = db): Promise<AuthUser> {
      await on.query(
        'INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING',
        [randomId(), email, now()],
      )
      const user = await this.byEmail(email, on)
      if (!user) throw new Error('the user just created is missing')
      return user
    },

    /**
     * The address's account, if any, and whether this device signed in to it before: one
     * query whichever the case, so the answer takes the same time.
     */
    async deviceStatus(
      email: string,
      deviceId: string,
    ): Promise<{ userId: string; knownDevice: boolean } | undefined> {
      const rows = await db.query(
        `SELECT u.id, EXISTS (SELECT 1 FROM devices d WHERE d.user_id = u.id AND d.device_id = $2)
           AS known FROM users u WHERE u.email = $1`,
        [email, deviceId],
      )
      if (rows[0] === undefined) return undefined
      const row = deviceStatusRowSchema.parse(rows[0])
      return { userId: row.id, knownDevice: row.known }
    },

    /** Whether this device completed a sign-in of this user before. */
    async knowsDevice(userId: string, deviceId: string, on: Queryable = db): Promise<boolean> {
      const rows = await on.query('SELECT 1 FROM devices WHERE user_id = $1 AND device_id = $2', [
        userId,
        deviceId,
      ])
      return rows.length > 0
    },

    async rememberDevice(userId: string, deviceId: string, on: Queryable = db): Promise<void> {
      await on.query(
        `INSERT INTO devices (user_id, device_id, known_since) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, device_id) DO NOTHING`,
        [userId, deviceId, now()],
      )
    },

    /**
     * Forgets every device of the user but `deviceId`: after the shares rotate (a recovery),
     * their device shares rebuild nothing, so each signs in again through an approval link,
     * which opens the recovery ceremony it now needs.
     */
    async forgetOtherDevices(userId: string, deviceId: string): Promise<void> {
      await db.query('DELETE FROM devices WHERE user_id = $1 AND device_id <> $2', [
        userId,
        deviceId,
      ])
    },

    /** Moves the user to a new address; false if another user has it. */
    async changeEmail(userId: string, newEmail: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE users SET email = $2 WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM users WHERE email = $2) RETURNING id`,
        [userId, newEmail],
      )
      return rows.length > 0
    },
  }
}

export type UserStore = ReturnType<typeof createUserStore>
