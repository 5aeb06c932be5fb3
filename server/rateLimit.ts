import * as z from 'zod/mini'
import type { Clock } from './clock'
import type { Database } from './db/database'
import { ApiError, secondsUntil } from './errors'
import { EMAIL_LOGIN_COOLDOWN_MS, type RateRule } from './limits'

/**
 * Rate limits and the e-mail resend cooldown, kept in the database so that every instance of
 * the service behind one PostgreSQL counts the same hits. Each check is one atomic upsert.
 */

const hitsRowSchema = z.object({ hits: z.coerce.number() })
const sentAtRowSchema = z.object({ sent_at: z.coerce.number() })

export function createRateLimiter(db: Database, now: Clock) {
  return {
    /**
     * Counts one hit in `bucket` (e.g. `start-ip:127.0.0.1`) and throws 429 RATE_LIMITED with
     * the seconds until the window ends once more than `rule.limit` hits fall in it.
     */
    async hit(bucket: string, rule: RateRule): Promise<void> {
      const time = now()
      const windowStart = time - (time % rule.windowMs)
      const rows = await db.query(
        `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits`,
        [bucket, windowStart],
      )
      // Past windows of this bucket are of no more use.
      await db.query('DELETE FROM rate_limits WHERE bucket = $1 AND window_start < $2', [
        bucket,
        windowStart,
      ])
      const { hits } = hitsRowSchema.parse(rows[0])
      if (hits > rule.limit)
        throw new ApiError(
          429,
          'RATE_LIMITED',
          'Too many requests. Please try again later.',
          secondsUntil(windowStart + rule.windowMs, time),
        )
    },

    /**
     * Claims the right to e-mail `email` now: at most one e-mail per 30 s. Throws 429
     * RATE_LIMITED with the seconds left otherwise. `force` claims it regardless (the code
     * that follows a device approval the visitor just clicked).
     */
    async claimEmail(email: string, { force = false }: { force?: boolean } = {}): Promise<void> {
      const time = now()
      const rows = await db.query(
        `INSERT INTO email_cooldowns (email, sent_at) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET sent_at = EXCLUDED.sent_at
         WHERE $3::boolean OR email_cooldowns.sent_at <= $2::bigint - $4::bigint
         RETURNING sent_at`,
        [email, time, force, EMAIL_LOGIN_COOLDOWN_MS],
      )
      if (rows.length > 0) return
      const last = await db.query('SELECT sent_at FROM email_cooldowns WHERE email = $1', [email])
      const sentAt = last[0] === undefined ? time : sentAtRowSchema.parse(last[0]).sent_at
      throw new ApiError(
        429,
        'RATE_LIMITED',
        'Please wait before asking for another e-mail.',
        secondsUntil(sentAt + EMAIL_LOGIN_COOLDOWN_MS, time),
      )
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
