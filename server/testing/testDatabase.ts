// The database a server test runs on: in-memory PGlite (loaded from a migrated dump,
// server/testing/pgliteTemplate.ts), or under the `postgres` project of
// vite.config.ts a database of its own on the run's PostgreSQL cluster
// (server/testing/postgresGlobalSetup.ts), copied from a migrated template and dropped on close.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { Database } from '../db/database'
import { openDatabase } from '../db/open'
import { openMigratedPglite } from './pgliteTemplate'
import { POSTGRES_TEMPLATE_DATABASE } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser URL of the run's PostgreSQL cluster (postgres project only). */
    postgresUrl: string
  }
}

/** Which database this run's server tests are on. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return providedPostgresUrl() === undefined ? 'pglite' : 'postgres'
}

/** The run's PostgreSQL cluster, if this project has one. */
function providedPostgresUrl(): string | undefined {
  const url: string | undefined = inject('postgresUrl')
  return url
}

async function asAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A fresh, migrated database; its close() also drops it on PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = providedPostgresUrl()
  if (adminUrl === undefined) return openMigratedPglite()
  const name = `test_${randomBytes(8).toString('hex')}`
  await asAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DATABASE}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ kind: 'postgres', url: url.toString() })
  return {
    ...db,
    async close() {
      await db.close()
      await asAdmin(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`)
    },
  }
}
