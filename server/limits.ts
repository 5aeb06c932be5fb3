// Every limit of the auth service, in one place (server/README.md has them in a table; the
// contract in protocol/auth/contract.ts states the ones the frame sees). Each one that stops
// guessing or flooding is counted in the database, so it holds across instances, unless its
// comment says it guards one instance's own sockets.
// The e-mail resend cooldown is the kit's named constant, shared with the kit's views.
export { EMAIL_LOGIN_COOLDOWN_MS } from '../core/constants'

// ---- requests ----------------------------------------------------------------------------

/** The largest request body any route takes: 413 beyond it, before anything is parsed. */
export const REQUEST_BODY_MAX_BYTES = 16 * 1024
/**
 * The longest Accept-Language header read (256 characters), and the largest recovery envelope
 * stored (2048): the HTTP contract states them, so they live with it.
 */
export { ACCEPT_LANGUAGE_MAX_CHARS, RECOVERY_ENVELOPE_MAX_CHARS } from '../protocol/auth/limits'

// ---- shutdown ----------------------------------------------------------------------------

/**
 * How long a stopping instance lets the requests it is answering finish (it takes no new ones,
 * and its long polls answer 408 at once, so their devices ask again elsewhere) before it cuts
 * the connections left.
 */
export const SHUTDOWN_DRAIN_MS = 10_000

// ---- readiness ---------------------------------------------------------------------------

/**
 * GET /readyz answers from its last database check when it is younger than this, so a
 * balancer's checks never queue behind the requests waiting for the pool.
 */
export const READY_CHECK_CACHE_MS = 1_000
/**
 * A database check still unanswered after this long counts as a failed one (503); a slower
 * check under load does not, the last answer stands meanwhile.
 */
export const READY_CHECK_TIMEOUT_MS = 10_000

// ---- database ----------------------------------------------------------------------------

/**
 * Connections one instance keeps to PostgreSQL at most (PORTICO_AUTH_DATABASE_POOL_SIZE):
 * instances times this must stay under the server's max_connections (100 by default).
 */
export const DATABASE_POOL_SIZE = 10

// ---- mail outbox -------------------------------------------------------------------------

/**
 * How long a request that queued an e-mail waits for its first delivery attempt before it
 * answers anyway (the outbox's worker keeps trying): a slow mail server delays no sign-in more.
 */
export const MAIL_SEND_WAIT_MS = 3_000
/** How often each instance's outbox worker looks for e-mails due for another attempt. */
export const MAIL_OUTBOX_POLL_MS = 1_000
/**
 * Backoff between delivery attempts of one e-mail: `baseMs` * 2^(attempts - 1), at most
 * `maxMs`. An e-mail is dropped unsent once what it carries has expired (its lifetime below).
 */
export const MAIL_RETRY = { baseMs: 1_000, maxMs: 60_000 } as const
/**
 * How long an instance holds an e-mail it claimed for sending before another instance may take
 * it: longer than the SMTP timeouts of one attempt (server/mail.ts), so two instances never
 * send one message twice.
 */
export const MAIL_CLAIM_MS = 60_000
/** E-mails one worker claims, and sends at once, at a time (SMTP connections it opens). */
export const MAIL_OUTBOX_BATCH = 10
/** How long a notice (no code, no link: an e-mail change told) may wait for delivery. */
export const MAIL_NOTICE_LIFETIME_MS = 24 * 60 * 60_000
/** SMTP timeouts of one attempt: connecting, the server's greeting, silence on the socket. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 } as const

// ---- one-time codes ----------------------------------------------------------------------

/** A one-time code is good for 10 minutes. */
export const CODE_LIFETIME_MS = 10 * 60_000
/** Wrong answers a code takes; the last one kills it (TOO_MANY_TRIES). */
export const CODE_MAX_TRIES = 5
/**
 * Wrong answers to live codes one address takes, across every device, IP and code: at most
 * `perHour` in any hour and `perDay` in any 24 hours (sliding windows); beyond, 429 until the
 * oldest one leaves the window.
 */
export const CODE_FAILURE_BUDGET = {
  perHour: 10,
  hourMs: 60 * 60_000,
  perDay: 100,
  dayMs: 24 * 60 * 60_000,
} as const
/**
 * Backoff between wrong answers of one address: after `freeFailures` wrong answers in the hour,
 * the next answer waits `baseMs` * 2^(failures - freeFailures), at most `maxMs` (429 with the
 * seconds left meanwhile). Typos are free; a guessing loop slows to a crawl.
 */
export const CODE_BACKOFF = { freeFailures: 3, baseMs: 2_000, maxMs: 60_000 } as const

// ---- device approval ---------------------------------------------------------------------

/** A device-approval link is good for 15 minutes, and once. */
export const DEVICE_APPROVAL_LIFETIME_MS = 15 * 60_000
/** How much of the asking browser's User-Agent an approval keeps (to show on its page). */
export const DEVICE_APPROVAL_USER_AGENT_MAX_CHARS = 256
/** A device-approval long poll answers 408 after this long; the frame then asks again. */
export const DEVICE_WAIT_MS = 100_000
/**
 * A waiting long poll is woken by the approval's notification (LISTEN/NOTIFY, from whichever
 * instance approved); it also looks at the database this often on its own, in case a
 * notification was missed while the listening connection was down.
 */
export const DEVICE_WAIT_POLL_MS = 10_000
/** How long a long poll's slot outlives the poll's own limit, if its instance died holding it. */
export const DEVICE_WAIT_SLOT_MARGIN_MS = 30_000
/** How soon a lost listening connection to PostgreSQL is made again. */
export const LISTEN_RECONNECT_MS = 1_000
/**
 * Long polls held at once per device, counted in the database across every instance (a
 * balancer in front does not multiply it): 429 beyond.
 */
export const DEVICE_WAIT_MAX_PER_DEVICE = 2
/**
 * Long polls one instance holds at once in all (they hold its sockets, so they are counted
 * where the sockets are): 429 beyond.
 */
export const DEVICE_WAIT_MAX_CONCURRENT = 200

// ---- sessions ----------------------------------------------------------------------------

/**
 * Access tokens are short-lived: one stolen from a page's memory is useless soon, and the
 * refresh token (rotated at each use) is what keeps a visitor signed in.
 */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * 60_000
/**
 * A refresh token presented again this soon after its rotation gets the same new pair (two
 * tabs refreshing at once), instead of counting as reuse and ending the sign-in.
 */
export const REFRESH_GRACE_MS = 30_000
/** A sign-in not used (no request, no refresh) for 7 days is over. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60_000
/** A sign-in lasts at most 30 days, however often it is used or refreshed. */
export const SESSION_MAX_LIFETIME_MS = 30 * 24 * 60 * 60_000
/** A session's last use is written at most this often (a write per request is not needed). */
export const SESSION_ACTIVITY_WRITE_MS = 60_000

// ---- custody -----------------------------------------------------------------------------

/**
 * A recovery ceremony (a new device's sign-in with an approval link and a fresh code, bound to
 * the key that device registered) may release the recovery share this long after the sign-in,
 * and once.
 */
export const RECOVERY_CEREMONY_LIFETIME_MS = 10 * 60_000

// ---- fixed-window rate limits ------------------------------------------------------------

/** Fixed-window rate limits: at most `limit` hits per `windowMs` per bucket. */
export interface RateRule {
  limit: number
  windowMs: number
}
export const RATE_LIMITS = {
  /** E-mails one address may be sent (codes, approval links), beyond the 30 s cooldown. */
  mailPerEmail: { limit: 10, windowMs: 60 * 60_000 },
  /** Sign-in starts (each may send an e-mail) from one IP. */
  startPerIp: { limit: 20, windowMs: 10 * 60_000 },
  /** Code answers from one IP, across every address (against guessing codes of many). */
  verifyPerIp: { limit: 60, windowMs: 10 * 60_000 },
  /** Device-approval long polls one device may open. */
  waitPerDevice: { limit: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>
