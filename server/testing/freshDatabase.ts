// One database for a test file (or describe block), emptied before each test: in-memory PGlite,
// or one of its own on the run's PostgreSQL (server/testing/testDatabase.ts).
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Database } from '../db/database'
import { resetDatabase } from './harness'
import { openTestDatabase } from './testDatabase'

/**
 * Registers the hooks that open a database before all tests (60 s allowed: the first
 * open is slow), close it after, and reset it before each test; `setUp` then runs with it, to
 * build what each test starts from (a harness, a store, a clock).
 */
export function freshDatabaseEachTest(
  setUp: (db: Database) => void | Promise<void> = () => undefined,
): void {
  let db: Database
  beforeAll(async () => {
    db = await openTestDatabase()
  }, 60_000)
  afterAll(() => db.close())
  beforeEach(async () => {
    await resetDatabase(db)
    await setUp(db)
  })
}
