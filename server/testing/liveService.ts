// The auth service as it runs (startAuthService: real HTTP on 127.0.0.1, a free port) on a
// database the test gives (freshDatabaseEachTest), with a fake clock and a mailer that keeps
// what it sends: for suites that replay attacks over the wire (tests/security).
import { randomBytes } from 'node:crypto'
import type { TrustProxy } from '../clientIp'
import type { AuthChain } from '../../protocol/auth/contract'
import type { DeviceWaitOptions } from '../context'
import type { Database } from '../db/database'
import { startAuthService } from '../service'
import type { Custody } from '../shares'
import { capturedLogger } from '../log'
import { testCustody } from './custody'
import { fakeClock, outbox, type FakeClock, type Outbox } from './harness'

export interface LiveService {
  /** e.g. `http://127.0.0.1:41234`. */
  url: string
  /** The database it runs on (what a thief of the database would have). */
  db: Database
  clock: FakeClock
  mail: Outbox
  logs: string[]
  /** fetch() of a path of the service. */
  fetch(path: string, init?: RequestInit): Promise<Response>
  /** A JSON request; `token` adds the Bearer header, `headers` any other. */
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown
      token?: string
      headers?: Record<string, string>
      signal?: AbortSignal
    },
  ): Promise<Response>
  stop(): Promise<void>
}

export interface LiveServiceOptions {
  trustProxy?: TrustProxy
  frameDir?: string
  frameAncestors?: readonly string[]
  chains?: readonly AuthChain[]
  /** The long poll's timing and caps; by default it waits until the client leaves. */
  deviceWait?: Partial<DeviceWaitOptions>
  /** The sealers and recovery mode (fresh random keys, visitor-secret recovery, by default). */
  custody?: Custody
}

export async function startLiveService(
  db: Database,
  options: LiveServiceOptions = {},
): Promise<LiveService> {
  const clock = fakeClock()
  const mail = outbox()
  const { logger, lines: logs } = capturedLogger()
  const service = await startAuthService({
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite' },
    db,
    mailer: mail,
    smtp: { host: '127.0.0.1', port: 2525, secure: false, from: 'Portico <no-reply@test>' },
    // The service's own default: the recovery share is the visitor's envelope. Suites about
    // service recovery pass testCustody('service').
    custody: options.custody ?? testCustody('visitor-secret'),
    otpPepper: new Uint8Array(randomBytes(32)),
    frameAncestors: [...(options.frameAncestors ?? [])],
    frameDir: options.frameDir,
    chains: [...(options.chains ?? [])],
    trustProxy: options.trustProxy ?? false,
    logger,
    now: clock,
    ...(options.deviceWait && { deviceWait: options.deviceWait }),
  })
  const fetchPath = (path: string, init?: RequestInit) => fetch(`${service.url}${path}`, init)
  return {
    url: service.url,
    db,
    clock,
    mail,
    logs,
    fetch: fetchPath,
    call(method, path, { body, token, headers = {}, signal } = {}) {
      const all: Record<string, string> = { ...headers }
      if (body !== undefined) all['content-type'] = 'application/json'
      if (token) all.authorization = `Bearer ${token}`
      return fetchPath(path, {
        method,
        headers: all,
        ...(signal && { signal }),
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
    },
    stop: () => service.stop(),
  }
}
