import { randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as z from 'zod'
import { trustedRanges, type TrustProxy } from './clientIp'
import { chainSchema, type AuthChain } from '../protocol/auth/contract'
import { SERVER_SECRET_MIN_BYTES } from './crypto'
import type { DatabaseTarget } from './db/open'
import { DATABASE_POOL_SIZE } from './limits'
import { LOG_LEVELS, type LogLevel } from './log'
import type { SmtpOptions } from './mail'
import { aesGcmSealer, SEALING_KEY_BYTES, type Sealer } from './sealing'
import type { Custody } from './shares'
import { socialConfigFromEnv } from './social/config'
import type { SocialConfig } from './social/providers'

/**
 * The service's configuration from its environment, parsed with zod so a wrong value stops
 * the start with a message naming the variable:
 *
 * - PORTICO_AUTH_PORT (default 5175), PORTICO_AUTH_HOST (default 127.0.0.1)
 * - PORTICO_AUTH_PUBLIC_URL: where e-mailed links point (default http://<host>:<port>)
 * - DATABASE_URL: PostgreSQL; otherwise PGlite in PORTICO_AUTH_DATA_DIR (default
 *   ./.portico-auth). PORTICO_AUTH_DATABASE_POOL_SIZE: connections each instance keeps to
 *   PostgreSQL at most (default 10)
 * - PORTICO_AUTH_SMTP_HOST (default 127.0.0.1), PORTICO_AUTH_SMTP_PORT (default 2525),
 *   PORTICO_AUTH_SMTP_SECURE (true/false, default false), PORTICO_AUTH_SMTP_USER,
 *   PORTICO_AUTH_SMTP_PASS, PORTICO_AUTH_MAIL_FROM (default `Portico <no-reply@portico.localhost>`)
 * - PORTICO_AUTH_SHARE_KEY (32 bytes as 64 hex digits or base64) or PORTICO_AUTH_SHARE_KEY_FILE
 *   (a file holding it, e.g. a mounted secret): seals the auth shares at rest. Neither: in
 *   development with PGlite, a key generated in memory for this run only, with a warning (the
 *   wallets made then are unreadable after a restart); otherwise the start fails. Never written
 *   to a file by the service.
 * - PORTICO_AUTH_RECOVERY_MODE: `visitor-secret` (default: the recovery share is encrypted in
 *   the frame under the visitor's passkey or password) or `service` (e-mail-only recovery, the
 *   weaker trust model: the service seals it under PORTICO_AUTH_RECOVERY_SEAL_KEY)
 * - PORTICO_AUTH_RECOVERY_SEAL_KEY or PORTICO_AUTH_RECOVERY_SEAL_KEY_FILE: the recovery seal key,
 *   required under service recovery (a KMS given to configFromEnv or startAuthService instead);
 *   generated in memory like the share key in development with PGlite
 * - PORTICO_AUTH_LEGACY_SEAL_KEY or PORTICO_AUTH_LEGACY_SEAL_KEY_FILE: the seal key of wallets
 *   stored before custody v1, to migrate them at start (server/shares.ts
 *   migrateLegacyWallets); the old PORTICO_AUTH_SEAL_KEY variables are refused by name. Once
 *   they are migrated, a start refuses the old key's file left beside the PGlite directory
 *   (server/custodyUpgrade.ts).
 * - PORTICO_AUTH_ENV: `production` (the default, whatever NODE_ENV says) or `development`
 *   (only when set outright: the demo and the tests). Production refuses generated secrets
 *   and http embedding origins.
 * - PORTICO_AUTH_OTP_PEPPER (at least 32 bytes as hex or base64) or PORTICO_AUTH_OTP_PEPPER_FILE:
 *   the key of the one-time codes' HMAC (and, derived apart, of the approval page's form token).
 *   Neither: in development with PGlite, one generated once into `<data dir>.otp-pepper` beside
 *   the directory; otherwise the start fails.
 * - PORTICO_AUTH_FRAME_ANCESTORS: comma-separated origins allowed to embed /frame/; no default,
 *   required with PORTICO_AUTH_FRAME_DIR; https only in production
 * - PORTICO_AUTH_FRAME_DIR: the frame app's built files, with its index.html (none: /frame/ is
 *   not served)
 * - PORTICO_AUTH_CHAINS: JSON array of {chainId, name, rpcUrl}, or the path of a file holding it
 * - PORTICO_AUTH_TRUST_PROXY: which proxies say who the client is (server/clientIp.ts): unset
 *   or `false` for none (X-Forwarded-For ignored), a number of proxy hops (e.g. `1`), or a
 *   comma-separated list of the proxies' addresses or CIDR ranges
 * - PORTICO_AUTH_METRICS_PORT: serve Prometheus metrics (GET /metrics) on a listener of their
 *   own on this port, bound to PORTICO_AUTH_METRICS_HOST (default 127.0.0.1); unset (the
 *   default): no metrics are served at all. Never on the service's public port.
 * - PORTICO_AUTH_GEOIP_CSV: a directory holding MaxMind's GeoLite2 (or GeoIP2) City CSV files,
 *   loaded at start so the approval page names the approximate place of the asking network
 *   (server/geoip); unset: the page says the place is unknown
 * - PORTICO_AUTH_SOCIAL_PROVIDERS: social sign-in's OpenID Connect providers, a JSON array of
 *   {name, issuer, clientId, clientSecret | clientSecretFile, scopes?, tokenAuth?, responseMode?}
 *   or the path of a file holding it (server/social/config.ts); https issuers in production
 * - PORTICO_AUTH_FARCASTER_RELAY_URL and PORTICO_AUTH_FARCASTER_REGISTRY_URL: Sign In With
 *   Farcaster's relay and custody registry (both or neither); unset: no Farcaster sign-in
 * - PORTICO_AUTH_LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent
 * - PORTICO_AUTH_SHUTDOWN_DELIST_MS: on SIGTERM, how long to keep serving with /readyz at 503
 *   before closing the listener, so the balancer takes the instance out first (default 0;
 *   behind a balancer at least its check interval times its fall count)
 */

export interface AuthConfig {
  port: number
  host: string
  publicUrl: string
  database: DatabaseTarget
  smtp: SmtpOptions
  /** The sealers of the shares at rest and the recovery mode (server/shares.ts). */
  custody: Custody
  /** The old seal key, to migrate wallets stored before custody v1. */
  legacySealKey: Uint8Array | undefined
  frameAncestors: string[]
  frameDir: string | undefined
  chains: AuthChain[]
  trustProxy: TrustProxy
  /** PORTICO_AUTH_ENV is not `development`: no generated secrets, https embedding origins only. */
  production: boolean
  /** The one-time codes' HMAC key (server/context.ts AppDeps.otpPepper). */
  otpPepper: Uint8Array
  /** Where GET /metrics is served, apart from the service; none: not served. */
  metrics: { host: string; port: number } | undefined
  logLevel: LogLevel
  /** How long a stop serves on with /readyz at 503 before closing its listener. */
  shutdownDelistMs: number
  /** MaxMind's City CSV files (server/geoip/maxmindCsv.ts); none: places are unknown. */
  geoipCsvDir: string | undefined
  /** Social sign-in's providers and Farcaster's relay (server/social); none: neither offered. */
  social?: SocialConfig | undefined
}

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const origin = z.url().refine((value) => new URL(value).origin === value, {
  message: 'an origin such as https://shop.example (scheme, host, port; no path)',
})

const envSchema = z.object({
  PORTICO_AUTH_PORT: z.coerce.number().int().min(0).max(65_535).default(5175),
  PORTICO_AUTH_HOST: z.string().min(1).default('127.0.0.1'),
  PORTICO_AUTH_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  PORTICO_AUTH_DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2)
    .max(1_000)
    .default(DATABASE_POOL_SIZE),
  PORTICO_AUTH_DATA_DIR: z.string().min(1).default('.portico-auth'),
  PORTICO_AUTH_METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  PORTICO_AUTH_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  PORTICO_AUTH_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PORTICO_AUTH_SHUTDOWN_DELIST_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  PORTICO_AUTH_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  PORTICO_AUTH_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(2525),
  PORTICO_AUTH_SMTP_SECURE: flag,
  PORTICO_AUTH_SMTP_USER: z.string().min(1).optional(),
  PORTICO_AUTH_SMTP_PASS: z.string().optional(),
  PORTICO_AUTH_MAIL_FROM: z.string().min(3).default('Portico <no-reply@portico.localhost>'),
  PORTICO_AUTH_SEAL_KEY: z.string().optional(),
  PORTICO_AUTH_SEAL_KEY_FILE: z.string().optional(),
  PORTICO_AUTH_SHARE_KEY: z.string().min(1).optional(),
  PORTICO_AUTH_SHARE_KEY_FILE: z.string().min(1).optional(),
  PORTICO_AUTH_RECOVERY_MODE: z.enum(['visitor-secret', 'service']).default('visitor-secret'),
  PORTICO_AUTH_RECOVERY_SEAL_KEY: z.string().min(1).optional(),
  PORTICO_AUTH_RECOVERY_SEAL_KEY_FILE: z.string().min(1).optional(),
  PORTICO_AUTH_LEGACY_SEAL_KEY: z.string().min(1).optional(),
  PORTICO_AUTH_LEGACY_SEAL_KEY_FILE: z.string().min(1).optional(),
  PORTICO_AUTH_FRAME_ANCESTORS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  PORTICO_AUTH_FRAME_DIR: z.string().min(1).optional(),
  PORTICO_AUTH_GEOIP_CSV: z.string().min(1).optional(),
  PORTICO_AUTH_SOCIAL_PROVIDERS: z.string().optional(),
  PORTICO_AUTH_FARCASTER_RELAY_URL: z.string().min(1).optional(),
  PORTICO_AUTH_FARCASTER_REGISTRY_URL: z.string().min(1).optional(),
  PORTICO_AUTH_CHAINS: z.string().optional(),
  PORTICO_AUTH_TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const text = (value ?? '').trim()
      if (text === '' || text === 'false' || text === '0') return false
      if (/^\d+$/.test(text)) return Number(text)
      // The old boolean: one proxy in front, which appends what it saw.
      if (text === 'true') return 1
      const entries = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
      try {
        trustedRanges(entries)
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message:
            "the number of proxy hops (e.g. 1) or the proxies' addresses or CIDR ranges: " +
            (error instanceof Error ? error.message : String(error)),
        })
        return z.NEVER
      }
      return entries
    }),
  PORTICO_AUTH_ENV: z.enum(['production', 'development']).optional(),
  PORTICO_AUTH_OTP_PEPPER: z.string().min(1).optional(),
  PORTICO_AUTH_OTP_PEPPER_FILE: z.string().min(1).optional(),
})

/** 32 bytes from 64 hex digits or base64; throws naming `source` otherwise. */
export function parseSealingKey(text: string, source: string): Uint8Array {
  const value = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64')
  if (bytes.length !== SEALING_KEY_BYTES)
    throw new Error(
      `${source} must be ${SEALING_KEY_BYTES} bytes as 64 hex digits or base64 ` +
        '(e.g. openssl rand -hex 32)',
    )
  return new Uint8Array(bytes)
}

/** At least 32 bytes from hex or base64; throws naming `source` otherwise. */
export function parseServerSecret(text: string, source: string): Uint8Array {
  const value = text.trim()
  const bytes = /^(?:[0-9a-fA-F]{2})+$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64')
  if (bytes.length < SERVER_SECRET_MIN_BYTES)
    throw new Error(
      `${source} must be at least ${SERVER_SECRET_MIN_BYTES} bytes as hex or base64 ` +
        `(e.g. openssl rand -hex 32)`,
    )
  return new Uint8Array(bytes)
}

async function readChains(value: string | undefined): Promise<AuthChain[]> {
  if (value === undefined || value.trim() === '') return []
  const text = value.trim().startsWith('[') ? value : await readFile(value, 'utf8')
  const parsed = z.array(chainSchema).safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`PORTICO_AUTH_CHAINS: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

type Env = z.infer<typeof envSchema>
type KeyName =
  'PORTICO_AUTH_SHARE_KEY' | 'PORTICO_AUTH_RECOVERY_SEAL_KEY' | 'PORTICO_AUTH_LEGACY_SEAL_KEY'

/** A sealing key from `NAME` or `NAME_FILE`; undefined when neither is set. */
async function keyFromEnv(env: Env, name: KeyName): Promise<Uint8Array | undefined> {
  const value = env[name]
  if (value !== undefined) return parseSealingKey(value, name)
  const file = env[`${name}_FILE`]
  if (file !== undefined) return parseSealingKey(await readFile(file, 'utf8'), `${name}_FILE`)
  return undefined
}

/**
 * A sealer from the host (a KMS), else from the environment's key; else, in development with
 * PGlite, a key made in memory for this run, loudly; else the start fails. Never a key file.
 */
async function sealerFor(
  env: Env,
  name: Exclude<KeyName, 'PORTICO_AUTH_LEGACY_SEAL_KEY'>,
  given: Sealer | undefined,
  context: { production: boolean; database: DatabaseTarget; warn: (line: string) => void },
): Promise<Sealer> {
  if (given) return given
  const key = await keyFromEnv(env, name)
  if (key) return aesGcmSealer(key)
  if (context.production || context.database.kind === 'postgres')
    throw new Error(
      `${name} or ${name}_FILE is required` +
        (context.production ? ' in production' : ' with DATABASE_URL') +
        ' (32 bytes: openssl rand -hex 32), or a KMS sealer given to the service',
    )
  context.warn(
    `WARNING: ${name} is not set: a key was generated in memory for this development run. ` +
      'What it seals is unreadable after a restart, and the start then refuses the database. ' +
      `Set ${name} to keep wallets across restarts.`,
  )
  return aesGcmSealer(new Uint8Array(randomBytes(SEALING_KEY_BYTES)))
}

/** The old single seal key's variables are refused: a key now has one job, and none is a file. */
function refuseOldSealKey(env: Env): void {
  for (const name of ['PORTICO_AUTH_SEAL_KEY', 'PORTICO_AUTH_SEAL_KEY_FILE'] as const)
    if (env[name] !== undefined)
      throw new Error(
        `${name} is no longer read: give the auth shares' key as PORTICO_AUTH_SHARE_KEY, the ` +
          'recovery seal key (service recovery) as PORTICO_AUTH_RECOVERY_SEAL_KEY, and this old ' +
          'key as PORTICO_AUTH_LEGACY_SEAL_KEY while wallets from before are migrated ' +
          '(server/README.md)',
      )
}

/** Sealers a host gives instead of keys in the environment (its KMS). */
export interface HostSealers {
  shareSealer?: Sealer
  recoverySealer?: Sealer
  /** Where development warnings go (default console.warn). */
  warn?: (line: string) => void
}

/** Where a generated OTP pepper is kept for a PGlite directory: `<dir>.otp-pepper` beside it. */
export function otpPepperFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.otp-pepper`
}

async function resolveOtpPepper(
  env: z.infer<typeof envSchema>,
  database: DatabaseTarget,
  production: boolean,
): Promise<Uint8Array> {
  if (env.PORTICO_AUTH_OTP_PEPPER !== undefined)
    return parseServerSecret(env.PORTICO_AUTH_OTP_PEPPER, 'PORTICO_AUTH_OTP_PEPPER')
  if (env.PORTICO_AUTH_OTP_PEPPER_FILE !== undefined)
    return parseServerSecret(
      await readFile(env.PORTICO_AUTH_OTP_PEPPER_FILE, 'utf8'),
      'PORTICO_AUTH_OTP_PEPPER_FILE',
    )
  // Instances sharing PostgreSQL must share the pepper too, and production keeps its secrets
  // in a secret store: neither gets one made here.
  if (production || database.kind === 'postgres' || database.dataDir === undefined)
    throw new Error(
      `PORTICO_AUTH_OTP_PEPPER or PORTICO_AUTH_OTP_PEPPER_FILE is required` +
        (production ? ' in production' : ' with DATABASE_URL'),
    )
  const file = otpPepperFileOf(database.dataDir)
  if (existsSync(file)) return parseServerSecret(await readFile(file, 'utf8'), file)
  await mkdir(path.dirname(file), { recursive: true })
  const pepper = randomBytes(SERVER_SECRET_MIN_BYTES)
  await writeFile(file, pepper.toString('hex'), { mode: 0o600, flag: 'wx' })
  return new Uint8Array(pepper)
}

/** The embedding origins: named (no default) whenever the frame is served; https in production. */
function frameAncestorsOf(
  ancestors: string[],
  frameDir: string | undefined,
  production: boolean,
): string[] {
  if (frameDir !== undefined && ancestors.length === 0)
    throw new Error(
      'PORTICO_AUTH_FRAME_ANCESTORS: name the origins allowed to embed /frame/ ' +
        '(comma-separated, e.g. https://shop.example); there is no default',
    )
  const plain = ancestors.filter((origin) => !origin.startsWith('https://'))
  if (production && plain.length > 0)
    throw new Error(
      `PORTICO_AUTH_FRAME_ANCESTORS: only https origins in production (not ${plain.join(', ')})`,
    )
  return ancestors
}

function frameDirOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const dir = path.resolve(value)
  if (!existsSync(path.join(dir, 'index.html')))
    throw new Error(
      `PORTICO_AUTH_FRAME_DIR: no index.html in ${dir} (build it: node frame/build.mjs)`,
    )
  return dir
}

async function custodyOf(
  env: Env,
  sealers: HostSealers,
  { production, database }: { production: boolean; database: DatabaseTarget },
): Promise<Custody> {
  const context = { production, database, warn: sealers.warn ?? console.warn }
  const recoveryMode = env.PORTICO_AUTH_RECOVERY_MODE
  // One key for both would put the auth share and the recovery share (two of three) under
  // one secret: whoever has it and the database rebuilds every wallet.
  const shareKey = await keyFromEnv(env, 'PORTICO_AUTH_SHARE_KEY')
  const recoveryKey = await keyFromEnv(env, 'PORTICO_AUTH_RECOVERY_SEAL_KEY')
  if (shareKey && recoveryKey && timingSafeEqual(shareKey, recoveryKey))
    throw new Error(
      'PORTICO_AUTH_SHARE_KEY and PORTICO_AUTH_RECOVERY_SEAL_KEY are the same key: give each ' +
        'its own (openssl rand -hex 32), so no one secret opens two shares of a wallet',
    )
  const shareSealer = await sealerFor(env, 'PORTICO_AUTH_SHARE_KEY', sealers.shareSealer, context)
  // Under visitor-secret recovery a recovery seal key only serves wallets migrated from before;
  // it is read when given, never generated.
  const recoverySealer =
    recoveryMode === 'service'
      ? await sealerFor(env, 'PORTICO_AUTH_RECOVERY_SEAL_KEY', sealers.recoverySealer, context)
      : (sealers.recoverySealer ??
        (await keyFromEnv(env, 'PORTICO_AUTH_RECOVERY_SEAL_KEY').then(
          (key) => key && aesGcmSealer(key),
        )))
  return { shareSealer, recoveryMode, recoverySealer }
}

/**
 * Reads the configuration from `env` (process.env by default); `sealers`: a host's KMS in place
 * of the sealing keys' variables.
 */
export async function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  sealers: HostSealers = {},
): Promise<AuthConfig> {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success)
    throw new Error(`auth service configuration: ${z.prettifyError(parsed.error)}`)
  const values = parsed.data
  const database: DatabaseTarget =
    values.DATABASE_URL !== undefined
      ? {
          kind: 'postgres',
          url: values.DATABASE_URL,
          poolSize: values.PORTICO_AUTH_DATABASE_POOL_SIZE,
        }
      : { kind: 'pglite', dataDir: path.resolve(values.PORTICO_AUTH_DATA_DIR) }
  // Development (secrets made in memory or beside the data) only when said outright: a host
  // that forgets NODE_ENV must not get keys that vanish at the next restart.
  const production = values.PORTICO_AUTH_ENV !== 'development'
  refuseOldSealKey(values)
  // Everything that can be wrong is checked before a secret may be generated into a file.
  const frameDir = frameDirOf(values.PORTICO_AUTH_FRAME_DIR)
  const frameAncestors = frameAncestorsOf(values.PORTICO_AUTH_FRAME_ANCESTORS, frameDir, production)
  const chains = await readChains(values.PORTICO_AUTH_CHAINS)
  const social = await socialConfigFromEnv(values, production)
  const publicUrl = (
    values.PORTICO_AUTH_PUBLIC_URL ??
    `http://${values.PORTICO_AUTH_HOST}:${values.PORTICO_AUTH_PORT}`
  ).replace(/\/+$/, '')
  return {
    port: values.PORTICO_AUTH_PORT,
    host: values.PORTICO_AUTH_HOST,
    publicUrl,
    database,
    smtp: {
      host: values.PORTICO_AUTH_SMTP_HOST,
      port: values.PORTICO_AUTH_SMTP_PORT,
      secure: values.PORTICO_AUTH_SMTP_SECURE,
      user: values.PORTICO_AUTH_SMTP_USER,
      pass: values.PORTICO_AUTH_SMTP_PASS,
      from: values.PORTICO_AUTH_MAIL_FROM,
    },
    custody: await custodyOf(values, sealers, { production, database }),
    legacySealKey: await keyFromEnv(values, 'PORTICO_AUTH_LEGACY_SEAL_KEY'),
    otpPepper: await resolveOtpPepper(values, database, production),
    frameAncestors,
    frameDir,
    chains,
    trustProxy: values.PORTICO_AUTH_TRUST_PROXY,
    production,
    metrics:
      values.PORTICO_AUTH_METRICS_PORT === undefined
        ? undefined
        : { host: values.PORTICO_AUTH_METRICS_HOST, port: values.PORTICO_AUTH_METRICS_PORT },
    logLevel: values.PORTICO_AUTH_LOG_LEVEL,
    shutdownDelistMs: values.PORTICO_AUTH_SHUTDOWN_DELIST_MS,
    social,
    geoipCsvDir:
      values.PORTICO_AUTH_GEOIP_CSV === undefined
        ? undefined
        : path.resolve(values.PORTICO_AUTH_GEOIP_CSV),
  }
}
