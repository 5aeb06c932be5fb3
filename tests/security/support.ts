// What the security suites share: the running service on a fresh database for each test, and
// the visitor's and the attacker's moves over HTTP.
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'
import { emailStartResponseSchema, type SessionTokens } from '../../protocol/auth/contract'
import type { Database } from '../../server/db/database'
import { migrate, readMigrations } from '../../server/db/migrate'
import { openPglite } from '../../server/db/pglite'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../server/limits'
import { legacySeal, testWallet, type TestWallet } from '../../server/testing/custody'
import { freshDatabaseEachTest } from '../../server/testing/freshDatabase'
import { approvalFormIn, errorOf, parsed } from '../../server/testing/harness'
import {
  startLiveService,
  type LiveService,
  type LiveServiceOptions,
} from '../../server/testing/liveService'
import { signInWith } from '../../server/testing/signIn'

export type { LiveService } from '../../server/testing/liveService'

export const VICTIM = 'ada@example.com'
/** The victim's own device: it signed in before, so a code alone signs it in. */
export const VICTIM_DEVICE = 'victim-device-0001'
/** A device the attacker made up. */
export const ATTACKER_DEVICE = 'attacker-device-0001'
/** What the victim's browser says it is. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

/**
 * Registers a fresh database for each test and returns `live`, which starts the service on it
 * (stopped after the test).
 */
export function liveServicePerTest(): (options?: LiveServiceOptions) => Promise<LiveService> {
  let db: Database | undefined
  const running: LiveService[] = []
  freshDatabaseEachTest((fresh) => {
    db = fresh
  })
  afterEach(async () => {
    for (const service of running.splice(0)) await service.stop()
  })
  return async (options) => {
    if (!db) throw new Error('no database yet')
    const service = await startLiveService(db, options)
    running.push(service)
    return service
  }
}

/**
 * Starts a sign-in, past the resend cooldown of an e-mail sent just before; its answer.
 * `recovery`: the device asks for a recovery (it lost its share).
 */
export async function start(
  service: LiveService,
  email: string,
  deviceId: string,
  { headers = {}, recovery }: { headers?: Record<string, string>; recovery?: boolean } = {},
) {
  service.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  const response = await service.call('POST', '/v1/email/start', {
    body: { email, deviceId, ...(recovery !== undefined && { recovery }) },
    headers,
  })
  if (response.status !== 200) throw new Error(`start answered ${response.status}`)
  return parsed(response, emailStartResponseSchema)
}

/**
 * A sign-in of `email` started from `deviceId` (by default the attacker's) and waiting for its
 * approval: the long poll's body, and `approved()`, one poll's outcome (`200 ok` once approved;
 * with a service whose polls answer at once, `408 TIMEOUT` until then).
 */
export async function pendingSignIn(
  service: LiveService,
  {
    email = VICTIM,
    deviceId = ATTACKER_DEVICE,
    ...options
  }: { email?: string; deviceId?: string } & Parameters<typeof start>[3] = {},
) {
  const { waitToken } = await start(service, email, deviceId, options)
  const body = { email, deviceId, waitToken }
  const approved = async () => outcome(await service.call('POST', '/v1/device/wait', { body }))
  return { body, approved }
}

/** Signs in the visitor's way (approval link first where the service asks for it). */
export async function signIn(
  service: LiveService,
  email = VICTIM,
  deviceId = VICTIM_DEVICE,
): Promise<SessionTokens> {
  service.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  return signInWith((path, init) => service.fetch(path, init), service.mail, email, deviceId)
}

/**
 * Opens an approval link (by default the last one mailed to the victim): the page's answer,
 * text and form, and the link's token.
 */
export async function openLink(
  service: LiveService,
  { link = service.mail.lastLink(VICTIM), method = 'GET' }: { link?: string; method?: string } = {},
) {
  const url = new URL(link)
  const response = await service.fetch(url.pathname + url.search, { method })
  const text = await response.text()
  let form: { token: string; form: string } | undefined
  try {
    form = approvalFormIn(text)
  } catch {
    form = undefined
  }
  return { response, text, form, token: url.searchParams.get('token') ?? '' }
}

/** Posts the approval form as a browser does. */
export function postApproval(service: LiveService, fields: Record<string, string>) {
  return service.fetch('/v1/device/approve', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

/** A 6-digit code that is not `code`. */
export const wrongFor = (code: string) => (code === '123456' ? '654321' : '123456')

/** `status code` of an answer, e.g. `400 INVALID_CODE`, `200 ok`. */
export async function outcome(response: Response): Promise<string> {
  if (response.ok) return `${response.status} ok`
  const error = await errorOf(response.clone()).catch(() => undefined)
  return `${response.status} ${error?.code ?? 'non-contract'}`
}

// ---- volumes ------------------------------------------------------------------------------

/** Every file under `dir`, recursively. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Which of `values` some file under `dir` holds, as text or (base64 values) as their bytes. */
export async function foundIn(dir: string, values: readonly string[]): Promise<string[]> {
  const found = new Set<string>()
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file)
    for (const value of values)
      if (bytes.includes(value) || bytes.includes(Buffer.from(value, 'base64'))) found.add(value)
  }
  return values.filter((value) => found.has(value))
}

export interface OldLayoutVolume {
  volume: string
  /** The PGlite directory, `<volume>/auth`. */
  dataDir: string
  /** The old seal key's file beside it, `<volume>/auth.seal.key`. */
  keyFile: string
  key: Uint8Array
  wallets: Array<{ email: string; userId: string; wallet: TestWallet; recoverySealed: string }>
  remove(): Promise<void>
}

/**
 * A volume as the service before custody v1 left it: PGlite in `<volume>/auth` with that
 * service's schema (the migrations before 003_custody), each address's wallet with its auth
 * share in the clear and its recovery share sealed under a key the service generated into
 * `auth.seal.key`, beside the directory.
 */
export async function oldLayoutVolume(
  emails: readonly string[] = [VICTIM],
): Promise<OldLayoutVolume> {
  const volume = await mkdtemp(path.join(tmpdir(), 'portico-old-volume-'))
  const dataDir = path.join(volume, 'auth')
  const keyFile = `${dataDir}.seal.key`
  const key = new Uint8Array(randomBytes(32))
  await writeFile(keyFile, Buffer.from(key).toString('hex'))
  const before = (await readMigrations()).filter((migration) => migration.version < '003')
  const db = await openPglite(dataDir)
  const wallets: OldLayoutVolume['wallets'] = []
  try {
    await migrate(db, before)
    for (const [n, email] of emails.entries()) {
      const userId = `old-user-${n}`
      const wallet = await testWallet()
      const recoverySealed = legacySeal(wallet.shares.recovery, userId, key)
      await db.query('INSERT INTO users (id, email, created_at) VALUES ($1, $2, 0)', [
        userId,
        email,
      ])
      await db.query(
        `INSERT INTO wallets (user_id, address, auth_share, recovery_sealed, created_at)
         VALUES ($1, $2, $3, $4, 0)`,
        [userId, wallet.address, wallet.shares.auth, recoverySealed],
      )
      wallets.push({ email, userId, wallet, recoverySealed })
    }
  } finally {
    await db.close()
  }
  return {
    volume,
    dataDir,
    keyFile,
    key,
    wallets,
    remove: () => rm(volume, { recursive: true, force: true }),
  }
}
