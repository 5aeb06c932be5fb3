// The auth service's app on a test database (in-memory PGlite, or PostgreSQL under the
// postgres project: server/testing/testDatabase.ts) with a fake clock and a mailer that keeps
// what it sends: for the server's own tests.
import { randomBytes } from 'node:crypto'
import type * as z from 'zod/mini'
import { createApp, type AppDeps } from '../app'
import { errorBodySchema, type ErrorBody } from '../../protocol/auth/contract'
import type { Database } from '../db/database'
import type { Mailer, MailMessage } from '../mail'
import type { Custody } from '../shares'
import { capturedLogger } from '../log'
import { testCustody } from './custody'
import { openTestDatabase } from './testDatabase'

export interface FakeClock {
  (): number
  advance(ms: number): void
}

export function fakeClock(start = Date.UTC(2026, 0, 1)): FakeClock {
  let time = start
  const clock = () => time
  clock.advance = (ms: number) => {
    time += ms
  }
  return clock
}

export interface Outbox extends Mailer {
  sent: MailMessage[]
  /** The 6-digit code of the last message to `to`. */
  lastCode(to: string): string
  /** The approval link of the last message to `to`. */
  lastLink(to: string): string
}

export function outbox(): Outbox {
  const sent: MailMessage[] = []
  const last = (to: string) => {
    const message = sent.findLast((item) => item.to === to)
    if (!message) throw new Error(`no e-mail to ${to}`)
    return message
  }
  return {
    sent,
    async send(message) {
      sent.push(message)
    },
    close: () => undefined,
    lastCode(to) {
      const code = /(?<!\d)\d{6}(?!\d)/.exec(last(to).text)?.[0]
      if (!code) throw new Error(`no code in the last e-mail to ${to}`)
      return code
    },
    lastLink(to) {
      const link = /https?:\/\/\S+\/v1\/device\/approve\?token=\S+/.exec(last(to).text)?.[0]
      if (!link) throw new Error(`no approval link in the last e-mail to ${to}`)
      return link
    },
  }
}

export interface Harness {
  db: Database
  clock: FakeClock
  mail: Outbox
  /** The JSON lines the app logged. */
  logs: string[]
  custody: Custody
  /**
   * A JSON request to the app; `token` adds the Bearer header, `ip` X-Forwarded-For (the
   * harness trusts one proxy hop, and app.request has no socket: `ip` is the client's IP).
   */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; ip?: string },
  ): Promise<Response>
  /** A form POST (application/x-www-form-urlencoded), as a browser sends the approval page's. */
  form(path: string, fields: Record<string, string>): Promise<Response>
  /** Any request to the app, from the client IP 10.0.0.1 unless it says otherwise. */
  request(path: string, init?: RequestInit): Promise<Response>
  /** Closes the database if the harness opened it. */
  close(): Promise<void>
}

export const PUBLIC_URL = 'http://auth.test'

export async function harness(
  overrides: Partial<Omit<AppDeps, 'now'>> & { db?: Database; clock?: FakeClock } = {},
): Promise<Harness> {
  const db = overrides.db ?? (await openTestDatabase())
  const clock = overrides.clock ?? fakeClock()
  const mail = outbox()
  const { logger, lines: logs } = capturedLogger()
  const custody = overrides.custody ?? testCustody()
  const app = createApp({
    db,
    mailer: mail,
    custody,
    otpPepper: new Uint8Array(randomBytes(32)),
    publicUrl: PUBLIC_URL,
    chains: [],
    frameAncestors: [],
    trustProxy: 1,
    logger,
    deviceWait: { maxMs: 0, pollMs: 1 },
    ...overrides,
    now: clock,
  })
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', '10.0.0.1')
    return Promise.resolve(app.request(path, { ...init, headers }))
  }
  return {
    db,
    clock,
    mail,
    logs,
    custody,
    request,
    call(method, path, { body, token, ip = '10.0.0.1' } = {}) {
      const headers: Record<string, string> = { 'x-forwarded-for': ip }
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (token) headers.authorization = `Bearer ${token}`
      return Promise.resolve(
        app.request(path, {
          method,
          headers,
          ...(body !== undefined && { body: JSON.stringify(body) }),
        }),
      )
    },
    form(path, fields) {
      return request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      })
    },
    // A database given by the caller is the caller's to close.
    close: () => (overrides.db ? Promise.resolve() : db.close()),
  }
}

/** The response's JSON parsed with a contract schema; throws with the body when it fails. */
export async function parsed<S extends z.ZodMiniType>(
  response: Response,
  schema: S,
): Promise<z.infer<S>> {
  const body: unknown = await response.json()
  const result = schema.safeParse(body)
  if (!result.success) throw new Error(`unexpected body ${JSON.stringify(body)}`)
  return result.data
}

/** The contract error body of a response. */
export function errorOf(response: Response): Promise<ErrorBody['error']> {
  return parsed(response, errorBodySchema).then((body) => body.error)
}

/** The hidden fields of the approval page's form (its link token and form token). */
export function approvalFormIn(page: string): { token: string; form: string } {
  const field = (name: string) =>
    new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(page)?.[1]
  const token = field('token')
  const form = field('form')
  if (token === undefined || form === undefined) throw new Error('no approval form in the page')
  return { token, form }
}

/**
 * Empties every table but schema_migrations: one migrated PGlite per test file, a clean one
 * per test (opening PGlite takes most of a second).
 */
export async function resetDatabase(db: Database): Promise<void> {
  await db.query(
    `TRUNCATE users, otp_codes, email_cooldowns, rate_limits, device_approvals, code_failures,
       sealing_canaries, pending_compactions, device_waits, mail_outbox CASCADE`,
  )
}
