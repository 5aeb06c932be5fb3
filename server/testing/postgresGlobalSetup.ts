// Vitest's global setup of the `postgres` project (vite.config.ts): one throwaway PostgreSQL
// cluster for the whole run, holding a migrated template database each test database is made
// from (server/testing/testDatabase.ts), stopped when the run ends, failed or not.
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/open'
import { POSTGRES_TEMPLATE_DATABASE, startTestPostgres } from './postgres'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres()
  try {
    const admin = await openDatabase({ kind: 'postgres', url: postgres.url })
    await admin.exec(`CREATE DATABASE ${POSTGRES_TEMPLATE_DATABASE}`)
    await admin.close()
    const template = await openDatabase({
      kind: 'postgres',
      url: postgres.urlOf(POSTGRES_TEMPLATE_DATABASE),
    })
    await template.close()
  } catch (error) {
    await postgres.stop()
    throw error
  }
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
