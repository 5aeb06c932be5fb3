// The one query interface the service talks to, implemented by embedded PGlite (the default)
// and by PostgreSQL through `pg` (DATABASE_URL). Both take the same SQL with $1.. parameters,
// so the service, its migrations and its tests are one code path whichever runs underneath.

/** A value a query parameter may hold: what both drivers send without conversion. */
export type SqlValue = string | number | boolean | null

export interface Database {
  /** Runs one statement; the rows it returns, still unparsed (the caller parses them). */
  query(sql: string, params?: readonly SqlValue[]): Promise<unknown[]>
  /** Runs a script of several statements without parameters (the migrations). */
  exec(sql: string): Promise<void>
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Rewrites `tables` without the rows that were deleted or overwritten (VACUUM FULL) and
   * checkpoints, so the values they held leave the table's files and, as far as the driver
   * can, the write-ahead log (server/custodyUpgrade.ts). Outside any transaction.
   */
  compact(tables: readonly string[]): Promise<void>
  /**
   * LISTENs on `channel`: `onNotify` gets each NOTIFY payload from any connection (any instance
   * on PostgreSQL, this process on PGlite); `onGap` is called when notifications may have been
   * missed (the listening connection was lost; it connects again). Resolves once listening,
   * with the function that stops.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
  /**
   * The connection pool's use now, where there is one (PostgreSQL; PGlite is one connection in
   * the process): connections open, idle and at most, requests queued for one.
   */
  pool?: () => PoolStats
}

export interface PoolStats {
  total: number
  idle: number
  waiting: number
  max: number
}

/** What code inside a transaction may do. */
export type Queryable = Pick<Database, 'query' | 'exec'>

/** A channel name as listen() interpolates it (LISTEN takes no parameters). */
export function channelIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a channel name: ${name}`)
  return name
}

/** A table name as compact() interpolates it (identifiers cannot be query parameters). */
export function tableIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a table name: ${name}`)
  return name
}
