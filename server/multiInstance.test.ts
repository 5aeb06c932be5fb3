// @vitest-environment node
// Several instances of the auth service, as a host runs them: three processes of their own
// (node server/run.mjs) on one PostgreSQL, behind HAProxy (round robin). Visitors sign in
// across them while one instance is killed mid-sign-in; every code is accepted once, whichever
// instances it reaches; a limit counts once across the three.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { approvalLinkIn, codeIn } from '../demo/mail/extract'
import { startMailSink, type MailSink } from '../demo/mail/sink'
import {
  emailStartResponseSchema,
  sessionResponseSchema,
  sessionTokensSchema,
} from '../protocol/auth/contract'
import type { Database } from './db/database'
import { openPostgres } from './db/postgres'
import { RATE_LIMITS, SHUTDOWN_DRAIN_MS } from './limits'
import { freePort } from '../tests/support/freePort'
import {
  BALANCER_DELIST_MS,
  haproxyAvailable,
  startBalancer,
  type Balancer,
} from './testing/haproxy'
import { approvalFormIn } from './testing/harness'
import { httpFrom, type Reply } from './testing/httpFrom'
import { startInstance, type InstanceProcess } from './testing/instanceProcess'
import { postgresAvailable, startTestPostgres, type TestPostgres } from './testing/postgres'

// In CI both are installed (.ci/run) and a missing one fails the suite; elsewhere it is skipped.
const runs = Boolean(process.env.CI) || (postgresAvailable && haproxyAvailable)

const INSTANCES = 3
const VISITORS = 6
/** Closed-loop clients of the graceful-stop test, and the starts each side of the stop. */
const LOAD_CLIENTS = 8
const STARTS_AROUND_STOP = 24
/** How often a waiting test client asks again about what it waits for. */
const LOOK_MS = 50

const json = <S extends z.ZodMiniType>(reply: Reply, schema: S): z.infer<S> => {
  const parsed = schema.safeParse(JSON.parse(reply.body))
  if (!parsed.success) throw new Error(`unexpected answer ${reply.status} ${reply.body}`)
  return parsed.data
}

describe.skipIf(!runs)('three instances on one PostgreSQL behind HAProxy', () => {
  let postgres: TestPostgres | undefined
  let sink: MailSink | undefined
  let balancer: Balancer | undefined
  let db: Database | undefined
  const instances: InstanceProcess[] = []

  beforeAll(async () => {
    postgres = await startTestPostgres()
    sink = await startMailSink()
    // Links in e-mails point at the balancer, so its port is chosen before the instances start.
    const balancerPort = await freePort()
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()))
    const env = {
      PORTICO_AUTH_ENV: 'development',
      DATABASE_URL: postgres.url,
      PORTICO_AUTH_SHARE_KEY: randomBytes(32).toString('hex'),
      PORTICO_AUTH_OTP_PEPPER: randomBytes(32).toString('hex'),
      PORTICO_AUTH_HOST: '127.0.0.1',
      PORTICO_AUTH_PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      PORTICO_AUTH_SMTP_HOST: '127.0.0.1',
      PORTICO_AUTH_SMTP_PORT: String(sink.port),
      PORTICO_AUTH_TRUST_PROXY: '1',
      // A stop takes the instance out of the balancer before it closes its listener.
      PORTICO_AUTH_SHUTDOWN_DELIST_MS: String(BALANCER_DELIST_MS),
    }
    // Started together: they migrate the one database at once (under its advisory lock).
    instances.push(
      ...(await Promise.all(
        ports.map((port) => startInstance({ ...env, PORTICO_AUTH_PORT: String(port) })),
      )),
    )
    balancer = await startBalancer(ports, balancerPort)
    db = await openPostgres(postgres.url)
  }, 120_000)

  afterAll(async () => {
    await db?.close()
    await balancer?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await sink?.stop()
    await postgres?.stop()
  }, 60_000)

  /** The newest e-mail to `email` that holds what `find` looks for, waited for. */
  async function mailed(email: string, find: (text: string) => string | undefined) {
    if (!sink) throw new Error('no mail sink')
    for (;;) {
      for (const message of sink.messages())
        if (message.to.includes(email)) {
          const found = find(message.text)
          if (found !== undefined) return found
          break
        }
      await new Promise((resolve) => setTimeout(resolve, LOOK_MS))
    }
  }

  it(
    'signs every visitor in across them while one is killed, accepts each code once, counts each limit once',
    { timeout: 120_000 },
    async () => {
      if (!balancer || !db) throw new Error('not started')
      const lb = balancer.url
      const [first, killed, third] = instances
      if (!first || !killed || !third) throw new Error('instances missing')
      const visitors = Array.from({ length: VISITORS }, (_, index) => ({
        email: `visitor${index}@example.com`,
        deviceId: `multi-device-${index}-0001`,
        ip: `127.0.1.${index + 1}`,
      }))

      // Each visitor starts on a new device: an approval link is e-mailed, the device waits.
      const waitTokens: string[] = []
      for (const visitor of visitors) {
        const start = await httpFrom(visitor.ip, `${lb}/v1/email/start`, {
          method: 'POST',
          json: { email: visitor.email, deviceId: visitor.deviceId },
        })
        expect(start.status).toBe(200)
        const answer = json(start, emailStartResponseSchema)
        expect(answer.action).toBe('VERIFY_DEVICE')
        waitTokens.push(answer.waitToken ?? '')
      }

      // Their long polls, round robin: two held by each instance. A poll cut off (the balancer
      // answers 502 or 503 for an instance that died under it) is asked again, as the frame does.
      let askedAgain = 0
      const waits = visitors.map(async (visitor, index) => {
        for (;;) {
          const wait = await httpFrom(visitor.ip, `${lb}/v1/device/wait`, {
            method: 'POST',
            json: {
              email: visitor.email,
              deviceId: visitor.deviceId,
              waitToken: waitTokens[index],
            },
          }).catch(() => undefined)
          if (wait?.status === 200) return JSON.parse(wait.body) as unknown
          if (wait && ![408, 502, 503].includes(wait.status))
            throw new Error(`the long poll answered ${wait.status} ${wait.body}`)
          askedAgain += 1
        }
      })
      const heldSlots = async () =>
        z
          .array(z.object({ held: z.coerce.number() }))
          .parse(await db?.query('SELECT count(*) AS held FROM device_waits'))[0]?.held
      await expect.poll(heldSlots, { timeout: 20_000 }).toBe(VISITORS)

      // One instance dies mid-sign-in, its two polls with it.
      await killed.kill()

      // Each visitor approves from the e-mail; the polls answer, on whichever instance holds
      // them now; the code that follows signs each visitor in.
      const codes: string[] = []
      const sessions: Array<z.infer<typeof sessionTokensSchema>> = []
      for (const visitor of visitors) {
        const link = new URL(await mailed(visitor.email, approvalLinkIn))
        const page = await httpFrom(visitor.ip, `${lb}${link.pathname}${link.search}`)
        expect(page.status).toBe(200)
        const approved = await httpFrom(visitor.ip, `${lb}/v1/device/approve`, {
          method: 'POST',
          form: approvalFormIn(page.body),
        })
        expect(approved.status).toBe(200)
      }
      expect(await Promise.all(waits)).toEqual(visitors.map(() => ({ approved: true })))
      expect(askedAgain).toBeGreaterThan(0)
      for (const visitor of visitors) {
        const code = await mailed(visitor.email, codeIn)
        codes.push(code)
        const verify = await httpFrom(visitor.ip, `${lb}/v1/email/verify`, {
          method: 'POST',
          json: { email: visitor.email, deviceId: visitor.deviceId, otp: code },
        })
        expect(verify.status).toBe(200)
        sessions.push(json(verify, sessionTokensSchema))
      }

      // No sign-in lost: each session holds on both instances left.
      for (const [index, session] of sessions.entries())
        for (const instance of [first, third]) {
          const me = await httpFrom('127.0.0.1', `${instance.url}/v1/session`, {
            headers: { authorization: `Bearer ${session.accessToken}` },
          })
          expect(json(me, sessionResponseSchema).user.email).toBe(visitors[index]?.email)
        }

      // No code accepted twice: each used code is refused by every instance left.
      for (const [index, visitor] of visitors.entries())
        for (const instance of [first, third]) {
          const replay = await httpFrom(visitor.ip, `${instance.url}/v1/email/verify`, {
            method: 'POST',
            json: { email: visitor.email, deviceId: visitor.deviceId, otp: codes[index] },
          })
          expect(replay.status).not.toBe(200)
        }

      // A fresh code sent to both instances and the balancer at once signs in once.
      const late = { email: 'late@example.com', deviceId: 'multi-device-late-01', ip: '127.0.1.99' }
      const start = await httpFrom(late.ip, `${lb}/v1/email/start`, {
        method: 'POST',
        json: { email: late.email, deviceId: late.deviceId },
      })
      expect(start.status).toBe(200)
      const link = new URL(await mailed(late.email, approvalLinkIn))
      const page = await httpFrom(late.ip, `${lb}${link.pathname}${link.search}`)
      const approve = await httpFrom(late.ip, `${lb}/v1/device/approve`, {
        method: 'POST',
        form: approvalFormIn(page.body),
      })
      expect(approve.status).toBe(200)
      const code = await mailed(late.email, codeIn)
      const answers = await Promise.all(
        [first.url, third.url, lb, lb].map((base) =>
          httpFrom(late.ip, `${base}/v1/email/verify`, {
            method: 'POST',
            json: { email: late.email, deviceId: late.deviceId, otp: code },
          }),
        ),
      )
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)

      // A limit counts once across the instances: one client's sign-in starts, spread over the
      // two instances left by the balancer, stop at the limit, not at twice it.
      const { limit } = RATE_LIMITS.startPerIp
      const statuses: number[] = []
      for (let n = 0; n < limit + 4; n += 1) {
        const flood = await httpFrom('127.0.2.1', `${lb}/v1/email/start`, {
          method: 'POST',
          json: { email: `flood${n}@example.com`, deviceId: `multi-flood-${n}-0001` },
        })
        statuses.push(flood.status)
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(limit)
      expect(statuses.slice(limit)).toEqual([429, 429, 429, 429])
    },
  )

  it(
    'drains an instance stopped under load: its requests in flight finish, the next go to the other, no sign-in or e-mail lost',
    { timeout: 60_000 },
    async () => {
      if (!balancer || !sink) throw new Error('not started')
      const lb = balancer.url
      const stopping = instances[2]
      if (!stopping) throw new Error('instances missing')
      // Sign-in starts through the balancer from closed-loop clients, each start from an
      // address of its own for a new e-mail address (no limit is in the way).
      let sent = 0
      let load = true
      const answers: Array<{ email: string; status: number | string }> = []
      const clients = Array.from({ length: LOAD_CLIENTS }, async () => {
        while (load) {
          sent += 1
          const n = sent
          const email = `drain${n}@example.com`
          const answer = await httpFrom(
            `127.0.${10 + Math.floor(n / 250)}.${(n % 250) + 1}`,
            `${lb}/v1/email/start`,
            {
              method: 'POST',
              json: { email, deviceId: `drain-device-${n}-0001` },
            },
          ).then(
            (reply) => reply.status,
            (error: unknown) => (error instanceof Error ? error.message : 'failed'),
          )
          answers.push({ email, status: answer })
        }
      })
      await expect
        .poll(() => answers.length, { timeout: 20_000 })
        .toBeGreaterThan(STARTS_AROUND_STOP)

      // SIGTERM, as an orchestrator stops it, while requests are in flight on it.
      const stopStarted = performance.now()
      await stopping.stop()
      const stopMs = performance.now() - stopStarted
      const atStop = answers.length
      await expect
        .poll(() => answers.length, { timeout: 20_000 })
        .toBeGreaterThan(atStop + STARTS_AROUND_STOP)
      load = false
      await Promise.all(clients)

      // Every start answered 200: those in flight on the stopped instance finished there, the
      // later ones went to the instance left; none was refused or cut.
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
      expect(stopMs).toBeLessThan(BALANCER_DELIST_MS + SHUTDOWN_DRAIN_MS)
      // Every start's e-mail arrives, once.
      const mailedTo = () =>
        sink?.messages().flatMap((message) => message.to.filter((to) => to.startsWith('drain'))) ??
        []
      await expect.poll(() => mailedTo().length, { timeout: 20_000 }).toBe(answers.length)
      expect(new Set(mailedTo()).size).toBe(answers.length)
    },
  )
})
