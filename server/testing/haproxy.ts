// A real load balancer for the multi-instance suite: Debian's HAProxy (apt-get install haproxy),
// round robin over the given instances, started in the foreground on a free port of 127.0.0.1
// and stopped after (also at the test process's exit).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../tests/support/freePort'

const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'].find((file) =>
  existsSync(file),
)

export const haproxyAvailable = HAPROXY !== undefined

/**
 * How the balancer checks each instance (GET /readyz): every CHECK_INTERVAL_MS, each check
 * given CHECK_TIMEOUT_MS to answer; CHECK_FALL failures in a row take the instance out,
 * CHECK_RISE successes put it back. Loose enough that an instance slowed by load stays in (its
 * /readyz answers from a cached check, server/routes/health.ts); a dead one is taken out within
 * about a second and a half, and meanwhile its refused connections go to another.
 */
const CHECK_INTERVAL_MS = 500
const CHECK_TIMEOUT_MS = 5_000
const CHECK_FALL = 3
const CHECK_RISE = 2
/**
 * How long an instance stopping behind this balancer keeps serving with /readyz at 503
 * (PORTICO_AUTH_SHUTDOWN_DELIST_MS) so the checks take it out before its listener closes: the
 * failures needed, a check's interval more for where the first falls, and a margin.
 */
export const BALANCER_DELIST_MS = CHECK_INTERVAL_MS * (CHECK_FALL + 1) + 500

export interface Balancer {
  /** e.g. `http://127.0.0.1:41234`. */
  url: string
  port: number
  stop(): Promise<void>
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** HAProxy's configuration: HTTP, round robin, each instance checked, failed connections retried elsewhere. */
function configuration(port: number, backends: readonly number[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    `  timeout check ${CHECK_TIMEOUT_MS}ms`,
    '  timeout client 150s',
    '  timeout server 150s',
    // A request whose connection to an instance fails is sent to another one.
    '  retries 3',
    '  option redispatch 1',
    // The client's address, as the instances' PORTICO_AUTH_TRUST_PROXY=1 reads it.
    '  option forwardfor',
    // A connection to an instance per request: a stopping instance closes its listener, so the
    // next request's connection is refused and sent to another one, never written into an
    // idle connection the instance is closing.
    '  option http-server-close',
    'frontend auth',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    // An instance gets traffic while its /readyz says its database is there and migrated.
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    ...backends.map(
      (backend, index) =>
        `  server instance${index} 127.0.0.1:${backend} check inter ${CHECK_INTERVAL_MS} fall ${CHECK_FALL} rise ${CHECK_RISE}`,
    ),
    '',
  ].join('\n')
}

const started = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL')
})

/**
 * Starts HAProxy in front of the instances listening on `backends` (ports of 127.0.0.1), on
 * `port` (a free one by default).
 */
export async function startBalancer(backends: readonly number[], port?: number): Promise<Balancer> {
  if (!HAPROXY) throw new Error('HAProxy is required for this suite: apt-get install haproxy')
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-haproxy-'))
  const listening = port ?? (await freePort())
  const file = path.join(dir, 'haproxy.cfg')
  await writeFile(file, configuration(listening, backends))
  const child = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] })
  started.add(child)
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    started.delete(child)
    await rm(dir, { recursive: true, force: true })
  }
  for (let tries = 0; !(await accepting(listening)); tries += 1) {
    if (child.exitCode !== null || tries > 100) {
      await stop()
      throw new Error(`HAProxy did not start: ${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `http://127.0.0.1:${listening}`, port: listening, stop }
}
