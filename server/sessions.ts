import * as z from 'zod/mini'
import type { Clock } from './clock'
import { randomId, randomToken, tokenHash } from './crypto'
import type { Database, Queryable } from './db/database'
import { ApiError } from './errors'
import { ACCESS_TOKEN_LIFETIME_MS, SESSION_LIFETIME_MS } from './limits'

/**
 * Sessions. A sign-in opens a family; it hands out an access token (15 min) and a refresh
 * token. Both are opaque random tokens stored as SHA-256 hashes, not signed tokens: every
 * request looks its token up anyway, so sign-out and reuse detection end a session at once,
 * and there is no signing key to keep. A refresh token is good once: refreshing rotates it,
 * and presenting a used one again (a stolen copy, or the thief's after the owner's) revokes
 * the whole family.
 */

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  /** Seconds. */
  expiresIn: number
}

export interface SessionInfo {
  familyId: string
  userId: string
  deviceId: string
  /** The device was approved by a link in this sign-in: the recovery share may be released. */
  recoveryAllowed: boolean
}

const familyRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  device_id: z.string(),
  recovery_allowed: z.boolean(),
})

const refreshRowSchema = z.object({
  family_id: z.string(),
  used_at: z.nullable(z.coerce.number()),
  revoked_at: z.nullable(z.coerce.number()),
  expires_at: z.coerce.number(),
})

function unauthorized(message = 'Sign in again.'): ApiError {
  return new ApiError(401, 'UNAUTHORIZED', message)
}

export function createSessions(db: Database, now: Clock) {
  async function issueTokens(familyId: string, on: Queryable): Promise<IssuedTokens> {
    const accessToken = randomToken()
    const refreshToken = randomToken()
    const time = now()
    await on.query(
      'INSERT INTO access_tokens (token_hash, family_id, expires_at) VALUES ($1, $2, $3)',
      [tokenHash(accessToken), familyId, time + ACCESS_TOKEN_LIFETIME_MS],
    )
    await on.query(
      'INSERT INTO refresh_tokens (token_hash, family_id, created_at) VALUES ($1, $2, $3)',
      [tokenHash(refreshToken), familyId, time],
    )
    // Expired access tokens of this family are of no more use.
    await on.query('DELETE FROM access_tokens WHERE family_id = $1 AND expires_at <= $2', [
      familyId,
      time,
    ])
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_LIFETIME_MS / 1000 }
  }

  async function revoke(familyId: string, on: Queryable = db): Promise<void> {
    await on.query(
      'UPDATE session_families SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
      [familyId, now()],
    )
    await on.query('DELETE FROM access_tokens WHERE family_id = $1', [familyId])
  }

  return {
    async open(
      { userId, deviceId, recoveryAllowed }: Omit<SessionInfo, 'familyId'>,
      on: Queryable = db,
    ): Promise<IssuedTokens> {
      const familyId = randomId()
      const time = now()
      await on.query(
        `INSERT INTO session_families
           (id, user_id, device_id, recovery_allowed, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [familyId, userId, deviceId, recoveryAllowed, time, time + SESSION_LIFETIME_MS],
      )
      return issueTokens(familyId, on)
    },

    /** The session of a Bearer access token; 401 if unknown, expired or signed out. */
    async authenticate(accessToken: string): Promise<SessionInfo> {
      const rows = await db.query(
        `SELECT f.id, f.user_id, f.device_id, f.recovery_allowed FROM access_tokens a
         JOIN session_families f ON f.id = a.family_id
         WHERE a.token_hash = $1 AND a.expires_at > $2
           AND f.revoked_at IS NULL AND f.expires_at > $2`,
        [tokenHash(accessToken), now()],
      )
      const row = rows[0] === undefined ? undefined : familyRowSchema.parse(rows[0])
      if (!row) throw unauthorized('The session has expired. Sign in again.')
      return {
        familyId: row.id,
        userId: row.user_id,
        deviceId: row.device_id,
        recoveryAllowed: row.recovery_allowed,
      }
    },

    /** Rotates a refresh token: a new pair, the old refresh token dead. */
    async refresh(refreshToken: string): Promise<{ tokens: IssuedTokens; userId: string }> {
      const hash = tokenHash(refreshToken)
      const time = now()
      return db
        .transaction(async (tx) => {
          const rows = await tx.query(
            `SELECT r.family_id, r.used_at, f.revoked_at, f.expires_at FROM refresh_tokens r
           JOIN session_families f ON f.id = r.family_id WHERE r.token_hash = $1`,
            [hash],
          )
          const row = rows[0] === undefined ? undefined : refreshRowSchema.parse(rows[0])
          if (!row || row.revoked_at !== null || row.expires_at <= time) throw unauthorized()
          // Used once only: a second use of this token means two parties hold it.
          const claimed = await tx.query(
            `UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL
           RETURNING family_id`,
            [hash, time],
          )
          if (claimed.length === 0) {
            await revoke(row.family_id, tx)
            return undefined
          }
          const owner = await tx.query('SELECT user_id FROM session_families WHERE id = $1', [
            row.family_id,
          ])
          const { user_id: userId } = z.object({ user_id: z.string() }).parse(owner[0])
          return { tokens: await issueTokens(row.family_id, tx), userId }
        })
        .then((result) => {
          // Thrown outside the transaction, so the revocation above is committed.
          if (!result) throw unauthorized('This sign-in was ended for safety. Sign in again.')
          return result
        })
    },

    /** Ends the session of this access token (its family: every token rotated from it). */
    signOut: (familyId: string) => revoke(familyId),
  }
}

export type Sessions = ReturnType<typeof createSessions>
