import { readdir, readFile } from 'node:fs/promises'
import * as z from 'zod/mini'
import type { Database } from './database'

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)

// Any fixed number: every instance takes the same lock, so two instances starting at once on
// one PostgreSQL database apply each migration once.
const MIGRATION_LOCK_ID = 7_301_013

const appliedRowSchema = z.object({ version: z.string() })

export interface Migration {
  /** The file name without .sql, e.g. `001_init`; applied in this order. */
  version: string
  sql: string
}

/** The migration files of server/db/migrations, in name order. */
export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  return Promise.all(
    names.map(async (name) => ({
      version: name.slice(0, -'.sql'.length),
      sql: await readFile(new URL(name, dir), 'utf8'),
    })),
  )
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each with its record, in one
 * transaction under an advisory lock. Returns the versions it applied.
 */
export async function migrate(db: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations())
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID])
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    const rows = z
      .array(appliedRowSchema)
      .parse(await tx.query('SELECT version FROM schema_migrations'))
    const applied = new Set(rows.map((row) => row.version))
    const done: string[] = []
    for (const migration of all) {
      if (applied.has(migration.version)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version])
      done.push(migration.version)
    }
    return done
  })
}
