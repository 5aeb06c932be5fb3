import pg from 'pg'
import { DATABASE_POOL_SIZE } from '../limits'
import { createListener } from './postgresListener'
import { tableIdentifier, type Database, type SqlValue } from './database'

export interface PostgresOptions {
  /** Connections this instance keeps at most (DATABASE_POOL_SIZE by default). */
  poolSize?: number | undefined
  /**
   * Told when an idle pooled connection breaks (the server restarted, a failover, an
   * administrator ended it). The pool drops that connection and the next query opens a new one,
   * so nothing fails; without a listener, node-postgres would throw the error out of the
   * process and stop the service.
   */
  onIdleConnectionError?: ((error: Error) => void) | undefined
}

/** PostgreSQL through a `pg` pool, for DATABASE_URL (several service instances share it). */
export async function openPostgres(
  connectionString: string,
  { poolSize = DATABASE_POOL_SIZE, onIdleConnectionError }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  pool.on('error', (error) => onIdleConnectionError?.(error))
  // Fail at start, not at the first request, when the database cannot be reached.
  const client = await pool.connect()
  client.release()
  const listener = createListener(connectionString)
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
    async compact(tables) {
      for (const table of tables) await pool.query(`VACUUM FULL ${tableIdentifier(table)}`)
      try {
        await pool.query('CHECKPOINT')
      } catch (error) {
        throw new Error(
          "CHECKPOINT was refused to the service's database role: grant it pg_checkpoint " +
            '(PostgreSQL 15+: GRANT pg_checkpoint TO <role>) or start the service once as a ' +
            'superuser, so the overwritten shares can leave the write-ahead log',
          { cause: error },
        )
      }
    },
    listen: (channel, onNotify, onGap) => listener.listen(channel, onNotify, onGap),
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}
