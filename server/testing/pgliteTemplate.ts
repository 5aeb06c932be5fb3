// The server tests' PGlite databases, loaded from a dump of one migrated database instead of
// each made from scratch: PGlite's initdb (a cluster made in WebAssembly) takes seconds per
// database, several times what loading the dump takes, and about thirty test files open one.
// The dump sits in the system's temporary directory under a name derived from the migrations
// and PGlite's version, so every test file of a run (each in a worker process of its own)
// loads the same one, and a changed migration or PGlite makes a new one.
import { createHash } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Database } from '../db/database'
import { migrate, readMigrations } from '../db/migrate'
import { pgliteDatabase } from '../db/pglite'

/** Where the dump of this schema on this PGlite is kept. */
async function dumpPath(): Promise<string> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const pglitePackage = await readFile(path.join(pgliteEntry, '..', '..', 'package.json'), 'utf8')
  const hash = createHash('sha256').update(pglitePackage)
  for (const migration of await readMigrations())
    hash.update(migration.version).update(migration.sql)
  return path.join(tmpdir(), `portico-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** The dump of this schema kept by an earlier test file (or by this one), if any. */
let kept: Promise<Blob | undefined> | undefined

function keptDump(): Promise<Blob | undefined> {
  kept ??= dumpPath().then(async (file) => {
    const bytes = await readFile(file).catch(() => undefined)
    return bytes && new Blob([bytes])
  })
  return kept
}

/**
 * Keeps the dump for the test files after this one: written under a name of its own, then
 * renamed, so a file that reads it never sees half of it (two workers that make it at once
 * write the same). A dump that cannot be written is only this file's.
 */
async function keepDump(dump: Blob): Promise<void> {
  kept = Promise.resolve(dump)
  const file = await dumpPath()
  const partial = `${file}.${process.pid}.partial`
  try {
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
    await rename(partial, file)
  } catch {
    await rm(partial, { force: true })
  }
}

/** The dump: the kept one, or made now from a migrated database of its own. */
async function migratedDump(): Promise<Blob> {
  const dump = await keptDump()
  if (dump) return dump
  const db = await openMigratedPglite()
  await db.close()
  const made = await keptDump()
  if (!made) throw new Error('the migrated PGlite dump was not kept')
  return made
}

/**
 * A fresh in-memory PGlite database with every migration applied: loaded from the kept dump,
 * or, the first time, made from scratch and dumped for the next ones.
 */
export async function openMigratedPglite(): Promise<Database> {
  const dump = await keptDump()
  const pglite = dump ? new PGlite({ loadDataDir: dump }) : new PGlite()
  const db = pgliteDatabase(pglite)
  try {
    await pglite.waitReady
    // A loaded dump has nothing left to apply (it is named after the migrations); run as
    // openDatabase runs it all the same, so the database is as a service start leaves it.
    await migrate(db)
    if (!dump) await keepDump(await pglite.dumpDataDir('none'))
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

/**
 * Fills `dataDir` (missing or empty) with a migrated database from the dump: the volume a
 * service started on it once leaves, for suites that start the service on a data directory.
 */
export async function migratedPgliteVolume(dataDir: string): Promise<void> {
  const pglite = new PGlite(dataDir, { loadDataDir: await migratedDump() })
  await pglite.waitReady
  await pglite.close()
}
