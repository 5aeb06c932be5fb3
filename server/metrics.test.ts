// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Database } from './db/database'
import { capturedLogger, REDACTED } from './log'
import { createMetrics } from './metrics'
import { metricsApp } from './routes/metrics'
import { freshDatabaseEachTest } from './testing/freshDatabase'
import { harness } from './testing/harness'
import { signIn } from './testing/signIn'
import { testDatabaseKind } from './testing/testDatabase'

let db: Database
freshDatabaseEachTest((fresh) => {
  db = fresh
})

/** The value of one sample line of the exposition (`name{labels} value`), or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `))
  return found === undefined ? undefined : Number(found.slice(line.length + 1))
}

describe('request ids and redaction', () => {
  it("echoes a plain X-Request-Id, replaces any other, and logs each request's id", async () => {
    const h = await harness({ db })
    const given = await h.request('/healthz', { headers: { 'x-request-id': 'lb-4f2a9c-0001' } })
    expect(given.headers.get('x-request-id')).toBe('lb-4f2a9c-0001')
    const odd = await h.request('/healthz', { headers: { 'x-request-id': 'a b\u0007<script>' } })
    const made = odd.headers.get('x-request-id') ?? ''
    expect(made).toMatch(/^[0-9a-f-]{36}$/)
    expect(h.logs.some((line) => line.includes('"requestId":"lb-4f2a9c-0001"'))).toBe(true)
    expect(h.logs.some((line) => line.includes(made))).toBe(true)
    expect(h.logs.join('\n')).not.toContain('<script>')
  })

  it('redacts fields named like a secret or an address, even when code logs them by mistake', () => {
    const { logger, lines } = capturedLogger()
    logger.info(
      {
        email: 'grace@example.com',
        otp: '123456',
        nested: { refreshToken: 'rt-secret', password: 'hunter2-hunter2' },
        mail: { to: 'grace@example.com', text: 'Your sign-in code is 654321' },
      },
      'oops',
    )
    const line = lines.join('\n')
    for (const secret of ['grace@', '123456', 'rt-secret', 'hunter2', '654321'])
      expect(line).not.toContain(secret)
    expect(line).toContain(REDACTED)
  })
})

describe('metrics', () => {
  it('counts requests by route pattern and status, their latency, codes sent, failures, refusals and the outbox', async () => {
    const metrics = createMetrics({ processMetrics: true })
    const h = await harness({ db, metrics })
    await signIn(h, 'ada@example.com', 'device-one-0001')
    // A wrong code (no live code left), then the resend cooldown refusing a second start.
    await h.call('POST', '/v1/email/verify', {
      body: { email: 'ada@example.com', deviceId: 'device-one-0001', otp: '000000' },
    })
    await h.call('POST', '/v1/email/start', {
      body: { email: 'ada@example.com', deviceId: 'device-one-0001' },
    })
    await h.request('/v1/nothing/here')

    const scrape = await metricsApp(metrics).request('/metrics')
    expect(scrape.status).toBe(200)
    expect(scrape.headers.get('content-type')).toContain('text/plain')
    const text = await scrape.text()
    const requests = 'portico_auth_http_requests_total'
    expect(sample(text, `${requests}{method="POST",route="/v1/email/start",status="200"}`)).toBe(1)
    expect(sample(text, `${requests}{method="POST",route="/v1/email/start",status="429"}`)).toBe(1)
    expect(sample(text, `${requests}{method="POST",route="/v1/email/verify",status="200"}`)).toBe(1)
    expect(sample(text, `${requests}{method="GET",route="unmatched",status="404"}`)).toBe(1)
    // The path of a request is never a label: only its route pattern.
    expect(text).not.toContain('/v1/nothing/here')
    expect(
      sample(
        text,
        'portico_auth_http_request_duration_seconds_count{method="POST",route="/v1/email/verify"}',
      ),
    ).toBe(2)
    expect(text).toContain(
      'portico_auth_http_request_duration_seconds_bucket{le="0.1",method="POST",route="/v1/email/start"}',
    )
    // The link, then the code after the approval, then no code for the refused start.
    expect(sample(text, 'portico_auth_mail_sent_total{kind="link"}')).toBe(1)
    expect(sample(text, 'portico_auth_mail_sent_total{kind="code"}')).toBe(1)
    expect(sample(text, 'portico_auth_failures_total{code="RATE_LIMITED"}')).toBe(1)
    expect(text).toMatch(/portico_auth_failures_total\{code="(INVALID_CODE|CODE_EXPIRED)"\} 1/)
    expect(sample(text, 'portico_auth_rate_limited_total{route="/v1/email/start"}')).toBe(1)
    expect(sample(text, 'portico_auth_mail_outbox_depth')).toBe(0)
    // The process's own metrics, and the pool where there is one.
    expect(text).toContain('portico_auth_process_cpu_seconds_total')
    if (testDatabaseKind() === 'postgres')
      expect(sample(text, 'portico_auth_db_pool_connections{state="max"}')).toBeGreaterThan(0)
    // No address, code or token ever labels a series.
    expect(text).not.toContain('ada@')
  })

  it('is not served by the public app', async () => {
    const h = await harness({ db })
    expect((await h.request('/metrics')).status).toBe(404)
    expect((await metricsApp(createMetrics()).request('/anything')).status).toBe(404)
  })
})
