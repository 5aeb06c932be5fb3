// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { harness } from '../testing/harness'
import { freshDatabaseEachTest } from '../testing/freshDatabase'

let db: Database
freshDatabaseEachTest((fresh) => {
  db = fresh
})

describe('health and readiness', () => {
  it('/healthz answers while the process runs; /readyz once the database holds every migration', async () => {
    const h = await harness({ db })
    const alive = await h.request('/healthz')
    expect(alive.status).toBe(200)
    expect(await alive.json()).toEqual({ status: 'ok' })
    const ready = await h.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  it('/readyz answers 503 while a migration is missing, and when the database does not answer', async () => {
    const h = await harness({ db })
    await db.query("DELETE FROM schema_migrations WHERE version = '005_device_waits'")
    try {
      const behind = await h.request('/readyz')
      expect(behind.status).toBe(503)
      expect(await behind.json()).toEqual({ status: 'unavailable' })
    } finally {
      await db.query("INSERT INTO schema_migrations (version) VALUES ('005_device_waits')")
    }
    const unreachable: Database = {
      ...db,
      query: () => Promise.reject(new Error('connection refused')),
    }
    const down = await harness({ db: unreachable })
    const refused = await down.request('/readyz')
    expect(refused.status).toBe(503)
    // Still alive: the orchestrator waits for the database rather than restarting it.
    expect((await down.request('/healthz')).status).toBe(200)
  })

  it('/readyz answers from its last check while the database is slow, 503 once a check stays unanswered past its bound or the instance stops', async () => {
    // A database whose queries hang while `stalled` (a saturated pool, or one that died).
    let stalled = false
    const hanging: Database = {
      ...db,
      query: (sql, params) => (stalled ? new Promise(() => undefined) : db.query(sql, params)),
    }
    const stopping = new AbortController()
    const h = await harness({
      db: hanging,
      readiness: { cacheMs: 0, timeoutMs: 400 },
      shutdown: stopping.signal,
    })
    expect((await h.request('/readyz')).status).toBe(200)
    stalled = true
    // The check waits on the pool; /readyz does not: it answers the last result at once.
    const started = performance.now()
    expect((await h.request('/readyz')).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(300)
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect((await h.request('/readyz')).status).toBe(503)
    stalled = false
    // Stopping: out of the balancer at once, whatever the database says.
    const ready = await harness({ db, shutdown: stopping.signal })
    stopping.abort()
    expect((await ready.request('/readyz')).status).toBe(503)
    expect((await ready.request('/healthz')).status).toBe(200)
  })
})
