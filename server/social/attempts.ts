import * as z from 'zod/mini'
import type { Clock } from '../clock'
import { tokenHash } from '../crypto'
import type { Database, Queryable } from '../db/database'
import { identitySourceSchema, type IdentitySource } from '../../protocol/auth/social'

/**
 * Sign-ins under way: one row per start, keyed by the hash of its `state` (a provider's) or of
 * its channel token (Farcaster's), so the database alone gives neither away. A row is finished
 * once, by the first callback or completed status that takes it: a replayed callback, or a
 * second answer to the same state, finds nothing.
 */
export interface NewAttempt {
  /** The key the answer comes back with: the OAuth `state`, or the Farcaster channel token. */
  key: string
  source: IdentitySource
  nonce: string
  /** The PKCE verifier for the provider's token endpoint (none for Farcaster). */
  codeVerifier?: string
  frameChallenge: string
  deviceId: string
  pageOrigin?: string
  returnTo?: string
  lifetimeMs: number
}

const attemptRowSchema = z.object({
  source: identitySourceSchema,
  nonce: z.string(),
  code_verifier: z.nullable(z.string()),
  frame_challenge: z.string(),
  device_id: z.string(),
  page_origin: z.nullable(z.string()),
  return_to: z.nullable(z.string()),
  expires_at: z.coerce.number(),
})
export type Attempt = z.infer<typeof attemptRowSchema>

const COLUMNS = `source, nonce, code_verifier, frame_challenge, device_id, page_origin,
  return_to, expires_at`

export function createSocialAttempts(db: Database, now: Clock) {
  return {
    async create(attempt: NewAttempt, on: Queryable = db): Promise<void> {
      const time = now()
      // Rows past their time are of no use: each start clears them, so the table stays small.
      await on.query('DELETE FROM social_attempts WHERE expires_at <= $1', [time])
      await on.query(
        `INSERT INTO social_attempts (state_hash, source, nonce, code_verifier, frame_challenge,
           device_id, page_origin, return_to, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          tokenHash(attempt.key),
          attempt.source,
          attempt.nonce,
          attempt.codeVerifier ?? null,
          attempt.frameChallenge,
          attempt.deviceId,
          attempt.pageOrigin ?? null,
          attempt.returnTo ?? null,
          time,
          time + attempt.lifetimeMs,
        ],
      )
    },

    /** The unfinished attempt of this key, expired or not (the caller tells them apart). */
    async peek(key: string): Promise<Attempt | undefined> {
      const rows = await db.query(
        `SELECT ${COLUMNS} FROM social_attempts WHERE state_hash = $1 AND finished_at IS NULL`,
        [tokenHash(key)],
      )
      return rows[0] === undefined ? undefined : attemptRowSchema.parse(rows[0])
    },

    /**
     * Finishes the live attempt of this key and returns it; undefined when there is none (never
     * started, expired, or already finished: the second of two answers gets nothing).
     */
    async finish(key: string, on: Queryable = db): Promise<Attempt | undefined> {
      const rows = await on.query(
        `UPDATE social_attempts SET finished_at = $2
         WHERE state_hash = $1 AND finished_at IS NULL AND expires_at > $2
         RETURNING ${COLUMNS}`,
        [tokenHash(key), now()],
      )
      return rows[0] === undefined ? undefined : attemptRowSchema.parse(rows[0])
    },
  }
}

export type SocialAttempts = ReturnType<typeof createSocialAttempts>
