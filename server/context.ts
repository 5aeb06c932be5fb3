import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Clock } from './clock'
import type { AuthChain } from './contract'
import type { Database } from './db/database'
import { createDeviceApprovals } from './devices'
import type { Mailer } from './mail'
import { createOtpStore } from './otp'
import { createRateLimiter } from './rateLimit'
import { createSessions, type SessionInfo } from './sessions'
import { createWalletStore } from './shares'
import { createUserStore } from './users'

/** What the app is built from: everything with state or effects is given, so tests swap it. */
export interface AppDeps {
  db: Database
  mailer: Mailer
  /** 32 bytes: the AES-256-GCM key sealing recovery shares. */
  sealKey: Uint8Array
  /** Where links in e-mails point, e.g. `http://127.0.0.1:5175` (no trailing slash). */
  publicUrl: string
  chains: readonly AuthChain[]
  /** The frame app's built files, served under /frame/; none: no /frame/. */
  frameDir?: string | undefined
  /** Origins allowed to embed /frame/ (CSP frame-ancestors). */
  frameAncestors: readonly string[]
  /** Read the client's IP from X-Forwarded-For (behind a trusted reverse proxy only). */
  trustProxy?: boolean
  now?: Clock
  /** One line per request (method, path, status): never bodies, so no code or share. */
  log?: (line: string) => void
  /** How long a device-approval long poll waits, and how often it looks (tests shorten them). */
  deviceWait?: { maxMs: number; pollMs: number }
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

/** The stores, built once per app from its dependencies. */
export function createStores(db: Database, now: Clock, sealKey: Uint8Array) {
  return {
    users: createUserStore(db, now),
    otp: createOtpStore(db, now),
    approvals: createDeviceApprovals(db, now),
    sessions: createSessions(db, now),
    wallets: createWalletStore(db, now, sealKey),
    limiter: createRateLimiter(db, now),
  }
}
export type Stores = ReturnType<typeof createStores>

/** Hono's typed context variables: the session, set by the bearer middleware. */
export interface AppEnv {
  Variables: { session: SessionInfo }
}

/** The client's IP: the socket's, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Not behind @hono/node-server (app.request in tests): no socket to read.
    return 'unknown'
  }
}
