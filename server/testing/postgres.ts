// A throwaway PostgreSQL cluster for the server's tests of the DATABASE_URL path: initdb into a
// temporary directory, started on a free port of 127.0.0.1, removed after. Needs the server
// binaries (Debian's postgresql package); `available` says whether they are here. Run as the
// `postgres` user when the tests run as root, as PostgreSQL refuses root.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../../tests/support/freePort'

const run = promisify(execFile)
const BIN = ['/usr/local/bin', '/usr/lib/postgresql/15/bin'].find((dir) =>
  existsSync(path.join(dir, 'initdb')),
)
const asRoot = userInfo().uid === 0

export const postgresAvailable = BIN !== undefined && (!asRoot || existsSync('/usr/sbin/runuser'))

export interface TestPostgres {
  url: string
  stop(): Promise<void>
}

function command(tool: string, args: string[]): [string, string[]] {
  if (!BIN) throw new Error('no PostgreSQL binaries')
  const file = path.join(BIN, tool)
  return asRoot ? ['/usr/sbin/runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-pg-'))
  if (asRoot) await run('chown', ['postgres', dir])
  const data = path.join(dir, 'data')
  const port = await freePort()
  await run(...command('initdb', ['-D', data, '-A', 'trust', '-U', 'portico', '--no-sync']))
  await run(
    ...command('pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]),
  )
  return {
    url: `postgres://portico@127.0.0.1:${port}/postgres`,
    async stop() {
      await run(...command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])).catch(
        () => undefined,
      )
      await rm(dir, { recursive: true, force: true })
    },
  }
}
