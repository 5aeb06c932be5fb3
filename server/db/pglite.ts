import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable, SqlValue } from './database'

/**
 * Embedded PostgreSQL (PGlite): in `dataDir` (a directory, created if missing, kept across
 * restarts), or in memory when none is given (the tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir === undefined ? new PGlite() : new PGlite(dataDir)
  await db.waitReady
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
    close: () => db.close(),
  }
}
