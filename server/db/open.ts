import type { Database } from './database'
import { migrate } from './migrate'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

export type DatabaseTarget =
  | {
      kind: 'postgres'
      url: string
      /** Connections this instance keeps at most (DATABASE_POOL_SIZE by default). */
      poolSize?: number
    }
  | { kind: 'pglite'; dataDir?: string }

/**
 * Opens the configured database and brings its schema up to date. `onIdleConnectionError`
 * hears of a broken idle PostgreSQL connection (the pool replaces it; the service logs it).
 */
export async function openDatabase(
  target: DatabaseTarget,
  { onIdleConnectionError }: { onIdleConnectionError?: (error: Error) => void } = {},
): Promise<Database> {
  const db =
    target.kind === 'postgres'
      ? await openPostgres(target.url, { poolSize: target.poolSize, onIdleConnectionError })
      : await openPglite(target.dataDir)
  try {
    await migrate(db)
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
