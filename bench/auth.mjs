// The auth service under load: sign-in starts, code verifications, refreshes and share fetches
// (GET /v1/wallet) at
// 1, 10 and 100 concurrent clients, on three setups measured in one run: PGlite (one
// instance), one instance on PostgreSQL, and three instances on that PostgreSQL behind HAProxy
// (round robin). Each instance is a process of its own (node server/run.mjs), as a host runs it;
// mail goes to a local SMTP sink. Prints requests per second, p50 and p99 per route, setup and
// concurrency, then the ratio of three instances to one.
//
//   node bench/auth.mjs [--quick]   (needs Debian's postgresql and haproxy, as the suites do)
//
// Closed loop: each client sends its next request when the last one answered. Sign-in starts
// come each from an address of its own (127.2.0.0/16) for a fresh e-mail address, so the per-IP
// and per-address limits, which hold across instances, stay out of the measure; refreshes and
// share fetches use one signed-in visitor per client, each refresh with the token the last gave.
// Each code verification answers a code read from the SMTP sink, as a visitor reads it from
// the mailbox, for a sign-in prepared before the measure (a new address started, its approval
// link opened and approved, the code mailed); no test hook: the service runs as in production.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, URLSearchParams } from 'node:url'
import { createServer } from 'vite'

const REPO = fileURLToPath(new URL('..', import.meta.url))
// --quick: a smoke run of the bench itself (a few requests at 1 and 10 clients), no measure.
const QUICK = process.argv.includes('--quick')
const LEVELS = QUICK ? [1, 10] : [1, 10, 100]
/** Requests per route and level: enough for a p99 at 100 clients, short enough for one run. */
const REQUESTS = QUICK ? { 1: 20, 10: 40 } : { 1: 200, 10: 600, 100: 1_500 }
/** Requests before each measure, not counted (connections, caches, the JIT). */
const WARMUP = QUICK ? 5 : 50
/**
 * Code verifications per level: each needs a sign-in prepared through the mailbox first (a
 * start, the approval page, the approval, two e-mails), so fewer than the other routes.
 */
const VERIFICATIONS = QUICK ? { 1: 10, 10: 20 } : { 1: 100, 10: 300, 100: 600 }
const VERIFY_WARMUP = QUICK ? 5 : 20
/** Sign-ins prepared at once before a verification measure. */
const PREPARE_CONCURRENCY = 10

const vite = await createServer({
  root: REPO,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})
const load = (file) => vite.ssrLoadModule(file)
const { startTestPostgres } = await load('/server/testing/postgres.ts')
const { startInstance } = await load('/server/testing/instanceProcess.ts')
const { startBalancer, BALANCER_DELIST_MS } = await load('/server/testing/haproxy.ts')
const { freePort } = await load('/tests/support/freePort.ts')
const { testWallet } = await load('/server/testing/custody.ts')
const { approvalFormIn } = await load('/server/testing/harness.ts')
const { startMailSink } = await load('/demo/mail/sink.ts')
const { approvalLinkIn, codeIn } = await load('/demo/mail/extract.ts')

/** One HTTP request; resolves with status and body. `agent` keeps connections alive. */
function send(url, { method = 'GET', json, form, token, agent, localAddress } = {}) {
  const body =
    json !== undefined
      ? JSON.stringify(json)
      : form !== undefined
        ? new URLSearchParams(form).toString()
        : undefined
  const headers = {}
  if (json !== undefined) headers['content-type'] = 'application/json'
  if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded'
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
  if (token) headers.authorization = `Bearer ${token}`
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers, ...(agent ? { agent } : { agent: false, localAddress }) },
      (incoming) => {
        const chunks = []
        incoming.on('data', (chunk) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const expectStatus = (reply, status, what) => {
  if (reply.status !== status) throw new Error(`${what} answered ${reply.status}: ${reply.body}`)
  return reply
}

let addressCounter = 0
/** A client address of its own (127.2.0.1 onwards). */
function nextAddress() {
  addressCounter += 1
  return `127.2.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`
}

/** Every message the sink receives, by recipient (the sink itself keeps its last 500 only). */
const inboxes = new Map()

/** The newest mail to `email` holding what `find` finds, waited for. */
async function mailed(email, find) {
  for (let tries = 0; tries < 1_000; tries += 1) {
    const newest = inboxes.get(email)?.at(-1)
    const found = newest && find(newest.text)
    if (found !== undefined) return found
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`no mail to ${email}`)
}

/**
 * A new visitor's sign-in up to its code: started from an address of its own, the approval
 * link opened and approved, the code read from the mail. What a verification then answers.
 */
async function pendingSignIn(
  base,
  label,
  deviceId = `bench-verify-${randomBytes(6).toString('hex')}`,
) {
  const email = `${label}-${randomBytes(6).toString('hex')}@example.com`
  const localAddress = nextAddress()
  const start = await send(`${base}/v1/email/start`, {
    method: 'POST',
    json: { email, deviceId },
    localAddress,
  })
  expectStatus(start, 200, 'start')
  const link = new URL(await mailed(email, approvalLinkIn))
  const page = expectStatus(
    await send(`${base}${link.pathname}${link.search}`, { localAddress }),
    200,
    'the approval page',
  )
  expectStatus(
    await send(`${base}/v1/device/approve`, {
      method: 'POST',
      form: approvalFormIn(page.body),
      localAddress,
    }),
    200,
    'approve',
  )
  return { email, deviceId, localAddress, otp: await mailed(email, codeIn) }
}

/** `count` pending sign-ins, prepared PREPARE_CONCURRENCY at a time. */
async function pendingSignIns(base, label, count) {
  const prepared = []
  await Promise.all(
    Array.from({ length: PREPARE_CONCURRENCY }, async () => {
      while (prepared.length < count) {
        const index = prepared.push(null) - 1
        prepared[index] = await pendingSignIn(base, label)
      }
    }),
  )
  return prepared
}

/** Signs a new visitor in through the approval link and the code, and stores a wallet. */
async function signedInVisitor(base, index) {
  const {
    email,
    deviceId,
    localAddress,
    otp: code,
  } = await pendingSignIn(base, `bench${index}`, `bench-device-${index}-0001`)
  const verify = expectStatus(
    await send(`${base}/v1/email/verify`, {
      method: 'POST',
      json: { email, deviceId, otp: code },
      localAddress,
    }),
    200,
    'verify',
  )
  const session = JSON.parse(verify.body)
  const wallet = await testWallet()
  expectStatus(
    await send(`${base}/v1/wallet`, {
      method: 'PUT',
      json: await wallet.upload(session.user.id, { kind: 'visitor' }),
      token: session.accessToken,
      localAddress,
    }),
    204,
    'the wallet upload',
  )
  return { accessToken: session.accessToken, refreshToken: session.refreshToken }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** `total` calls of `one(client)` from `clients` closed-loop clients; rps, p50, p99 (ms). */
async function measure(clients, total, one) {
  const latencies = []
  let issued = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (issued < total) {
        issued += 1
        const begin = performance.now()
        await one(client)
        latencies.push(performance.now() - begin)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    rps: total / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

/** Prints one measured row. */
function report(name, route, clients, result) {
  console.log(
    `${name.padEnd(22)} ${route.padEnd(17)} ${String(clients).padStart(3)} clients: ` +
      `${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms`,
  )
}

/** Code verifications at each level: sign-ins prepared first, then their codes answered. */
async function benchVerify(name, base) {
  const rows = []
  for (const clients of LEVELS) {
    const pending = await pendingSignIns(
      base,
      `verify${clients}`,
      VERIFY_WARMUP + VERIFICATIONS[clients],
    )
    let next = 0
    const verify = async () => {
      const { email, deviceId, localAddress, otp } = pending[next]
      next += 1
      expectStatus(
        await send(`${base}/v1/email/verify`, {
          method: 'POST',
          json: { email, deviceId, otp },
          localAddress,
        }),
        200,
        'verify',
      )
    }
    await measure(clients, VERIFY_WARMUP, verify)
    const result = await measure(clients, VERIFICATIONS[clients], verify)
    rows.push({ setup: name, route: 'code verification', clients, ...result })
    report(name, 'code verification', clients, result)
  }
  return rows
}

/** The four routes at each level against `base`; rows for the table. */
async function benchSetup(name, base) {
  const rows = []
  const visitors = []
  for (let index = 0; index < Math.max(...LEVELS); index += 1)
    visitors.push(await signedInVisitor(base, index))
  const agents = visitors.map(() => new Agent({ keepAlive: true, maxSockets: 1 }))
  let startCount = 0
  const routes = {
    'sign-in start': async () => {
      startCount += 1
      const reply = await send(`${base}/v1/email/start`, {
        method: 'POST',
        json: {
          email: `start${startCount}-${name.length}@example.com`,
          deviceId: `bench-start-${startCount}`,
        },
        localAddress: nextAddress(),
      })
      expectStatus(reply, 200, 'start')
    },
    refresh: async (client) => {
      const visitor = visitors[client]
      const reply = expectStatus(
        await send(`${base}/v1/session/refresh`, {
          method: 'POST',
          json: { refreshToken: visitor.refreshToken },
          agent: agents[client],
        }),
        200,
        'refresh',
      )
      const tokens = JSON.parse(reply.body)
      visitor.refreshToken = tokens.refreshToken
      visitor.accessToken = tokens.accessToken
    },
    'share fetch': async (client) => {
      expectStatus(
        await send(`${base}/v1/wallet`, {
          token: visitors[client].accessToken,
          agent: agents[client],
        }),
        200,
        'the share fetch',
      )
    },
  }
  for (const [route, one] of Object.entries(routes))
    for (const clients of LEVELS) {
      await measure(clients, WARMUP, one)
      const result = await measure(clients, REQUESTS[clients], one)
      rows.push({ setup: name, route, clients, ...result })
      report(name, route, clients, result)
      // Code verifications come right after the starts, before the other routes.
      if (route === 'sign-in start' && clients === LEVELS.at(-1))
        rows.push(...(await benchVerify(name, base)))
    }
  for (const agent of agents) agent.destroy()
  return rows
}

const sink = await startMailSink()
sink.onMessage((message) => {
  for (const to of message.to) {
    const inbox = inboxes.get(to) ?? []
    inbox.push(message)
    inboxes.set(to, inbox)
  }
})
const postgres = await startTestPostgres()
const dataDir = await mkdtemp(path.join(tmpdir(), 'portico-bench-'))
const running = []
const env = (extra) => ({
  PORTICO_AUTH_ENV: 'development',
  PORTICO_AUTH_SHARE_KEY: randomBytes(32).toString('hex'),
  PORTICO_AUTH_OTP_PEPPER: randomBytes(32).toString('hex'),
  PORTICO_AUTH_HOST: '127.0.0.1',
  PORTICO_AUTH_SMTP_HOST: '127.0.0.1',
  PORTICO_AUTH_SMTP_PORT: String(sink.port),
  ...extra,
})
const rows = []
try {
  // PGlite: one instance (PGlite is one process's database).
  const pglitePort = await freePort()
  const pglite = await startInstance({
    ...env({ PORTICO_AUTH_DATA_DIR: path.join(dataDir, 'auth') }),
    PORTICO_AUTH_PORT: String(pglitePort),
  })
  running.push(pglite)
  rows.push(...(await benchSetup('PGlite', pglite.url)))
  await pglite.stop()

  // PostgreSQL: one instance, then three behind HAProxy, on one database and the same secrets.
  const shared = env({ DATABASE_URL: postgres.url })
  const ports = await Promise.all([freePort(), freePort(), freePort()])
  const one = await startInstance({ ...shared, PORTICO_AUTH_PORT: String(ports[0]) })
  running.push(one)
  rows.push(...(await benchSetup('PostgreSQL, 1 instance', one.url)))
  await one.stop()
  const balancerPort = await freePort()
  const three = await Promise.all(
    ports.map((port) =>
      startInstance({
        ...shared,
        PORTICO_AUTH_PORT: String(port),
        PORTICO_AUTH_TRUST_PROXY: '1',
        PORTICO_AUTH_SHUTDOWN_DELIST_MS: String(BALANCER_DELIST_MS),
        PORTICO_AUTH_PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      }),
    ),
  )
  running.push(...three)
  const balancer = await startBalancer(ports, balancerPort)
  try {
    rows.push(...(await benchSetup('PostgreSQL, 3 + HAProxy', balancer.url)))
  } finally {
    await balancer.stop()
  }
} finally {
  for (const instance of running) await instance.stop()
  await postgres.stop()
  await sink.stop()
  await rm(dataDir, { recursive: true, force: true })
  await vite.close()
}

console.log(
  '\n| Route | Clients | PGlite req/s (p99 ms) | PostgreSQL 1 | PostgreSQL 3 + HAProxy | 3 / 1 |',
)
console.log('| --- | --- | --- | --- | --- | --- |')
for (const route of ['sign-in start', 'code verification', 'refresh', 'share fetch'])
  for (const clients of LEVELS) {
    const cell = (setup) =>
      rows.find((row) => row.setup === setup && row.route === route && row.clients === clients)
    const [a, b, c] = ['PGlite', 'PostgreSQL, 1 instance', 'PostgreSQL, 3 + HAProxy'].map(cell)
    const show = (row) => `${row.rps.toFixed(0)} (${row.p99.toFixed(1)})`
    console.log(
      `| ${route} | ${clients} | ${show(a)} | ${show(b)} | ${show(c)} | ${(c.rps / b.rps).toFixed(2)} |`,
    )
  }
