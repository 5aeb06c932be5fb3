// @vitest-environment node
// Attacks on custody: a copy of the service's volume (its PGlite directory and whatever lies
// beside it) rebuilding wallets without the keys the environment holds. PGlite's own files:
// the postgres project (vite.config.ts) leaves this suite out.
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { combine } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../server/config'
import { openDatabase } from '../../server/db/open'
import { aesGcmSealer, openFor, SEALED } from '../../server/sealing'
import { startAuthService } from '../../server/service'
import { openLegacyShare } from '../../server/shares'
import { testWallet } from '../../server/testing/custody'
import { outbox } from '../../server/testing/harness'
import { signInWith } from '../../server/testing/signIn'
import { filesUnder, oldLayoutVolume, VICTIM, VICTIM_DEVICE } from './support'

/** 32-byte keys as a key file holds them (64 hex digits or base64), from any file given. */
async function keysIn(files: readonly string[]): Promise<Uint8Array[]> {
  const keys: Uint8Array[] = []
  for (const file of files) {
    if ((await stat(file)).size > 256) continue
    const text = (await readFile(file, 'utf8')).trim()
    const bytes = /^[0-9a-fA-F]+$/.test(text)
      ? Buffer.from(text, 'hex')
      : Buffer.from(text, 'base64')
    if (bytes.length === 32) keys.push(new Uint8Array(bytes))
  }
  return keys
}

const rowSchema = z.object({ user_id: z.string(), address: z.string() })

/**
 * What a thief of the volume can do: every text value of a wallet's row is a candidate share,
 * as is, or opened with any key found on the volume (the old format, and the sealed format);
 * every pair of candidates is combined, and the key checked against the wallet's address.
 */
async function rebuilds(volume: string, dataDir: string): Promise<string[]> {
  const keys = await keysIn(
    (await filesUnder(volume)).filter((file) => !file.startsWith(dataDir + path.sep)),
  )
  const db = await openDatabase({ kind: 'pglite', dataDir })
  try {
    const rebuilt: string[] = []
    for (const raw of await db.query('SELECT * FROM wallets')) {
      const { user_id: userId, address } = rowSchema.parse(raw)
      const values = Object.values(raw as Record<string, unknown>).filter(
        (value): value is string => typeof value === 'string',
      )
      const candidates = new Set<string>(values)
      for (const value of values)
        for (const key of keys) {
          const tries = [
            async () => openLegacyShare(value, userId, key),
            () => openFor(aesGcmSealer(key), SEALED.authShare, userId, value),
            () => openFor(aesGcmSealer(key), SEALED.recoveryShare, userId, value),
          ]
          for (const open of tries) {
            const share = await open().catch(() => undefined)
            if (share !== undefined) candidates.add(share)
          }
        }
      const shares = [...candidates]
        .map((value) => Buffer.from(value, 'base64'))
        .filter((bytes) => bytes.length === 33)
        .map((bytes) => new Uint8Array(bytes))
      for (const a of shares)
        for (const b of shares) {
          if (a === b) continue
          const secret = await combine([a, b]).catch(() => undefined)
          if (!secret || secret.length !== 32) continue
          try {
            if (
              privateKeyToAccount(bytesToHex(secret)).address.toLowerCase() ===
              address.toLowerCase()
            )
              rebuilt.push(address)
          } catch {
            // Not a key.
          }
        }
    }
    return [...new Set(rebuilt)]
  } finally {
    await db.close()
  }
}

describe('a copy of the volume', { timeout: 120_000 }, () => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it("rebuilds every wallet of the old layout (the thief's tool works): the old code's volume", async () => {
    // What the old service left: the auth share as given, the recovery share sealed under a key
    // it generated into `<data dir>.seal.key`, beside the directory.
    const old = await oldLayoutVolume()
    cleanups.push(() => old.remove())
    expect(await rebuilds(old.volume, old.dataDir)).toEqual(
      old.wallets.map((entry) => entry.wallet.address),
    )
  })

  for (const mode of ['visitor-secret', 'service'] as const) {
    it(`without the environment's keys rebuilds no wallet (${mode} recovery)`, async () => {
      const volume = await mkdtemp(path.join(tmpdir(), 'portico-volume-'))
      cleanups.push(() => rm(volume, { recursive: true, force: true }))
      const dataDir = path.join(volume, 'auth')
      // The service as a development host runs it: PGlite on the volume, keys not given.
      const config = await configFromEnv(
        {
          PORTICO_AUTH_ENV: 'development',
          PORTICO_AUTH_DATA_DIR: dataDir,
          PORTICO_AUTH_RECOVERY_MODE: mode,
          PORTICO_AUTH_PORT: '0',
        },
        { warn: () => undefined },
      )
      const mail = outbox()
      const service = await startAuthService({ ...config, mailer: mail })
      const send = (p: string, init?: RequestInit) => fetch(`${service.url}${p}`, init)
      const addresses: string[] = []
      try {
        for (const email of [VICTIM, 'bob@example.com']) {
          const session = await signInWith(send, mail, email, VICTIM_DEVICE)
          const wallet = await testWallet()
          const put = await send('/v1/wallet', {
            method: 'PUT',
            headers: {
              authorization: `Bearer ${session.accessToken}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify(
              await wallet.upload(session.user.id, {
                kind: mode === 'service' ? 'service' : 'visitor',
              }),
            ),
          })
          expect(put.status).toBe(204)
          addresses.push(wallet.address)
        }
      } finally {
        await service.stop()
      }
      // The thief copies the whole volume: the database and anything beside it.
      const copy = await mkdtemp(path.join(tmpdir(), 'portico-stolen-'))
      cleanups.push(() => rm(copy, { recursive: true, force: true }))
      await cp(volume, copy, { recursive: true })
      const beside = (await readdir(copy)).filter((name) => name !== 'auth')
      // No share key and no recovery seal key on the volume (the OTP pepper keys codes only).
      expect(beside).toEqual(['auth.otp-pepper'])
      expect(addresses).toHaveLength(2)
      expect(await rebuilds(copy, path.join(copy, 'auth'))).toEqual([])
    })
  }
})
