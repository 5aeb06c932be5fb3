// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  compactPending,
  legacySealKeyFileOf,
  needsCompaction,
  refuseLegacyKeyFile,
} from './custodyUpgrade'
import type { Database } from './db/database'
import { freshDatabaseEachTest } from './testing/freshDatabase'

describe('compacting what a migration overwrote', () => {
  let db: Database
  freshDatabaseEachTest((fresh) => {
    db = fresh
  })

  /** The database, recording the tables it is asked to compact (and failing when told to). */
  function watched(fail = false) {
    const compacted: string[][] = []
    const on: Database = {
      ...db,
      async compact(tables) {
        compacted.push([...tables])
        if (fail) throw new Error('CHECKPOINT refused')
        await db.compact(tables)
      },
    }
    return { on, compacted }
  }

  it('does nothing when no table is named', async () => {
    const { on, compacted } = watched()
    expect(await compactPending(on)).toEqual([])
    expect(compacted).toEqual([])
  })

  it('compacts each named table once, and names it again after a failure until it succeeds', async () => {
    await db.transaction((tx) => needsCompaction(tx, 'wallets', 1))
    await db.transaction((tx) => needsCompaction(tx, 'wallets', 2))
    const failing = watched(true)
    await expect(compactPending(failing.on)).rejects.toThrow('CHECKPOINT refused')
    const working = watched()
    expect(await compactPending(working.on)).toEqual(['wallets'])
    expect(working.compacted).toEqual([['wallets']])
    expect(await compactPending(working.on)).toEqual([])
    expect(working.compacted).toEqual([['wallets']])
  })

  it('refuses a table name it would have to quote', async () => {
    await expect(db.compact(['wallets; DROP TABLE users'])).rejects.toThrow('not a table name')
  })
}, 60_000)

describe('the old seal key beside the data directory', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  it('is refused, by its path, with what to do; no file or no PGlite directory passes', async () => {
    const volume = await mkdtemp(path.join(tmpdir(), 'portico-key-file-'))
    cleanups.push(() => rm(volume, { recursive: true, force: true }))
    const dataDir = path.join(volume, 'auth')
    expect(() => refuseLegacyKeyFile(dataDir)).not.toThrow()
    expect(() => refuseLegacyKeyFile(undefined)).not.toThrow()
    await writeFile(legacySealKeyFileOf(dataDir), 'ab'.repeat(32))
    expect(() => refuseLegacyKeyFile(dataDir)).toThrow(
      `The old seal key is still at ${path.join(volume, 'auth.seal.key')}`,
    )
    expect(() => refuseLegacyKeyFile(dataDir)).toThrow('Move it offline')
  })
})
