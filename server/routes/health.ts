import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { AppEnv } from '../context'
import { readMigrations } from '../db/migrate'
import { READY_CHECK_CACHE_MS, READY_CHECK_TIMEOUT_MS } from '../limits'
import type { RouteContext } from './routeContext'

const appliedRowSchema = z.object({ version: z.string() })

/**
 * For the orchestrator and the balancer: GET /healthz, the process answers (alive; restart it
 * otherwise); GET /readyz, its database answers and holds every migration this code knows
 * (send it traffic; 503 otherwise, e.g. while another instance is still migrating). Neither
 * says more than that: no versions, no error text.
 *
 * /readyz is cheap under load: it answers from the last check while that is younger than
 * `cacheMs`, starts at most one check at a time, and while a check waits for a busy pool it
 * answers the last result rather than waiting too (a saturated instance is slow, not
 * unready); only a check that fails, or stays unanswered `timeoutMs`, makes it 503. A
 * stopping instance answers 503 at once (server/service.ts stop()).
 */
export function healthRoutes({ db, readiness, shutdown }: RouteContext) {
  const { cacheMs, timeoutMs } = {
    cacheMs: READY_CHECK_CACHE_MS,
    timeoutMs: READY_CHECK_TIMEOUT_MS,
    ...readiness,
  }
  // The versions this code needs, read once from its migration files.
  let needed: Promise<string[]> | undefined
  const neededVersions = () => {
    needed ??= readMigrations().then((all) => all.map((migration) => migration.version))
    return needed
  }
  async function check(): Promise<boolean> {
    try {
      const rows = z
        .array(appliedRowSchema)
        .parse(await db.query('SELECT version FROM schema_migrations'))
      const applied = new Set(rows.map((row) => row.version))
      return (await neededVersions()).every((version) => applied.has(version))
    } catch {
      // Unreachable, or no schema yet: not ready, said the same way.
      return false
    }
  }

  let last: { ready: boolean; at: number } | undefined
  let pending: { result: Promise<boolean>; since: number } | undefined
  function refresh(): Promise<boolean> {
    if (pending) return pending.result
    const since = performance.now()
    const result = check().then((ready) => {
      last = { ready, at: performance.now() }
      pending = undefined
      return ready
    })
    pending = { result, since }
    return result
  }
  async function ready(): Promise<boolean> {
    // Stopping: out of the balancer first, while the requests it still gets are served.
    if (shutdown?.aborted) return false
    const time = performance.now()
    if (last && time - last.at < cacheMs) return last.ready
    const result = refresh()
    // The first check is waited for (a start), up to the bound; later ones answer the last
    // result meanwhile.
    if (!last) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs)
      })
      return Promise.race([result, late]).finally(() => clearTimeout(timer))
    }
    return pending && time - pending.since >= timeoutMs ? false : last.ready
  }

  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' as const }))
    .get('/readyz', async (c) =>
      (await ready())
        ? c.json({ status: 'ready' as const })
        : c.json({ status: 'unavailable' as const }, 503),
    )
}
