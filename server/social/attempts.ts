import * as z from 'zod/mini'
import type { KitLanguage } from '../../core/i18n/languages'
import { kitLanguageOf } from '../../core/i18n/negotiate'
import type { Clock } from '../clock'
import { tokenHash } from '../crypto'
import type { Database, Queryable } from '../db/database'
import { identitySourceSchema, type IdentitySource } from '../../protocol/auth/social'

/**
 * Sign-ins under way: one row per start, keyed by the hash of its `state` (a provider's) or of
 * its channel token (Farcaster's), so the database alone gives neither away. A row is finished
 * once, by the first callback or completed status that takes it: a replayed callback, or a
 * second answer to the same state, finds nothing. Each way in reads its own kind only: a
 * Farcaster channel's token (in its QR code, for anyone who sees it) is no state at the
 * providers' callback, and a provider's state no channel at the status.
 */
export type AttemptKind = 'provider' | 'farcaster'

export interface NewAttempt {
  /** The key the answer comes back with: the OAuth `state`, or the Farcaster channel token. */
  key: string
  source: IdentitySource
  nonce: string
  frameChallenge: string
  deviceId: string
  pageOrigin?: string
  returnTo?: string
  /** The language it was started in (the callback's page falls back to it). */
  language?: KitLanguage
  lifetimeMs: number
}

const attemptRowSchema = z.object({
  source: identitySourceSchema,
  nonce: z.string(),
  frame_challenge: z.string(),
  device_id: z.string(),
  page_origin: z.nullable(z.string()),
  return_to: z.nullable(z.string()),
  language: z.pipe(
    z.nullable(z.string()),
    z.transform((value) => (value === null ? undefined : kitLanguageOf(value))),
  ),
  expires_at: z.coerce.number(),
})
export type Attempt = z.infer<typeof attemptRowSchema>

const COLUMNS = `source, nonce, frame_challenge, device_id, page_origin, return_to, language,
  expires_at`

/** The condition that an attempt is of the kind the parameter `$n` says (true: Farcaster). */
const ofKind = (n: number) => `(source = 'farcaster') = $${n}`

export function createSocialAttempts(db: Database, now: Clock) {
  return {
    async create(attempt: NewAttempt, on: Queryable = db): Promise<void> {
      const time = now()
      // Rows past their time are of no use: each start clears them, so the table stays small.
      await on.query('DELETE FROM social_attempts WHERE expires_at <= $1', [time])
      await on.query(
        `INSERT INTO social_attempts (state_hash, source, nonce, frame_challenge, device_id,
           page_origin, return_to, language, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          tokenHash(attempt.key),
          attempt.source,
          attempt.nonce,
          attempt.frameChallenge,
          attempt.deviceId,
          attempt.pageOrigin ?? null,
          attempt.returnTo ?? null,
          attempt.language ?? null,
          time,
          time + attempt.lifetimeMs,
        ],
      )
    },

    /** The unfinished attempt of this kind and key, expired or not (the caller tells them apart). */
    async peek(kind: AttemptKind, key: string): Promise<Attempt | undefined> {
      const rows = await db.query(
        `SELECT ${COLUMNS} FROM social_attempts
         WHERE state_hash = $1 AND finished_at IS NULL AND ${ofKind(2)}`,
        [tokenHash(key), kind === 'farcaster'],
      )
      return rows[0] === undefined ? undefined : attemptRowSchema.parse(rows[0])
    },

    /**
     * Finishes the live attempt of this kind and key and returns it; undefined when there is
     * none (never started, expired, already finished: the second of two answers gets nothing;
     * or of the other kind, which it leaves as it is).
     */
    async finish(kind: AttemptKind, key: string, on: Queryable = db): Promise<Attempt | undefined> {
      const rows = await on.query(
        `UPDATE social_attempts SET finished_at = $2
         WHERE state_hash = $1 AND finished_at IS NULL AND expires_at > $2 AND ${ofKind(3)}
         RETURNING ${COLUMNS}`,
        [tokenHash(key), now(), kind === 'farcaster'],
      )
      return rows[0] === undefined ? undefined : attemptRowSchema.parse(rows[0])
    },
  }
}

export type SocialAttempts = ReturnType<typeof createSocialAttempts>
