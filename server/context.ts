import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { clientIpResolver, type TrustProxy } from './clientIp'
import { createCeremonies } from './ceremonies'
import type { Clock } from './clock'
import type { AuthChain } from '../protocol/auth/contract'
import { deriveKey } from './crypto'
import type { Database } from './db/database'
import { createApprovalWake } from './approvalWake'
import { createDeviceApprovals } from './devices'
import { createDeviceWaits } from './deviceWaits'
import type { GeoIpDatabase } from './geoip/database'
import type { Mailer } from './mail'
import type { MailOutbox } from './mailOutbox'
import type { AuthMetrics } from './metrics'
import { createOtpStore } from './otp'
import { createRateLimiter } from './rateLimit'
import { createSessions, type SessionInfo } from './sessions'
import type { SocialConfig } from './social/providers'
import { createWalletStore, type Custody } from './shares'
import { createUserStore } from './users'

/** How the device-approval long poll waits, and how many may wait at once (tests shorten them). */
export interface DeviceWaitOptions {
  maxMs: number
  pollMs: number
  maxPerDevice: number
  maxConcurrent: number
}

/** How GET /readyz reuses its database check (server/routes/health.ts; tests shorten them). */
export interface ReadinessOptions {
  /** Answer from the last check while it is younger than this. */
  cacheMs: number
  /** A check unanswered this long counts as failed. */
  timeoutMs: number
}

/** What the app is built from: everything with state or effects is given, so tests swap it. */
export interface AppDeps {
  db: Database
  /** Delivers the outbox's e-mails (server/mailOutbox.ts); routes never call it directly. */
  mailer: Mailer
  /**
   * The mail outbox whose worker the running service drives (server/service.ts); by default
   * one over `mailer`, without a worker: each e-mail gets its first attempt only.
   */
  outbox?: MailOutbox
  /**
   * The sealers of the shares at rest and the recovery mode (server/shares.ts): the auth share
   * sealed by `shareSealer`; recovery shares the visitor's envelopes, or under service recovery
   * sealed by `recoverySealer`.
   */
  custody: Custody
  /**
   * At least 32 bytes, outside the database: the key of the one-time codes' HMAC, and (derived
   * apart) of the approval page's form token and of social sign-in's PKCE verifiers.
   */
  otpPepper: Uint8Array
  /** Where links in e-mails point, e.g. `http://127.0.0.1:5175` (no trailing slash). */
  publicUrl: string
  chains: readonly AuthChain[]
  /** The frame app's built files, served under /frame/; none: no /frame/. */
  frameDir?: string | undefined
  /** Origins allowed to embed /frame/ (CSP frame-ancestors); none: no page may. */
  frameAncestors: readonly string[]
  /**
   * Social sign-in's OpenID Connect providers and Farcaster's relay (server/social); none: the
   * social and Farcaster routes answer 404.
   */
  social?: SocialConfig | undefined
  /** Which proxies say who the client is (server/clientIp.ts); default none. */
  trustProxy?: TrustProxy
  /**
   * Where networks are (server/geoip), for the approval page's approximate place; none: the
   * page says the place is unknown.
   */
  geoip?: GeoIpDatabase | undefined
  now?: Clock
  /**
   * Structured logs (server/log.ts): a line per request (request id, method, route, status,
   * time), never bodies, queries or header values, so no code, token or share. Silent if none.
   */
  logger?: Logger
  /** The Prometheus metrics this app counts into (server/metrics.ts); its own by default. */
  metrics?: AuthMetrics
  /** The device-approval long poll's timing and caps (server/limits.ts by default). */
  deviceWait?: Partial<DeviceWaitOptions>
  /** GET /readyz's check cache and timeout (server/limits.ts by default). */
  readiness?: Partial<ReadinessOptions>
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  /** Aborted when the instance stops: its long polls answer 408 at once (server/service.ts). */
  shutdown?: AbortSignal
}

/** The stores, built once per app from its dependencies. */
export function createStores(
  db: Database,
  now: Clock,
  secrets: { custody: Custody; otpPepper: Uint8Array },
) {
  return {
    users: createUserStore(db, now),
    otp: createOtpStore(db, now, deriveKey(secrets.otpPepper, 'portico/otp')),
    approvals: createDeviceApprovals(
      db,
      now,
      deriveKey(secrets.otpPepper, 'portico/device-approval-form'),
    ),
    sessions: createSessions(db, now),
    wallets: createWalletStore(db, now, secrets.custody),
    ceremonies: createCeremonies(db, now),
    limiter: createRateLimiter(db, now),
    deviceWaits: createDeviceWaits(db, now),
    approvalWake: createApprovalWake(db),
  }
}
export type Stores = ReturnType<typeof createStores>

/**
 * Hono's typed context variables: the session (set by the bearer middleware), the request's id
 * and its logger (every line it writes carries the id).
 */
export interface AppEnv {
  Variables: { session: SessionInfo; requestId: string; log: Logger }
}

/** Names a request's client as `trust` says (server/clientIp.ts). */
export function clientIpOf(trust: TrustProxy): (c: Context) => string {
  const resolve = clientIpResolver(trust)
  return (c) => {
    let peer: string | undefined
    try {
      peer = getConnInfo(c).remote.address
    } catch {
      // Not behind @hono/node-server (app.request in tests): no socket to read.
      peer = undefined
    }
    return resolve(peer, c.req.header('x-forwarded-for'))
  }
}
