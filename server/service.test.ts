// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalLinkIn, codeIn } from '../demo/mail/extract'
import { startMailSink, type MailSink } from '../demo/mail/sink'
import { emailStartResponseSchema, sessionTokensSchema } from '../protocol/auth/contract'
import { capturedLogger } from './log'
import { startAuthService, type RunningAuthService } from './service'
import { testCustody } from './testing/custody'
import { approveLink } from './testing/signIn'

// The service as it runs: real HTTP on a free port, in-memory PGlite, SMTP into the demo sink.
let sink: MailSink
let service: RunningAuthService
const { logger, lines: logs } = capturedLogger()
let startMs = 0

beforeAll(async () => {
  sink = await startMailSink()
  const started = performance.now()
  service = await startAuthService({
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite' },
    smtp: {
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      from: 'Portico <no-reply@portico.localhost>',
    },
    custody: testCustody(),
    otpPepper: new Uint8Array(randomBytes(32)),
    frameAncestors: [],
    frameDir: undefined,
    chains: [],
    trustProxy: false,
    logger,
    metrics: { host: '127.0.0.1', port: 0 },
  })
  startMs = performance.now() - started
}, 60_000)
afterAll(async () => {
  await service.stop()
  await sink.stop()
})

const post = (path: string, body: unknown) =>
  fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('the running service', () => {
  it('signs in by an approval link and a code that travel through SMTP, and logs none of it', async () => {
    const started = performance.now()
    const email = 'ada@example.com'
    const deviceId = 'device-one-0001'
    const start = emailStartResponseSchema.parse(
      await (await post('/v1/email/start', { email, deviceId })).json(),
    )
    expect(start.action).toBe('VERIFY_DEVICE')
    const mailTo = () => sink.messages().filter((item) => item.to.includes(email))
    const link = approvalLinkIn(mailTo()[0]?.text ?? '')
    if (!link) throw new Error('no approval link')
    const approved = await approveLink((path, init) => fetch(`${service.url}${path}`, init), link)
    expect(approved.status).toBe(200)
    const code = codeIn(mailTo().find((item) => codeIn(item.text))?.text ?? '')
    expect(code).toMatch(/^\d{6}$/)
    const verify = await post('/v1/email/verify', { email, deviceId, otp: code })
    expect(verify.status).toBe(200)
    const session = sessionTokensSchema.parse(await verify.json())
    const roundTripMs = performance.now() - started
    console.info(
      `auth service start (PGlite + migrations + listen): ${startMs.toFixed(0)} ms; ` +
        `sign-up round trip (start -> link -> approve -> SMTP sink -> verify): ` +
        `${roundTripMs.toFixed(0)} ms`,
    )
    expect(logs.some((line) => line.includes('"route":"/v1/email/verify","status":200'))).toBe(true)
    for (const line of logs) {
      expect(line).not.toContain(new URL(link).searchParams.get('token'))
      expect(line).not.toContain(code)
      expect(line).not.toContain(session.accessToken)
      expect(line).not.toContain('ada@')
    }
  }, 30_000)

  it('serves its metrics on their own listener only, never on its public port', async () => {
    if (!service.metricsUrl) throw new Error('no metrics listener')
    expect(service.metricsUrl).not.toBe(service.url)
    const scrape = await fetch(`${service.metricsUrl}/metrics`)
    expect(scrape.status).toBe(200)
    expect(await scrape.text()).toMatch(
      /portico_auth_http_requests_total\{method="POST",route="\/v1\/email\/verify",status="200"\} 1/,
    )
    expect((await fetch(`${service.url}/metrics`)).status).toBe(404)
  })

  it('answers unknown paths with the contract error body', async () => {
    const response = await fetch(`${service.url}/v1/nothing`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } })
  })
})
