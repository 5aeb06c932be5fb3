import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import * as z from 'zod/mini'
import type { Clock } from './clock'
import type { Database } from './db/database'
import {
  MAIL_CLAIM_MS,
  MAIL_OUTBOX_BATCH,
  MAIL_OUTBOX_POLL_MS,
  MAIL_RETRY,
  MAIL_SEND_WAIT_MS,
} from './limits'
import type { Mailer, MailMessage } from './mail'
import type { AuthMetrics } from './metrics'

/**
 * The mail outbox: every e-mail is queued in the database (mail_outbox, migration 006) before
 * the request that asked for it answers, then delivered by whichever instance claims it first.
 * A mail server that is down delays the e-mail (retried with backoff) without failing or losing
 * the sign-in that asked for it. Claims take rows with FOR UPDATE SKIP LOCKED and hold them for
 * MAIL_CLAIM_MS, so two instances never send one message; a sent message is deleted at once,
 * and one whose code or link expired is deleted unsent.
 */

/** What an e-mail carries, for the metrics and for how long it may wait. */
export type MailKind = 'code' | 'link' | 'notice'

export interface MailOutboxOptions {
  /** Backoff between attempts of one e-mail (MAIL_RETRY by default). */
  retry: { baseMs: number; maxMs: number }
  /** How often the worker looks for due e-mails (MAIL_OUTBOX_POLL_MS). */
  pollMs: number
  /** How long a request waits for its e-mail's first attempt (MAIL_SEND_WAIT_MS). */
  sendWaitMs: number
}

const claimedRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['code', 'link', 'notice']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  attempts: z.coerce.number(),
  // Until when this instance holds the row: the claim it releases after a failed attempt.
  claimed_until: z.coerce.number(),
})
type ClaimedRow = z.infer<typeof claimedRowSchema>
const countRowSchema = z.object({ kind: z.enum(['code', 'link', 'notice']), n: z.coerce.number() })

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, retry: MailOutboxOptions['retry']): number {
  return Math.min(retry.maxMs, retry.baseMs * 2 ** Math.max(0, attempts - 1))
}

/** Why an attempt failed, as a short token (ECONNREFUSED, ...): never the error's message. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown'
  const code: unknown = Reflect.get(error, 'code')
  return typeof code === 'string' ? code : error.name
}

export function createMailOutbox(
  db: Database,
  now: Clock,
  mailer: Mailer,
  {
    logger,
    metrics,
    ...given
  }: { logger: Logger; metrics: AuthMetrics } & Partial<MailOutboxOptions>,
) {
  const options: MailOutboxOptions = {
    retry: MAIL_RETRY,
    pollMs: MAIL_OUTBOX_POLL_MS,
    sendWaitMs: MAIL_SEND_WAIT_MS,
    ...given,
  }

  /** Claims due rows, skipping those another instance is claiming at the same moment. */
  async function claim(): Promise<ClaimedRow[]> {
    const time = now()
    const rows = await db.query(
      `UPDATE mail_outbox SET claimed_until = $1, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE next_attempt_at <= $2 AND claimed_until <= $2 AND expires_at > $2
         ORDER BY next_attempt_at LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, subject, body, attempts, claimed_until`,
      [time + MAIL_CLAIM_MS, time, MAIL_OUTBOX_BATCH],
    )
    return z.array(claimedRowSchema).parse(rows)
  }

  /**
   * One attempt at a claimed row: deleted once sent, otherwise due again after the backoff.
   * An attempt that outlived its claim (a mail server slower than the SMTP timeouts foresee)
   * may find the row claimed again by another instance, which is sending it now: its failure
   * then leaves the row alone, or a third instance could send it while the second does.
   */
  async function attempt(row: ClaimedRow): Promise<void> {
    if (row.attempts > 1) metrics.mailRetries.inc({ kind: row.kind })
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text: row.body })
    } catch (error) {
      metrics.mailFailures.inc({ kind: row.kind })
      const delay = retryDelayMs(row.attempts, options.retry)
      // The reason only (ECONNREFUSED, ...): never the message, which holds a code or a link.
      logger.warn(
        {
          mail: row.id,
          kind: row.kind,
          attempts: row.attempts,
          retryInMs: delay,
          reason: reasonOf(error),
        },
        'mail delivery failed; will retry',
      )
      await db.query(
        `UPDATE mail_outbox SET claimed_until = 0, next_attempt_at = $2
         WHERE id = $1 AND claimed_until = $3`,
        [row.id, now() + delay, row.claimed_until],
      )
      return
    }
    await db.query('DELETE FROM mail_outbox WHERE id = $1', [row.id])
    metrics.mailSent.inc({ kind: row.kind })
  }

  /** Deletes the e-mails whose code or link expired before they could be sent. */
  async function dropExpired(): Promise<void> {
    const rows = z.array(countRowSchema).parse(
      await db.query(
        `WITH dropped AS (DELETE FROM mail_outbox WHERE expires_at <= $1 RETURNING kind)
           SELECT kind, count(*) AS n FROM dropped GROUP BY kind`,
        [now()],
      ),
    )
    for (const { kind, n } of rows) {
      metrics.mailExpired.inc({ kind }, n)
      logger.warn({ kind, count: n }, 'mail expired before it could be delivered; dropped')
    }
  }

  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<void> | undefined
  // Set by stop(): the look under way ends with its batch, leaving the rest to the others.
  let stopping = false
  // First attempts still under way after their request answered: stop() waits for them.
  const firstAttempts = new Set<Promise<void>>()

  /**
   * One look: expired e-mails dropped, due ones claimed a batch at a time and attempted at once
   * (each attempt ends within the SMTP timeouts, well inside the claim), until a batch is not
   * full (a backlog after an outage drains without waiting for the next look) or the worker
   * is stopping (what is left stays queued for the other instances).
   */
  async function deliverDue(): Promise<void> {
    await dropExpired()
    while (!stopping) {
      const rows = await claim()
      // Every attempt ends before the look does, even when one throws (a database error):
      // stop() waits for the look, so no attempt outlives it.
      const outcomes = await Promise.allSettled(rows.map(attempt))
      const failed = outcomes.find((outcome) => outcome.status === 'rejected')
      if (failed) throw failed.reason
      if (rows.length < MAIL_OUTBOX_BATCH) return
    }
  }

  return {
    /**
     * Queues `message` (already rendered) to be sent until `lifetimeMs` from now, the life of
     * the code or link it carries, and makes its first attempt, waiting for it at most
     * `sendWaitMs`. Never throws for the mail server: an e-mail that did not go now is retried.
     */
    async send(message: MailMessage, kind: MailKind, lifetimeMs: number): Promise<void> {
      const id = randomUUID()
      const time = now()
      const claimedUntil = time + MAIL_CLAIM_MS
      // Queued already claimed by this instance for its first attempt: no worker takes it
      // meanwhile, and no query is spent claiming it.
      await db.query(
        `INSERT INTO mail_outbox
           (id, kind, recipient, subject, body, expires_at, next_attempt_at, attempts, claimed_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8)`,
        [
          id,
          kind,
          message.to,
          message.subject,
          message.text,
          time + lifetimeMs,
          time,
          claimedUntil,
        ],
      )
      const row: ClaimedRow = {
        id,
        kind,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        attempts: 1,
        claimed_until: claimedUntil,
      }
      const first = attempt(row)
        .catch((error: unknown) =>
          logger.error({ mail: id, reason: reasonOf(error) }, 'mail outbox attempt failed'),
        )
        .finally(() => firstAttempts.delete(first))
      firstAttempts.add(first)
      let waited: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        first,
        new Promise<void>((resolve) => {
          waited = setTimeout(resolve, options.sendWaitMs)
        }),
      ])
      clearTimeout(waited)
    },

    deliverDue,

    /** E-mails waiting now, sent or not yet due (the metrics' outbox depth). */
    async depth(): Promise<number> {
      const rows = await db.query('SELECT count(*) AS n FROM mail_outbox')
      return z.object({ n: z.coerce.number() }).parse(rows[0]).n
    },

    /** Starts this instance's worker: a look every `pollMs`, one at a time. */
    start(): void {
      stopping = false
      timer ??= setInterval(() => {
        running ??= deliverDue()
          .catch((error: unknown) =>
            logger.error({ reason: reasonOf(error) }, 'mail outbox worker failed'),
          )
          .finally(() => {
            running = undefined
          })
      }, options.pollMs)
      timer.unref()
    },

    /**
     * Stops the worker, waiting for the first attempts and the batch under way; a backlog's
     * further batches are left to the other instances.
     */
    async stop(): Promise<void> {
      stopping = true
      clearInterval(timer)
      timer = undefined
      await Promise.all([running, ...firstAttempts])
    },
  }
}

export type MailOutbox = ReturnType<typeof createMailOutbox>
