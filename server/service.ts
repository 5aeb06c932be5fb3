import { serve, type ServerType } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import type { Clock } from './clock'
import { compactPending, refuseLegacyKeyFile } from './custodyUpgrade'
import type { AuthConfig } from './config'
import type { AppEnv, DeviceWaitOptions } from './context'
import type { Database } from './db/database'
import { openDatabase } from './db/open'
import { smtpMailer, type Mailer } from './mail'
import { SHUTDOWN_DRAIN_MS } from './limits'
import { checkSealers, migrateLegacyWallets } from './shares'

export interface AuthServiceOptions extends Omit<
  AuthConfig,
  'publicUrl' | 'production' | 'legacySealKey'
> {
  /** The seal key of wallets stored before custody v1, to migrate them (AuthConfig). */
  legacySealKey?: Uint8Array | undefined
  /** Where e-mailed links point; default the address it listens on. */
  publicUrl?: string
  /** A mailer instead of SMTP (tests); default nodemailer to `smtp`. */
  mailer?: Mailer
  log?: (line: string) => void
  /** Tests: a database already open (and migrated) instead of `database`; the caller closes it. */
  db?: Database
  /** Tests: the clock, and the long poll's timing and caps. */
  now?: Clock
  deviceWait?: Partial<DeviceWaitOptions>
  /** How long stop() lets requests in flight finish (SHUTDOWN_DRAIN_MS by default). */
  drainMs?: number
}

export interface RunningAuthService {
  /** e.g. `http://127.0.0.1:5175`, without a trailing slash. */
  url: string
  db: Database
  /**
   * Stops gracefully: no new connections, idle ones closed, long polls answered 408 at once,
   * the requests in flight finished within the drain bound (then cut); then the database.
   */
  stop(): Promise<void>
}

function listen(server: ServerType): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.once('listening', () => {
      const address = server.address()
      if (address && typeof address === 'object') resolve(address)
      else reject(new Error('the auth service has no TCP address'))
    })
  })
}

/**
 * Opens the database (migrating it), checks the sealing keys against it, migrates wallets
 * stored before custody v1 and compacts what that overwrote, refuses a PGlite volume that still
 * holds the old seal key's file, then serves the app on `host:port` (0: a free port).
 * `custody.recoverySealer` may be the host's KMS (server/sealing.ts Sealer).
 */
export async function startAuthService(options: AuthServiceOptions): Promise<RunningAuthService> {
  const { custody } = options
  if (custody.recoveryMode === 'service' && !custody.recoverySealer)
    throw new Error(
      'service recovery needs a recovery seal key (PORTICO_AUTH_RECOVERY_SEAL_KEY) or a KMS sealer',
    )
  const db = options.db ?? (await openDatabase(options.database))
  const closeDb = () => (options.db ? Promise.resolve() : db.close())
  try {
    await checkSealers(db, {
      PORTICO_AUTH_SHARE_KEY: custody.shareSealer,
      PORTICO_AUTH_RECOVERY_SEAL_KEY: custody.recoverySealer,
    })
    await migrateLegacyWallets(db, custody, options.legacySealKey, options.now)
    // Only once migrated and compacted: the refusal below must not leave plaintext behind.
    await compactPending(db)
    if (options.database.kind === 'pglite') refuseLegacyKeyFile(options.database.dataDir)
  } catch (error) {
    await closeDb()
    throw error
  }
  const mailer = options.mailer ?? smtpMailer(options.smtp)
  // The app is built once listening: e-mailed links need the port, which 0 leaves to the OS.
  let app: Hono<AppEnv> | undefined
  const shutdown = new AbortController()
  const server = serve({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response(null, { status: 503 })),
    hostname: options.host,
    port: options.port,
  })
  try {
    const address = await listen(server)
    const url = `http://${options.host}:${address.port}`
    app = createApp({
      db,
      mailer,
      custody,
      otpPepper: options.otpPepper,
      publicUrl: options.publicUrl ?? url,
      chains: options.chains,
      frameDir: options.frameDir,
      frameAncestors: options.frameAncestors,
      trustProxy: options.trustProxy,
      log: options.log,
      ...(options.now && { now: options.now }),
      ...(options.deviceWait && { deviceWait: options.deviceWait }),
      shutdown: shutdown.signal,
    })
    return {
      url,
      db,
      async stop() {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        shutdown.abort()
        if ('closeIdleConnections' in server) server.closeIdleConnections()
        const cut = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections()
        }, options.drainMs ?? SHUTDOWN_DRAIN_MS)
        await closed
        clearTimeout(cut)
        mailer.close()
        await closeDb()
      },
    }
  } catch (error) {
    server.close()
    mailer.close()
    await closeDb()
    throw error
  }
}
