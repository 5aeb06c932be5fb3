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
  close(): Promise<void>
}

/** What code inside a transaction may do. */
export type Queryable = Pick<Database, 'query' | 'exec'>
