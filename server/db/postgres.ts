import pg from 'pg'
import type { Database, SqlValue } from './database'

/** PostgreSQL through a `pg` pool, for DATABASE_URL (several service instances share it). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString })
  // Fail at start, not at the first request, when the database cannot be reached.
  const client = await pool.connect()
  client.release()
  return {
    async query(sql, params: readonly SqlValue[] = []) {
      return (await pool.query(sql, [...params])).rows
    },
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(work) {
      const tx = await pool.connect()
      try {
        await tx.query('BEGIN')
        const result = await work({
          query: async (sql, params = []) => (await tx.query(sql, [...params])).rows,
          exec: async (sql) => {
            await tx.query(sql)
          },
        })
        await tx.query('COMMIT')
        return result
      } catch (error) {
        await tx.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        tx.release()
      }
    },
    close: () => pool.end(),
  }
}
