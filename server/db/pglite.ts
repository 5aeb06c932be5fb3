import { PGlite } from '@electric-sql/pglite'
import { tableIdentifier, type Database, type Queryable, type SqlValue } from './database'

/**
 * Embedded PostgreSQL (PGlite): in `dataDir` (a directory, created if missing, kept across
 * restarts), or in memory when none is given (the tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir === undefined ? new PGlite() : new PGlite(dataDir)
  await db.waitReady
  return pgliteDatabase(db)
}

/** The Database of an open PGlite instance (openPglite's, or one the tests load from a dump). */
export function pgliteDatabase(db: PGlite): Database {
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql: string, params: readonly SqlValue[] = []) =>
      (await target.query(sql, [...params])).rows,
    exec: async (sql: string) => {
      await target.exec(sql)
    },
  })
  return {
    ...on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    async compact(tables) {
      for (const table of tables) await db.exec(`VACUUM FULL ${tableIdentifier(table)}`)
      // PGlite checkpoints in this very process, so this session's settings govern it: without
      // wal_recycle, the finished log segments would be renamed for reuse with their old pages
      // still in them. The segment switch finishes the one holding the pages just rewritten.
      await db.exec('SET wal_recycle = off')
      try {
        await db.query('SELECT pg_switch_wal()')
        await db.exec('CHECKPOINT')
      } finally {
        await db.exec('RESET wal_recycle')
      }
    },
    // One process, one connection: nothing is missed, so there is never a gap.
    async listen(channel, onNotify) {
      const stop = await db.listen(channel, onNotify)
      return () => stop()
    },
    close: () => db.close(),
  }
}
