import { serve, type ServerType } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import type { Logger } from 'pino'
import { createApp } from './app'
import { systemClock, type Clock } from './clock'
import { compactPending, refuseLegacyKeyFile } from './custodyUpgrade'
import type { AuthConfig } from './config'
import type { AppEnv, DeviceWaitOptions, ReadinessOptions } from './context'
import type { Database } from './db/database'
import { openDatabase } from './db/open'
import { loadGeoIp } from './geoip/load'
import { smtpMailer, type Mailer } from './mail'
import { createMailOutbox, type MailOutboxOptions } from './mailOutbox'
import { SHUTDOWN_DRAIN_MS } from './limits'
import { silentLogger } from './log'
import { createMetrics } from './metrics'
import { metricsApp } from './routes/metrics'
import { checkSealers, migrateLegacyWallets } from './shares'

export interface AuthServiceOptions extends Omit<
  AuthConfig,
  | 'publicUrl'
  | 'production'
  | 'legacySealKey'
  | 'metrics'
  | 'logLevel'
  | 'shutdownDelistMs'
  | 'geoipCsvDir'
> {
  /** MaxMind's City CSV files, loaded at start for the approval page's place (AuthConfig). */
  geoipCsvDir?: string | undefined
  /** The seal key of wallets stored before custody v1, to migrate them (AuthConfig). */
  legacySealKey?: Uint8Array | undefined
  /** Where e-mailed links point; default the address it listens on. */
  publicUrl?: string
  /** A mailer instead of SMTP (tests); default nodemailer to `smtp`. */
  mailer?: Mailer
  /** Structured logs (server/log.ts createLogger); none: silent. */
  logger?: Logger
  /** Serve GET /metrics on a listener of its own there (port 0: a free one); none: not served. */
  metrics?: { host: string; port: number } | undefined
  /** Tests: the outbox worker's timing (server/limits.ts MAIL_* by default). */
  mailOutbox?: Partial<MailOutboxOptions>
  /** Tests: /readyz's check cache and timeout. */
  readiness?: Partial<ReadinessOptions>
  /** Tests: a database already open (and migrated) instead of `database`; the caller closes it. */
  db?: Database
  /** Tests: the clock, and the long poll's timing and caps. */
  now?: Clock
  deviceWait?: Partial<DeviceWaitOptions>
  /** How long stop() lets requests in flight finish (SHUTDOWN_DRAIN_MS by default). */
  drainMs?: number
  /**
   * How long stop() keeps serving with /readyz at 503 before it closes its listener, so a
   * balancer takes it out first (AuthConfig.shutdownDelistMs; 0: closes at once).
   */
  delistMs?: number
}

export interface RunningAuthService {
  /** e.g. `http://127.0.0.1:5175`, without a trailing slash. */
  url: string
  /** Where GET /metrics is served, when it is (AuthServiceOptions.metrics). */
  metricsUrl: string | undefined
  db: Database
  /**
   * Stops gracefully: no new connections, idle ones closed, long polls answered 408 at once,
   * the requests in flight finished within the drain bound (then cut); then the database.
   */
  stop(): Promise<void>
}

function listen(server: ServerType): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const listening = () => {
      const address = server.address()
      if (address && typeof address === 'object') resolve(address)
      else reject(new Error('the auth service has no TCP address'))
    }
    if (server.listening) return listening()
    server.once('error', reject)
    server.once('listening', listening)
  })
}

/**
 * Loads the GeoIP files when named, opens the database (migrating it), checks the sealing keys
 * against it, migrates wallets stored before custody v1 and compacts what that overwrote,
 * refuses a PGlite volume that still holds the old seal key's file, then serves the app on
 * `host:port` (0: a free port).
 * `custody.recoverySealer` may be the host's KMS (server/sealing.ts Sealer).
 */
export async function startAuthService(options: AuthServiceOptions): Promise<RunningAuthService> {
  const { custody } = options
  if (custody.recoveryMode === 'service' && !custody.recoverySealer)
    throw new Error(
      'service recovery needs a recovery seal key (PORTICO_AUTH_RECOVERY_SEAL_KEY) or a KMS sealer',
    )
  const logger = options.logger ?? silentLogger
  // Before the database opens: a file that is wrong stops the start with nothing to undo.
  const geoip =
    options.geoipCsvDir === undefined ? undefined : await loadGeoIp(options.geoipCsvDir, logger)
  const db =
    options.db ??
    (await openDatabase(options.database, {
      onIdleConnectionError: (error) =>
        logger.warn(
          { error: error.message },
          'an idle database connection broke; the pool replaces it',
        ),
    }))
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
  const metrics = createMetrics({ processMetrics: true })
  // This instance's worker delivers what any instance queued and could not send at once.
  const outbox = createMailOutbox(db, options.now ?? systemClock, mailer, {
    logger,
    metrics,
    ...options.mailOutbox,
  })
  // The app is built once listening: e-mailed links need the port, which 0 leaves to the OS.
  let app: Hono<AppEnv> | undefined
  const shutdown = new AbortController()
  const server = serve({
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response(null, { status: 503 })),
    hostname: options.host,
    port: options.port,
  })
  const metricsServer =
    options.metrics &&
    serve({
      fetch: metricsApp(metrics).fetch,
      hostname: options.metrics.host,
      port: options.metrics.port,
    })
  const closeMetrics = () =>
    new Promise<void>((resolve) =>
      metricsServer ? metricsServer.close(() => resolve()) : resolve(),
    )
  try {
    const address = await listen(server)
    const url = `http://${options.host}:${address.port}`
    const metricsUrl =
      metricsServer && options.metrics
        ? `http://${options.metrics.host}:${(await listen(metricsServer)).port}`
        : undefined
    app = createApp({
      db,
      mailer,
      outbox,
      metrics,
      logger,
      custody,
      otpPepper: options.otpPepper,
      publicUrl: options.publicUrl ?? url,
      chains: options.chains,
      frameDir: options.frameDir,
      frameAncestors: options.frameAncestors,
      trustProxy: options.trustProxy,
      social: options.social,
      geoip,
      ...(options.now && { now: options.now }),
      ...(options.deviceWait && { deviceWait: options.deviceWait }),
      ...(options.readiness && { readiness: options.readiness }),
      shutdown: shutdown.signal,
    })
    outbox.start()
    return {
      url,
      metricsUrl,
      db,
      async stop() {
        // First out of the balancer: /readyz answers 503 and long polls 408 at once, while
        // every other request is still served for `delistMs`, until the balancer's checks
        // have taken the instance out and send it no new connection.
        shutdown.abort()
        if (options.delistMs) await new Promise((resolve) => setTimeout(resolve, options.delistMs))
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        if ('closeIdleConnections' in server) server.closeIdleConnections()
        const cut = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections()
        }, options.drainMs ?? SHUTDOWN_DRAIN_MS)
        await closed
        clearTimeout(cut)
        // What it queued and could not send stays in the outbox for the other instances.
        await outbox.stop()
        mailer.close()
        await closeMetrics()
        await closeDb()
      },
    }
  } catch (error) {
    server.close()
    await closeMetrics()
    mailer.close()
    await closeDb()
    throw error
  }
}
