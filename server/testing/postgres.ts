// A throwaway PostgreSQL cluster for the server's tests of the DATABASE_URL path: initdb into a
// temporary directory, started on a free port of 127.0.0.1, stopped and removed after (also when
// the test process exits without stopping it). Needs the server binaries: Debian's postgresql
// package puts them in /usr/lib/postgresql/<major>/bin, off PATH; PORTICO_TEST_POSTGRES_BIN
// names another directory. Run as the `postgres` user when the tests run as root, as PostgreSQL
// refuses root.
import { execFile, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../../tests/support/freePort'

const run = promisify(execFile)
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql'
const RUNUSER = '/usr/sbin/runuser'

/** Where initdb and pg_ctl are: the newest Debian major, else PATH, else /usr/local/bin. */
function findBinDir(): string | undefined {
  const given = process.env.PORTICO_TEST_POSTGRES_BIN
  const debian = existsSync(DEBIAN_VERSIONS_DIR)
    ? readdirSync(DEBIAN_VERSIONS_DIR)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => path.join(DEBIAN_VERSIONS_DIR, major, 'bin'))
    : []
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)
  const candidates = given ? [given] : [...debian, ...onPath, '/usr/local/bin']
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  )
}

const BIN = findBinDir()
const asRoot = userInfo().uid === 0

/** Why no cluster can be started here, or undefined when one can. */
function missing(): string | undefined {
  if (BIN === undefined)
    return 'no PostgreSQL server binaries (initdb, pg_ctl) in /usr/lib/postgresql/<major>/bin, on PATH or in /usr/local/bin: apt-get install postgresql'
  if (asRoot && !existsSync(RUNUSER))
    return `running as root, PostgreSQL needs another user and ${RUNUSER} is missing`
  return undefined
}

/** The migrated database the postgres project's test databases are copied from. */
export const POSTGRES_TEMPLATE_DATABASE = 'portico_template'

export const postgresAvailable = missing() === undefined

/**
 * Throws, saying what is missing, when no cluster can be started. In CI (CI set) the suites
 * call this instead of skipping: PostgreSQL is part of every run there.
 */
export function requirePostgres(): void {
  const reason = missing()
  if (reason) throw new Error(`PostgreSQL is required for this run: ${reason}`)
}

/** Whether the suites that need PostgreSQL run (always in CI) or may be skipped here. */
export const postgresRequired = Boolean(process.env.CI) || postgresAvailable

export interface TestPostgres {
  /** The superuser `portico` on the database `postgres`. */
  url: string
  /** The same server and user on another database. */
  urlOf(database: string): string
  stop(): Promise<void>
}

function command(tool: string, args: string[]): [string, string[]] {
  requirePostgres()
  const file = path.join(BIN ?? '', tool)
  return asRoot ? [RUNUSER, ['-u', 'postgres', '--', file, ...args]] : [file, args]
}

// Clusters not stopped yet: stopped at exit too, so a failed or interrupted run leaves no server.
const running = new Set<string>()
process.once('exit', () => {
  for (const dir of running) {
    try {
      execFileSync(...command('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']))
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true })
  }
})

/**
 * A detached shell that stops the cluster once this process is gone, however it ended (a
 * signal or SIGKILL skips the exit hook above); it leaves as soon as the directory is removed.
 */
function watchOver(dir: string, data: string): void {
  const [file, args] = command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
  const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`
  const script =
    `while kill -0 ${process.pid} 2>/dev/null && [ -d ${quote(dir)} ]; do sleep 2; done; ` +
    `if [ -d ${quote(dir)} ]; then ${[file, ...args].map(quote).join(' ')}; rm -rf ${quote(dir)}; fi`
  spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore' }).unref()
}

export async function startTestPostgres(): Promise<TestPostgres> {
  requirePostgres()
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-pg-'))
  if (asRoot) await run('chown', ['postgres', dir])
  const data = path.join(dir, 'data')
  const port = await freePort()
  running.add(dir)
  try {
    await run(...command('initdb', ['-D', data, '-A', 'trust', '-U', 'portico', '--no-sync']))
    await run(
      ...command('pg_ctl', [
        '-D',
        data,
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
        '-l',
        path.join(dir, 'log'),
        '-w',
        'start',
      ]),
    )
  } catch (error) {
    await stop()
    throw error
  }
  watchOver(dir, data)
  async function stop() {
    await run(...command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])).catch(() => undefined)
    await rm(dir, { recursive: true, force: true })
    running.delete(dir)
  }
  const urlOf = (database: string) => `postgres://portico@127.0.0.1:${port}/${database}`
  return { url: urlOf('postgres'), urlOf, stop }
}
