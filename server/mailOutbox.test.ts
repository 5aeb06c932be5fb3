// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { codeIn, approvalLinkIn } from '../demo/mail/extract'
import { startMailSink } from '../demo/mail/sink'
import { emailStartResponseSchema } from '../protocol/auth/contract'
import type { Database } from './db/database'
import {
  CODE_LIFETIME_MS,
  DEVICE_APPROVAL_LIFETIME_MS,
  MAIL_CLAIM_MS,
  MAIL_OUTBOX_BATCH,
  MAIL_RETRY,
} from './limits'
import { silentLogger } from './log'
import type { Mailer, MailMessage } from './mail'
import { createMailOutbox, retryDelayMs } from './mailOutbox'
import { createMetrics } from './metrics'
import { startAuthService } from './service'
import { testCustody } from './testing/custody'
import { freshDatabaseEachTest } from './testing/freshDatabase'
import { fakeClock, harness, outbox as keptMail, parsed } from './testing/harness'

let db: Database
freshDatabaseEachTest((fresh) => {
  db = fresh
})

/** A mail server that is down: every attempt is refused at once, as a closed port is. */
const downMailer = (): Mailer & { attempts: number } => {
  const mailer = {
    attempts: 0,
    send() {
      mailer.attempts += 1
      return Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      )
    },
    close: () => undefined,
  }
  return mailer
}

const queued = async () =>
  z
    .array(z.object({ n: z.coerce.number() }))
    .parse(await db.query('SELECT count(*) AS n FROM mail_outbox'))[0]?.n

describe('the mail outbox', () => {
  /**
   * A mail server whose attempts wait until `release` says how they end; once released, the
   * attempts that follow end that way at once.
   */
  const heldMailer = () => {
    const sent: MailMessage[] = []
    const waiting: ((outcome: 'sent' | 'refused') => void)[] = []
    let released: 'sent' | 'refused' | undefined
    const mailer: Mailer = {
      send: (message) =>
        new Promise<void>((resolve, reject) => {
          const end = (outcome: 'sent' | 'refused') => {
            if (outcome === 'refused') reject(Object.assign(new Error('refused'), { code: 'EX' }))
            else {
              sent.push(message)
              resolve()
            }
          }
          if (released) end(released)
          else waiting.push(end)
        }),
      close: () => undefined,
    }
    const release = (outcome: 'sent' | 'refused') => {
      released = outcome
      for (const end of waiting.splice(0)) end(outcome)
    }
    return { mailer, sent, waiting, release }
  }

  /** `count` e-mails whose first attempt failed, all due again once the clock has moved on. */
  async function queueFailed(clock: ReturnType<typeof fakeClock>, count: number) {
    const failing = createMailOutbox(db, clock, downMailer(), {
      logger: silentLogger,
      metrics: createMetrics(),
    })
    for (let n = 0; n < count; n += 1)
      await failing.send(
        { to: `visitor${n}@example.com`, subject: 'link', text: `link ${n}` },
        'link',
        DEVICE_APPROVAL_LIFETIME_MS,
      )
    clock.advance(MAIL_RETRY.maxMs)
  }

  it('answers a sign-in start while the mail server is down, then sends its e-mail once, after the backoff', async () => {
    const clock = fakeClock()
    const down = downMailer()
    const h = await harness({ db, clock, mailer: down })
    const start = await h.call('POST', '/v1/email/start', {
      body: { email: 'ada@example.com', deviceId: 'device-one-0001' },
    })
    expect(start.status).toBe(200)
    expect((await parsed(start, emailStartResponseSchema)).action).toBe('VERIFY_DEVICE')
    expect(down.attempts).toBe(1)
    expect(await queued()).toBe(1)
    // The row holds the rendered message until it is sent: the link, never a code here.
    const kept = keptMail()
    const metrics = createMetrics()
    const worker = createMailOutbox(db, clock, kept, { logger: silentLogger, metrics })
    await worker.deliverDue()
    expect(kept.sent).toHaveLength(0)
    clock.advance(retryDelayMs(1, MAIL_RETRY))
    await worker.deliverDue()
    await worker.deliverDue()
    expect(kept.sent).toHaveLength(1)
    expect(approvalLinkIn(kept.sent[0]?.text ?? '')).toBeDefined()
    expect(await queued()).toBe(0)
    const text = await metrics.registry.metrics()
    expect(text).toContain('portico_auth_mail_sent_total{kind="link"} 1')
    expect(text).toContain('portico_auth_mail_retries_total{kind="link"} 1')
    // The failure was logged by its reason only.
    expect(h.logs.some((line) => line.includes('"reason":"ECONNREFUSED"'))).toBe(true)
    for (const line of h.logs) expect(line).not.toContain('ada@')
  })

  it('backs off exponentially, up to its bound', () => {
    const retry = { baseMs: 1_000, maxMs: 60_000 }
    expect([1, 2, 3, 4, 7, 20].map((attempts) => retryDelayMs(attempts, retry))).toEqual([
      1_000, 2_000, 4_000, 8_000, 60_000, 60_000,
    ])
  })

  it('drops an e-mail unsent once its code has expired', async () => {
    const clock = fakeClock()
    const metrics = createMetrics()
    const failing = createMailOutbox(db, clock, downMailer(), { logger: silentLogger, metrics })
    await failing.send(
      { to: 'ada@example.com', subject: 'code', text: 'Your code is 123456' },
      'code',
      CODE_LIFETIME_MS,
    )
    expect(await queued()).toBe(1)
    clock.advance(CODE_LIFETIME_MS)
    const kept = keptMail()
    await createMailOutbox(db, clock, kept, { logger: silentLogger, metrics }).deliverDue()
    expect(kept.sent).toHaveLength(0)
    expect(await queued()).toBe(0)
    expect(await metrics.registry.metrics()).toContain(
      'portico_auth_mail_expired_total{kind="code"} 1',
    )
  })

  it('has two workers on one database send each queued e-mail once', async () => {
    const clock = fakeClock()
    const count = 30
    await queueFailed(clock, count)
    const sent: MailMessage[] = []
    // A slow mail server, so the two workers' looks overlap.
    const slow: Mailer = {
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 2))
        sent.push(message)
      },
      close: () => undefined,
    }
    const workers = [0, 1].map(() =>
      createMailOutbox(db, clock, slow, { logger: silentLogger, metrics: createMetrics() }),
    )
    await Promise.all(workers.flatMap((worker) => [worker.deliverDue(), worker.deliverDue()]))
    await Promise.all(workers.map((worker) => worker.deliverDue()))
    expect(sent).toHaveLength(count)
    expect(new Set(sent.map((message) => message.to)).size).toBe(count)
    expect(await queued()).toBe(0)
  })

  it('stops after the batch under way, leaving the rest of a backlog to the other instances', async () => {
    const clock = fakeClock()
    await queueFailed(clock, MAIL_OUTBOX_BATCH * 2 + 5)
    const held = heldMailer()
    const worker = createMailOutbox(db, clock, held.mailer, {
      logger: silentLogger,
      metrics: createMetrics(),
      pollMs: 5,
    })
    worker.start()
    await expect.poll(() => held.waiting.length).toBe(MAIL_OUTBOX_BATCH)
    const stopped = worker.stop()
    held.release('sent')
    await stopped
    expect(held.sent).toHaveLength(MAIL_OUTBOX_BATCH)
    expect(await queued()).toBe(MAIL_OUTBOX_BATCH + 5)
  })

  it("leaves alone a claim it lost: an attempt that outlived its claim does not free another instance's", async () => {
    const clock = fakeClock()
    await queueFailed(clock, 1)
    const options = { logger: silentLogger, metrics: createMetrics() }
    // A's attempt hangs past its claim; B claims the e-mail again and is sending it.
    const slow = heldMailer()
    const lookOfA = createMailOutbox(db, clock, slow.mailer, options).deliverDue()
    await expect.poll(() => slow.waiting.length).toBe(1)
    clock.advance(MAIL_CLAIM_MS)
    const sending = heldMailer()
    const lookOfB = createMailOutbox(db, clock, sending.mailer, options).deliverDue()
    await expect.poll(() => sending.waiting.length).toBe(1)
    // A's attempt fails at last: the e-mail is B's, and no third instance may take it.
    slow.release('refused')
    await lookOfA
    // Past A's backoff, well inside B's claim.
    clock.advance(retryDelayMs(2, MAIL_RETRY))
    const third = keptMail()
    await createMailOutbox(db, clock, third, options).deliverDue()
    expect(third.sent).toHaveLength(0)
    sending.release('sent')
    await lookOfB
    expect(sending.sent).toHaveLength(1)
    expect(await queued()).toBe(0)
  })

  it('ends a look only once every attempt of its batch has, even when one of them failed', async () => {
    const clock = fakeClock()
    await queueFailed(clock, 2)
    // The database refuses the first deletion of a sent e-mail; the other e-mail is still on
    // its way to the mail server.
    let refusedDelete = false
    const flaky: Database = {
      ...db,
      query: (sql, params) => {
        if (!refusedDelete && sql.startsWith('DELETE FROM mail_outbox WHERE id')) {
          refusedDelete = true
          return Promise.reject(new Error('connection lost'))
        }
        return db.query(sql, params)
      },
    }
    let first = true
    const held = heldMailer()
    const mailer: Mailer = {
      send: (message) => {
        if (!first) return held.mailer.send(message)
        first = false
        return Promise.resolve()
      },
      close: () => undefined,
    }
    const worker = createMailOutbox(flaky, clock, mailer, {
      logger: silentLogger,
      metrics: createMetrics(),
    })
    let ended = false
    const look = worker.deliverDue().finally(() => {
      ended = true
    })
    await expect.poll(() => refusedDelete && held.waiting.length === 1).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ended).toBe(false)
    held.release('sent')
    await expect(look).rejects.toThrow('connection lost')
    expect(held.sent).toHaveLength(1)
  })

  it('delivers every e-mail exactly once when the SMTP server comes back, two instances sharing the outbox', async () => {
    const sink = await startMailSink()
    const { port } = sink
    await sink.stop()
    const options = {
      host: '127.0.0.1',
      port: 0,
      database: { kind: 'pglite' as const },
      db,
      smtp: { host: '127.0.0.1', port, secure: false, from: 'Portico <no-reply@test>' },
      custody: testCustody(),
      otpPepper: new Uint8Array(randomBytes(32)),
      frameAncestors: [],
      frameDir: undefined,
      chains: [],
      trustProxy: false as const,
      mailOutbox: { retry: { baseMs: 50, maxMs: 200 }, pollMs: 25 },
    }
    const services = [await startAuthService(options), await startAuthService(options)]
    let back: Awaited<ReturnType<typeof startMailSink>> | undefined
    try {
      // Sign-ins start on both instances while the mail server is down: all answered.
      const visitors = Array.from({ length: 6 }, (_, n) => `outage${n}@example.com`)
      const starts = await Promise.all(
        visitors.map((email, n) =>
          fetch(`${services[n % 2]?.url ?? ''}/v1/email/start`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, deviceId: `outage-device-${n}-0001` }),
          }),
        ),
      )
      expect(starts.map((response) => response.status)).toEqual(visitors.map(() => 200))
      expect(await queued()).toBe(visitors.length)

      back = await startMailSink({ port })
      const received = back
      await expect.poll(() => received.messages().length, { timeout: 10_000 }).toBe(visitors.length)
      await expect.poll(queued, { timeout: 5_000 }).toBe(0)
      // A few more looks of both workers: nothing arrives twice.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const messages = received.messages()
      expect(messages.flatMap((message) => message.to).sort()).toEqual([...visitors].sort())
      for (const message of messages) {
        expect(approvalLinkIn(message.text)).toBeDefined()
        expect(codeIn(message.text)).toBeUndefined()
      }
    } finally {
      for (const service of services) await service.stop()
      await back?.stop()
    }
  }, 30_000)
})
