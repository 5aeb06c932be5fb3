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
})
