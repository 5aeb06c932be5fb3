import * as z from 'zod/mini'
import type { Clock } from './clock'
import { codeHash, newSalt, randomCode, sameDigest } from './crypto'
import type { Database } from './db/database'
import { ApiError } from './errors'
import { CODE_LIFETIME_MS, CODE_MAX_TRIES } from './limits'

/**
 * One-time codes: 6 digits, stored only as a salted HMAC, good for 10 minutes and 5 answers.
 * One live code per subject (`login:<email>`, `update_primary:<user>`, ...): a new code
 * replaces the old one. Every answer is counted before it is compared, in one atomic update,
 * so parallel guesses cannot exceed the limit.
 */

export interface IssuedCode {
  /** The code to e-mail; never stored or logged. */
  code: string
  expiresAt: number
}

export interface CodeDetails {
  sentTo: string
  deviceId?: string | undefined
  newEmail?: string | undefined
}

const codeRowSchema = z.object({
  salt: z.string(),
  code_hash: z.string(),
  tries: z.coerce.number(),
  expires_at: z.coerce.number(),
  sent_to: z.string(),
  device_id: z.nullable(z.string()),
  new_email: z.nullable(z.string()),
})

export interface AcceptedCode {
  sentTo: string
  deviceId: string | null
  newEmail: string | null
}

export function createOtpStore(db: Database, now: Clock) {
  return {
    async issue(subject: string, details: CodeDetails): Promise<IssuedCode> {
      const code = randomCode()
      const salt = newSalt()
      const createdAt = now()
      const expiresAt = createdAt + CODE_LIFETIME_MS
      await db.query(
        `INSERT INTO otp_codes
           (subject, sent_to, device_id, new_email, salt, code_hash, tries, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8)
         ON CONFLICT (subject) DO UPDATE SET
           sent_to = EXCLUDED.sent_to, device_id = EXCLUDED.device_id,
           new_email = EXCLUDED.new_email, salt = EXCLUDED.salt,
           code_hash = EXCLUDED.code_hash, tries = 0,
           created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
        [
          subject,
          details.sentTo,
          details.deviceId ?? null,
          details.newEmail ?? null,
          salt,
          codeHash(code, salt),
          createdAt,
          expiresAt,
        ],
      )
      return { code, expiresAt }
    },

    /**
     * Checks an answer. Right: the code is used up and its details returned. Wrong: 400
     * INVALID_CODE, and after the 5th wrong answer 429 TOO_MANY_TRIES (the code is dead; a new
     * one must be asked for). Expired: 410 CODE_EXPIRED. No code: 400 INVALID_CODE.
     * `expected.deviceId`: the code must have been sent for that device.
     */
    async accept(
      subject: string,
      answer: string,
      expected: { deviceId?: string } = {},
    ): Promise<AcceptedCode> {
      // Counted first: the update only succeeds while tries remain.
      const rows = await db.query(
        `UPDATE otp_codes SET tries = tries + 1
         WHERE subject = $1 AND tries < $2
         RETURNING salt, code_hash, tries, expires_at, sent_to, device_id, new_email`,
        [subject, CODE_MAX_TRIES],
      )
      const row = rows[0] === undefined ? undefined : codeRowSchema.parse(rows[0])
      if (!row) {
        const dead = await db.query('SELECT 1 FROM otp_codes WHERE subject = $1', [subject])
        if (dead.length > 0) throw tooManyTries()
        throw new ApiError(400, 'INVALID_CODE', 'The code is not valid. Ask for a new one.')
      }
      if (row.expires_at <= now()) {
        await db.query('DELETE FROM otp_codes WHERE subject = $1', [subject])
        throw new ApiError(410, 'CODE_EXPIRED', 'The code has expired. Ask for a new one.')
      }
      const right = sameDigest(codeHash(answer, row.salt), row.code_hash)
      // A code answered from another device than the one it was sent for counts as wrong.
      const sameDevice = expected.deviceId === undefined || expected.deviceId === row.device_id
      if (!right || !sameDevice) {
        if (row.tries >= CODE_MAX_TRIES) throw tooManyTries()
        throw new ApiError(400, 'INVALID_CODE', 'The code is not right. Check it and try again.')
      }
      // Used once: whoever deletes it first wins a race between two right answers.
      const used = await db.query(
        'DELETE FROM otp_codes WHERE subject = $1 AND code_hash = $2 RETURNING subject',
        [subject, row.code_hash],
      )
      if (used.length === 0)
        throw new ApiError(400, 'INVALID_CODE', 'The code is not valid. Ask for a new one.')
      return { sentTo: row.sent_to, deviceId: row.device_id, newEmail: row.new_email }
    },
  }
}

export type OtpStore = ReturnType<typeof createOtpStore>

function tooManyTries(): ApiError {
  return new ApiError(429, 'TOO_MANY_TRIES', 'Too many wrong codes. Ask for a new code.')
}
