import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { clientIpResolver, type TrustProxy } from './clientIp'
import { createCeremonies } from './ceremonies'
import type { Clock } from './clock'
import type { AuthChain } from './contract'
import { deriveKey } from './crypto'
import type { Database } from './db/database'
import { createApprovalWake } from './approvalWake'
import { createDeviceApprovals } from './devices'
import { createDeviceWaits } from './deviceWaits'
import type { Mailer } from './mail'
import { createOtpStore } from './otp'
import { createRateLimiter } from './rateLimit'
import { createSessions, type SessionInfo } from './sessions'
import { createWalletStore, type Custody } from './shares'
import { createUserStore } from './users'

/** How the device-approval long poll waits, and how many may wait at once (tests shorten them). */
export interface DeviceWaitOptions {
  maxMs: number
  pollMs: number
  maxPerDevice: number
  maxConcurrent: number
}

/** What the app is built from: everything with state or effects is given, so tests swap it. */
export interface AppDeps {
  db: Database
  mailer: Mailer
  /**
   * The sealers of the shares at rest and the recovery mode (server/shares.ts): the auth share
   * sealed by `shareSealer`; recovery shares the visitor's envelopes, or under service recovery
   * sealed by `recoverySealer`.
   */
  custody: Custody
  /**
   * At least 32 bytes, outside the database: the key of the one-time codes' HMAC, and (derived
   * apart) of the approval page's form token.
   */
  otpPepper: Uint8Array
  /** Where links in e-mails point, e.g. `http://127.0.0.1:5175` (no trailing slash). */
  publicUrl: string
  chains: readonly AuthChain[]
  /** The frame app's built files, served under /frame/; none: no /frame/. */
  frameDir?: string | undefined
  /** Origins allowed to embed /frame/ (CSP frame-ancestors); none: no page may. */
  frameAncestors: readonly string[]
  /** Which proxies say who the client is (server/clientIp.ts); default none. */
  trustProxy?: TrustProxy
  now?: Clock
  /** One line per request (method, path, status): never bodies, so no code or share. */
  log?: (line: string) => void
  /** The device-approval long poll's timing and caps (server/limits.ts by default). */
  deviceWait?: Partial<DeviceWaitOptions>
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

/** Hono's typed context variables: the session, set by the bearer middleware. */
export interface AppEnv {
  Variables: { session: SessionInfo }
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
