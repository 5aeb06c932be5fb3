// @vitest-environment node
// Attack: reading a migrated volume's raw bytes. The upgrade to custody v1 seals the auth shares
// the old service kept in the clear, but PostgreSQL does not overwrite a row in place: the old
// row stays in the table's files (a dead tuple) and its page in the write-ahead log. A thief of
// the volume who scans the PGlite directory for shares, rather than querying it, found them
// there after the migration. And the old seal key's file, left beside the directory, opens the
// recovery share of any backup taken before it.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { walletResponseSchema } from '../../protocol/auth/contract'
import { configFromEnv } from '../../server/config'
import { startAuthService } from '../../server/service'
import { outbox, parsed } from '../../server/testing/harness'
import { signInWith } from '../../server/testing/signIn'
import { foundIn, oldLayoutVolume, VICTIM, VICTIM_DEVICE } from './support'

const hex = () => randomBytes(32).toString('hex')

describe('a volume migrated from before custody v1', { timeout: 180_000 }, () => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('holds no old auth share in any file of its data directory, and does not start while the old key file sits beside it', async () => {
    const old = await oldLayoutVolume([VICTIM, 'bob@example.com'])
    cleanups.push(() => old.remove())
    const authShares = old.wallets.map((entry) => entry.wallet.shares.auth)
    const oldSealed = old.wallets.map((entry) => entry.recoverySealed)
    // The scan works: before the migration the directory holds every share in the clear.
    expect(await foundIn(old.dataDir, authShares)).toEqual(authShares)

    const env = {
      PORTICO_AUTH_ENV: 'development',
      PORTICO_AUTH_DATA_DIR: old.dataDir,
      PORTICO_AUTH_PORT: '0',
      PORTICO_AUTH_RECOVERY_MODE: 'service',
      PORTICO_AUTH_SHARE_KEY: hex(),
      PORTICO_AUTH_RECOVERY_SEAL_KEY: hex(),
    }
    // The operator gives the old key from its file, as the README says, and forgets the file.
    const migrating = await configFromEnv({
      ...env,
      PORTICO_AUTH_LEGACY_SEAL_KEY_FILE: old.keyFile,
    })
    await expect(startAuthService({ ...migrating, mailer: outbox() })).rejects.toThrow(
      `The old seal key is still at ${old.keyFile}`,
    )
    // Refused only after migrating and compacting: no file of the directory holds an old auth
    // share, nor a recovery share as the old key sealed it.
    expect(await foundIn(old.dataDir, [...authShares, ...oldSealed])).toEqual([])

    // Refused again at the next start, until the file is gone from the volume.
    const config = await configFromEnv(env)
    await expect(startAuthService({ ...config, mailer: outbox() })).rejects.toThrow(
      'Move it offline',
    )
    const offline = await mkdtemp(path.join(tmpdir(), 'portico-offline-'))
    cleanups.push(() => rm(offline, { recursive: true, force: true }))
    await rename(old.keyFile, path.join(offline, 'seal.key'))

    // Moved: the service starts, and the wallet's shares open under the new keys.
    const mail = outbox()
    const service = await startAuthService({ ...config, mailer: mail })
    try {
      const send = (p: string, init?: RequestInit) => fetch(`${service.url}${p}`, init)
      const session = await signInWith(send, mail, VICTIM, VICTIM_DEVICE)
      const wallet = await send('/v1/wallet', {
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
      const first = old.wallets[0]
      if (!first) throw new Error('no old wallet')
      expect(await parsed(wallet, walletResponseSchema)).toMatchObject({
        address: first.wallet.address,
        authShare: first.wallet.shares.auth,
        recoveryKind: 'service',
      })
    } finally {
      await service.stop()
    }
    expect(await foundIn(old.dataDir, authShares)).toEqual([])
  })
})
