import { existsSync } from 'node:fs'
import path from 'node:path'
import * as z from 'zod/mini'
import type { Database, Queryable } from './db/database'

/**
 * What the upgrade to custody v1 leaves to clean up once its wallets are migrated
 * (shares.ts migrateLegacyWallets): the auth shares it overwrote, still on disk in dead rows and
 * the write-ahead log, and the old seal key, which the old service kept in a file beside the
 * PGlite directory. A volume copied with that file and an old row opens the recovery share, and
 * with the auth share in the clear beside it, the whole key.
 */

/** Where the service before custody v1 generated its seal key: `<data dir>.seal.key`. */
export function legacySealKeyFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.seal.key`
}

/** Names `table` for compaction, inside the transaction that overwrote its rows. */
export async function needsCompaction(tx: Queryable, table: string, time: number): Promise<void> {
  await tx.query(
    'INSERT INTO pending_compactions (table_name, since) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [table, time],
  )
}

const pendingRowSchema = z.object({ table_name: z.string() })

/**
 * Compacts the tables a migration named (VACUUM FULL, then a checkpoint: database.ts compact),
 * then forgets them; a start that fails before the end does it again. The tables compacted.
 */
export async function compactPending(db: Database): Promise<string[]> {
  const tables = z
    .array(pendingRowSchema)
    .parse(await db.query('SELECT table_name FROM pending_compactions ORDER BY table_name'))
    .map((row) => row.table_name)
  if (tables.length === 0) return []
  await db.compact(tables)
  for (const table of tables)
    await db.query('DELETE FROM pending_compactions WHERE table_name = $1', [table])
  return tables
}

/**
 * Refuses to go on while the old seal key's file sits beside the PGlite directory and no
 * wallet still needs it: the migration is done, and the file only helps whoever copies the
 * volume (with a backup from before the migration, it opens every recovery share there).
 */
export function refuseLegacyKeyFile(dataDir: string | undefined): void {
  if (dataDir === undefined) return
  const file = legacySealKeyFileOf(dataDir)
  if (!existsSync(file)) return
  throw new Error(
    `The old seal key is still at ${file}, beside the database. The wallets it sealed are ` +
      'migrated, so the service no longer needs it, and it opens the recovery shares of any ' +
      'copy or backup of this volume taken before the migration. Move it offline (somewhere ' +
      'no copy of this volume reaches) or destroy it, then start again.',
  )
}
