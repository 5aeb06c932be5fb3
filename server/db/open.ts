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

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const db =
    target.kind === 'postgres'
      ? await openPostgres(target.url, { poolSize: target.poolSize })
      : await openPglite(target.dataDir)
  try {
    await migrate(db)
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
