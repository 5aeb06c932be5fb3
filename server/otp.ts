import * as z from 'zod/mini'
import type { Clock } from './clock'
import { codeHash, newSalt, randomCode, sameDigest } from './crypto'
import type { Database, Queryable } from './db/database'
import { ApiError, secondsUntil } from './errors'
import { CODE_BACKOFF, CODE_FAILURE_BUDGET, CODE_LIFETIME_MS, CODE_MAX_TRIES } from './limits'

/**
 * One-time codes: 6 digits, stored only as an HMAC keyed by the server's pepper, good for 10
 * minutes and 5 answers. One live code per subject; a sign-in code's subject names the device
 * it was sent for (loginSubject), so answers from another device never reach it: they cannot
 * use it, nor use it up. A new code for a subject replaces the old one.
 *
 * Wrong answers are also counted per address the code went to, whatever the device, IP or
 * code (CODE_FAILURE_BUDGET, with CODE_BACKOFF between them), in the database. Each answer is
 * judged in one transaction holding a lock on its address, so parallel answers are counted one
 * by one and never exceed either limit. An answer for which no code is live guesses nothing
 * and is not counted: it gets the same INVALID_CODE as a wrong one.
 */

/** The subject of a sign-in code: the address and the device it was sent for. */
export function loginSubject(email: string, deviceId: string): string {
  return `login:${email}:${deviceId}`
}

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
const sentToRowSchema = z.object({ sent_to: z.string() })
const failureRowSchema = z.object({ failed_at: z.coerce.number() })

export interface AcceptedCode {
  sentTo: string
  deviceId: string | null
  newEmail: string | null
}

/** What judging an answer came to; thrown (or returned) once its transaction committed. */
type Verdict =
  | { kind: 'accepted'; code: AcceptedCode }
  | { kind: 'wrong' }
  | { kind: 'dead' }
  | { kind: 'expired' }
  | { kind: 'wait'; until: number }

/**
 * When the next answer for an address may be judged, from its wrong answers of the last day
 * (oldest first); undefined: now.
 */
export function nextAnswerAt(failures: readonly number[], time: number): number | undefined {
  const { perHour, hourMs, perDay, dayMs } = CODE_FAILURE_BUDGET
  const day = failures.filter((at) => at > time - dayMs)
  const hour = day.filter((at) => at > time - hourMs)
  const waits: number[] = []
  // Full: until the oldest counted one leaves its window.
  const hourOldest = hour[hour.length - perHour]
  if (hour.length >= perHour && hourOldest !== undefined) waits.push(hourOldest + hourMs)
  const dayOldest = day[day.length - perDay]
  if (day.length >= perDay && dayOldest !== undefined) waits.push(dayOldest + dayMs)
  const last = hour.at(-1)
  if (hour.length >= CODE_BACKOFF.freeFailures && last !== undefined) {
    const backoff = Math.min(
      CODE_BACKOFF.baseMs * 2 ** (hour.length - CODE_BACKOFF.freeFailures),
      CODE_BACKOFF.maxMs,
    )
    waits.push(last + backoff)
  }
  const until = Math.max(...waits.filter((at) => at > time), -Infinity)
  return until > time ? until : undefined
}

export function createOtpStore(db: Database, now: Clock, pepperKey: Uint8Array) {
  async function judge(
    tx: Queryable,
    subject: string,
    address: string,
    answer: string,
  ): Promise<Verdict | undefined> {
    // One answer per address at a time, on every instance (PostgreSQL's advisory lock).
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `code-answers:${address}`,
    ])
    const rows = await tx.query(
      `SELECT salt, code_hash, tries, expires_at, sent_to, device_id, new_email
       FROM otp_codes WHERE subject = $1 FOR UPDATE`,
      [subject],
    )
    const row = rows[0] === undefined ? undefined : codeRowSchema.parse(rows[0])
    if (!row || row.sent_to !== address) return undefined
    const time = now()
    if (row.tries >= CODE_MAX_TRIES) return { kind: 'dead' }
    if (row.expires_at <= time) {
      await tx.query('DELETE FROM otp_codes WHERE subject = $1', [subject])
      return { kind: 'expired' }
    }
    const failures = await tx.query(
      `SELECT failed_at FROM code_failures WHERE address = $1 AND failed_at > $2
       ORDER BY failed_at`,
      [address, time - CODE_FAILURE_BUDGET.dayMs],
    )
    const until = nextAnswerAt(
      failures.map((failure) => failureRowSchema.parse(failure).failed_at),
      time,
    )
    if (until !== undefined) return { kind: 'wait', until }

    if (sameDigest(codeHash(answer, row.salt, pepperKey), row.code_hash)) {
      await tx.query('DELETE FROM otp_codes WHERE subject = $1', [subject])
      return {
        kind: 'accepted',
        code: { sentTo: row.sent_to, deviceId: row.device_id, newEmail: row.new_email },
      }
    }
    await tx.query('UPDATE otp_codes SET tries = tries + 1 WHERE subject = $1', [subject])
    await tx.query('INSERT INTO code_failures (address, failed_at) VALUES ($1, $2)', [
      address,
      time,
    ])
    await tx.query('DELETE FROM code_failures WHERE address = $1 AND failed_at <= $2', [
      address,
      time - CODE_FAILURE_BUDGET.dayMs,
    ])
    return row.tries + 1 >= CODE_MAX_TRIES ? { kind: 'dead' } : { kind: 'wrong' }
  }

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
          codeHash(code, salt, pepperKey),
          createdAt,
          expiresAt,
        ],
      )
      return { code, expiresAt }
    },

    /**
     * Judges an answer. Right: the code is used up and its details returned. Wrong, or no live
     * code: 400 INVALID_CODE; the 5th wrong answer kills the code (429 TOO_MANY_TRIES, a new
     * one must be asked for). Expired: 410 CODE_EXPIRED. Too many wrong answers for the
     * address lately: 429 RATE_LIMITED with the seconds to wait, and the answer is not judged.
     */
    async accept(subject: string, answer: string): Promise<AcceptedCode> {
      const found = await db.query('SELECT sent_to FROM otp_codes WHERE subject = $1', [subject])
      if (found[0] === undefined) throw invalidCode()
      const { sent_to: address } = sentToRowSchema.parse(found[0])
      // Decided inside, thrown outside: a wrong answer's count must be committed.
      const verdict = await db.transaction((tx) => judge(tx, subject, address, answer))
      switch (verdict?.kind) {
        case 'accepted':
          return verdict.code
        case 'dead':
          throw new ApiError(429, 'TOO_MANY_TRIES', 'Too many wrong codes. Ask for a new code.')
        case 'expired':
          throw new ApiError(410, 'CODE_EXPIRED', 'The code has expired. Ask for a new one.')
        case 'wait':
          throw new ApiError(
            429,
            'RATE_LIMITED',
            'Too many wrong codes. Please wait before trying again.',
            secondsUntil(verdict.until, now()),
          )
        default:
          throw invalidCode()
      }
    },
  }
}

export type OtpStore = ReturnType<typeof createOtpStore>

function invalidCode(): ApiError {
  return new ApiError(400, 'INVALID_CODE', 'The code is not right. Check it, or ask for a new one.')
}
