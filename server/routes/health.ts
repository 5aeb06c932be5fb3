import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { AppEnv } from '../context'
import { readMigrations } from '../db/migrate'
import type { RouteContext } from './routeContext'

const appliedRowSchema = z.object({ version: z.string() })

/**
 * For the orchestrator and the balancer: GET /healthz, the process answers (alive; restart it
 * otherwise); GET /readyz, its database answers and holds every migration this code knows
 * (send it traffic; 503 otherwise, e.g. while another instance is still migrating). Neither
 * says more than that: no versions, no error text.
 */
export function healthRoutes({ db }: RouteContext) {
  // The versions this code needs, read once from its migration files.
  let needed: Promise<string[]> | undefined
  const neededVersions = () => {
    needed ??= readMigrations().then((all) => all.map((migration) => migration.version))
    return needed
  }
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' as const }))
    .get('/readyz', async (c) => {
      try {
        const rows = z
          .array(appliedRowSchema)
          .parse(await db.query('SELECT version FROM schema_migrations'))
        const applied = new Set(rows.map((row) => row.version))
        const missing = (await neededVersions()).filter((version) => !applied.has(version))
        if (missing.length === 0) return c.json({ status: 'ready' as const })
      } catch {
        // Unreachable, or no schema yet: not ready, said the same way.
      }
      return c.json({ status: 'unavailable' as const }, 503)
    })
}
