import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as z from 'zod'
import { chainSchema, type AuthChain } from './contract'
import type { DatabaseTarget } from './db/open'
import type { SmtpOptions } from './mail'
import { SEAL_KEY_BYTES } from './shares'

/**
 * The service's configuration from its environment, parsed with zod so a wrong value stops
 * the start with a message naming the variable:
 *
 * - PORTICO_AUTH_PORT (default 5175), PORTICO_AUTH_HOST (default 127.0.0.1)
 * - PORTICO_AUTH_PUBLIC_URL: where e-mailed links point (default http://<host>:<port>)
 * - DATABASE_URL: PostgreSQL; otherwise PGlite in PORTICO_AUTH_DATA_DIR (default
 *   ./.portico-auth)
 * - PORTICO_AUTH_SMTP_HOST (default 127.0.0.1), PORTICO_AUTH_SMTP_PORT (default 2525),
 *   PORTICO_AUTH_SMTP_SECURE (true/false, default false), PORTICO_AUTH_SMTP_USER,
 *   PORTICO_AUTH_SMTP_PASS, PORTICO_AUTH_MAIL_FROM (default `Portico <no-reply@portico.localhost>`)
 * - PORTICO_AUTH_SEAL_KEY (32 bytes as 64 hex digits or base64) or PORTICO_AUTH_SEAL_KEY_FILE
 *   (a file holding it). Neither: with PGlite, a key generated once into `<data dir>.seal.key`
 *   beside the directory (fit for the demo; a deployment gives its key from a secret store);
 *   with DATABASE_URL the start fails.
 * - PORTICO_AUTH_FRAME_ANCESTORS: comma-separated origins allowed to embed /frame/ (default
 *   the demo page, http://127.0.0.1:5173 and http://localhost:5173)
 * - PORTICO_AUTH_FRAME_DIR: the frame app's built files, with its index.html (none: /frame/ is
 *   not served)
 * - PORTICO_AUTH_CHAINS: JSON array of {chainId, name, rpcUrl}, or the path of a file holding it
 * - PORTICO_AUTH_TRUST_PROXY: true to read client IPs from X-Forwarded-For
 */

export interface AuthConfig {
  port: number
  host: string
  publicUrl: string
  database: DatabaseTarget
  smtp: SmtpOptions
  sealKey: Uint8Array
  frameAncestors: string[]
  frameDir: string | undefined
  chains: AuthChain[]
  trustProxy: boolean
}

const DEFAULT_FRAME_ANCESTORS = ['http://127.0.0.1:5173', 'http://localhost:5173']

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
  PORTICO_AUTH_DATA_DIR: z.string().min(1).default('.portico-auth'),
  PORTICO_AUTH_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  PORTICO_AUTH_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(2525),
  PORTICO_AUTH_SMTP_SECURE: flag,
  PORTICO_AUTH_SMTP_USER: z.string().min(1).optional(),
  PORTICO_AUTH_SMTP_PASS: z.string().optional(),
  PORTICO_AUTH_MAIL_FROM: z.string().min(3).default('Portico <no-reply@portico.localhost>'),
  PORTICO_AUTH_SEAL_KEY: z.string().min(1).optional(),
  PORTICO_AUTH_SEAL_KEY_FILE: z.string().min(1).optional(),
  PORTICO_AUTH_FRAME_ANCESTORS: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? DEFAULT_FRAME_ANCESTORS
        : value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
    )
    .pipe(z.array(origin)),
  PORTICO_AUTH_FRAME_DIR: z.string().min(1).optional(),
  PORTICO_AUTH_CHAINS: z.string().optional(),
  PORTICO_AUTH_TRUST_PROXY: flag,
})

/** 32 bytes from 64 hex digits or base64; throws naming `source` otherwise. */
export function parseSealKey(text: string, source: string): Uint8Array {
  const value = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64')
  if (bytes.length !== SEAL_KEY_BYTES)
    throw new Error(`${source} must be ${SEAL_KEY_BYTES} bytes as 64 hex digits or base64`)
  return new Uint8Array(bytes)
}

async function readChains(value: string | undefined): Promise<AuthChain[]> {
  if (value === undefined || value.trim() === '') return []
  const text = value.trim().startsWith('[') ? value : await readFile(value, 'utf8')
  const parsed = z.array(chainSchema).safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`PORTICO_AUTH_CHAINS: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** Where a generated seal key is kept for a PGlite directory: `<dir>.seal.key` beside it. */
export function sealKeyFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.seal.key`
}

async function resolveSealKey(
  env: z.infer<typeof envSchema>,
  database: DatabaseTarget,
): Promise<Uint8Array> {
  if (env.PORTICO_AUTH_SEAL_KEY !== undefined)
    return parseSealKey(env.PORTICO_AUTH_SEAL_KEY, 'PORTICO_AUTH_SEAL_KEY')
  if (env.PORTICO_AUTH_SEAL_KEY_FILE !== undefined)
    return parseSealKey(
      await readFile(env.PORTICO_AUTH_SEAL_KEY_FILE, 'utf8'),
      'PORTICO_AUTH_SEAL_KEY_FILE',
    )
  if (database.kind === 'postgres' || database.dataDir === undefined)
    throw new Error('PORTICO_AUTH_SEAL_KEY or PORTICO_AUTH_SEAL_KEY_FILE is required')
  // The demo's way: one key made on first start, kept in a file beside (not inside) the
  // database directory, so a copy of the database alone does not carry it.
  const file = sealKeyFileOf(database.dataDir)
  if (existsSync(file)) return parseSealKey(await readFile(file, 'utf8'), file)
  await mkdir(path.dirname(file), { recursive: true })
  const key = randomBytes(SEAL_KEY_BYTES)
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' })
  return new Uint8Array(key)
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

/** Reads the configuration from `env` (process.env by default). */
export async function configFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<AuthConfig> {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success)
    throw new Error(`auth service configuration: ${z.prettifyError(parsed.error)}`)
  const values = parsed.data
  const database: DatabaseTarget =
    values.DATABASE_URL !== undefined
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(values.PORTICO_AUTH_DATA_DIR) }
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
    sealKey: await resolveSealKey(values, database),
    frameAncestors: values.PORTICO_AUTH_FRAME_ANCESTORS,
    frameDir: frameDirOf(values.PORTICO_AUTH_FRAME_DIR),
    chains: await readChains(values.PORTICO_AUTH_CHAINS),
    trustProxy: values.PORTICO_AUTH_TRUST_PROXY,
  }
}
