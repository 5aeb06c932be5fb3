import * as z from 'zod/mini'
import type { Clock } from './clock'
import { openWithToken, randomId, randomToken, sealWithToken, tokenHash } from './crypto'
import type { Database, Queryable } from './db/database'
import { ApiError } from './errors'
import {
  ACCESS_TOKEN_LIFETIME_MS,
  REFRESH_GRACE_MS,
  SESSION_ACTIVITY_WRITE_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_LIFETIME_MS,
} from './limits'

/**
 * Sessions. A sign-in opens a family; it hands out an access token (15 min) and a refresh
 * token. Both are opaque random tokens stored as SHA-256 hashes, not signed tokens: every
 * request looks its token up anyway, so sign-out and reuse detection end a session at once,
 * and there is no signing key to keep.
 *
 * A refresh rotates: a new pair, the old refresh token used and the access token issued with
 * it revoked. The same refresh token presented again within REFRESH_GRACE_MS gets the same new
 * pair (two tabs of one visitor refreshing at once), kept sealed under a key derived from that
 * very token; later, it counts as reuse (a stolen copy, or the thief's after the owner's) and
 * revokes the whole family. A family ends after SESSION_IDLE_TIMEOUT_MS without use and after
 * SESSION_MAX_LIFETIME_MS in any case.
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
}

const familyRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  device_id: z.string(),
  last_used_at: z.coerce.number(),
})

const refreshRowSchema = z.object({
  family_id: z.string(),
  user_id: z.string(),
  used_at: z.nullable(z.coerce.number()),
  successor_sealed: z.nullable(z.string()),
  revoked_at: z.nullable(z.coerce.number()),
  expires_at: z.coerce.number(),
  last_used_at: z.coerce.number(),
})

/** The pair a rotation handed out, as kept for the grace window. */
const successorSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessExpiresAt: z.number(),
})

const SUCCESSOR_PURPOSE = 'portico/refresh-successor'

function unauthorized(message = 'Sign in again.'): ApiError {
  return new ApiError(401, 'UNAUTHORIZED', message)
}

type RefreshOutcome =
  | { kind: 'tokens'; tokens: IssuedTokens; userId: string }
  | { kind: 'refused' }
  | { kind: 'reused' }

export function createSessions(db: Database, now: Clock) {
  async function issueTokens(
    familyId: string,
    on: Queryable,
  ): Promise<IssuedTokens & { accessExpiresAt: number }> {
    const accessToken = randomToken()
    const refreshToken = randomToken()
    const time = now()
    const accessExpiresAt = time + ACCESS_TOKEN_LIFETIME_MS
    await on.query(
      `INSERT INTO access_tokens (token_hash, family_id, expires_at, refresh_hash)
       VALUES ($1, $2, $3, $4)`,
      [tokenHash(accessToken), familyId, accessExpiresAt, tokenHash(refreshToken)],
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
    return {
      accessToken,
      refreshToken,
      expiresIn: ACCESS_TOKEN_LIFETIME_MS / 1000,
      accessExpiresAt,
    }
  }

  async function revoke(familyIds: readonly string[], on: Queryable = db): Promise<void> {
    for (const familyId of familyIds) {
      await on.query(
        'UPDATE session_families SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
        [familyId, now()],
      )
      await on.query('DELETE FROM access_tokens WHERE family_id = $1', [familyId])
    }
  }

  /** Whether a family is within both its idle timeout and its absolute lifetime. */
  const alive = (family: { expires_at: number; last_used_at: number }, time: number) =>
    family.expires_at > time && family.last_used_at > time - SESSION_IDLE_TIMEOUT_MS

  async function refreshIn(tx: Queryable, refreshToken: string): Promise<RefreshOutcome> {
    const hash = tokenHash(refreshToken)
    const time = now()
    // Locked: of two refreshes of one token at once, the second waits for the first's pair.
    const rows = await tx.query(
      `SELECT r.family_id, f.user_id, r.used_at, r.successor_sealed, f.revoked_at, f.expires_at,
         f.last_used_at
       FROM refresh_tokens r JOIN session_families f ON f.id = r.family_id
       WHERE r.token_hash = $1 FOR UPDATE OF r`,
      [hash],
    )
    const row = rows[0] === undefined ? undefined : refreshRowSchema.parse(rows[0])
    if (!row || row.revoked_at !== null || !alive(row, time)) return { kind: 'refused' }
    const userId = row.user_id

    if (row.used_at === null) {
      await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [hash, time])
      // The access token that came with this refresh token ends with it.
      await tx.query('DELETE FROM access_tokens WHERE refresh_hash = $1', [hash])
      const { accessExpiresAt, ...tokens } = await issueTokens(row.family_id, tx)
      const successor = JSON.stringify({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        accessExpiresAt,
      })
      await tx.query('UPDATE refresh_tokens SET successor_sealed = $2 WHERE token_hash = $1', [
        hash,
        sealWithToken(successor, refreshToken, SUCCESSOR_PURPOSE),
      ])
      await tx.query('UPDATE session_families SET last_used_at = $2 WHERE id = $1', [
        row.family_id,
        time,
      ])
      return { kind: 'tokens', tokens, userId }
    }

    if (time - row.used_at <= REFRESH_GRACE_MS && row.successor_sealed !== null) {
      const successor = successorSchema.parse(
        JSON.parse(openWithToken(row.successor_sealed, refreshToken, SUCCESSOR_PURPOSE)),
      )
      return {
        kind: 'tokens',
        tokens: {
          accessToken: successor.accessToken,
          refreshToken: successor.refreshToken,
          expiresIn: Math.max(1, Math.floor((successor.accessExpiresAt - time) / 1000)),
        },
        userId,
      }
    }

    // Used once already, and not just now: two parties hold it.
    await revoke([row.family_id], tx)
    return { kind: 'reused' }
  }

  return {
    /** Opens a sign-in: its tokens, and its family (what a recovery ceremony is bound to). */
    async open(
      { userId, deviceId }: Omit<SessionInfo, 'familyId'>,
      on: Queryable = db,
    ): Promise<{ tokens: IssuedTokens; familyId: string }> {
      const familyId = randomId()
      const time = now()
      await on.query(
        `INSERT INTO session_families
           (id, user_id, device_id, created_at, expires_at, last_used_at)
         VALUES ($1, $2, $3, $4, $5, $4)`,
        [familyId, userId, deviceId, time, time + SESSION_MAX_LIFETIME_MS],
      )
      const { accessExpiresAt: _expiresAt, ...tokens } = await issueTokens(familyId, on)
      return { tokens, familyId }
    },

    /** The session of a Bearer access token; 401 if unknown, expired, idle or signed out. */
    async authenticate(accessToken: string): Promise<SessionInfo> {
      const time = now()
      const rows = await db.query(
        `SELECT f.id, f.user_id, f.device_id, f.last_used_at
         FROM access_tokens a JOIN session_families f ON f.id = a.family_id
         WHERE a.token_hash = $1 AND a.expires_at > $2
           AND f.revoked_at IS NULL AND f.expires_at > $2 AND f.last_used_at > $3`,
        [tokenHash(accessToken), time, time - SESSION_IDLE_TIMEOUT_MS],
      )
      const row = rows[0] === undefined ? undefined : familyRowSchema.parse(rows[0])
      if (!row) throw unauthorized('The session has expired. Sign in again.')
      if (row.last_used_at <= time - SESSION_ACTIVITY_WRITE_MS)
        await db.query('UPDATE session_families SET last_used_at = $2 WHERE id = $1', [
          row.id,
          time,
        ])
      return {
        familyId: row.id,
        userId: row.user_id,
        deviceId: row.device_id,
      }
    },

    /** Rotates a refresh token: a new pair (the same one again within the grace window). */
    async refresh(refreshToken: string): Promise<{ tokens: IssuedTokens; userId: string }> {
      // Decided inside the transaction, thrown outside, so a revocation is committed.
      const outcome = await db.transaction((tx) => refreshIn(tx, refreshToken))
      if (outcome.kind === 'reused')
        throw unauthorized('This sign-in was ended for safety. Sign in again.')
      if (outcome.kind === 'refused') throw unauthorized()
      return { tokens: outcome.tokens, userId: outcome.userId }
    },

    /** Ends the session of this access token (its family: every token rotated from it). */
    signOut: (familyId: string) => revoke([familyId]),

    /** Ends every session of the user but `keepFamilyId`'s; how many it ended. */
    async endOthers(userId: string, keepFamilyId: string): Promise<number> {
      const rows = await db.query(
        'SELECT id FROM session_families WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
        [userId, keepFamilyId],
      )
      const ids = rows.map((row) => z.object({ id: z.string() }).parse(row).id)
      await revoke(ids)
      return ids.length
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
