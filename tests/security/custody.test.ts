// @vitest-environment node
// Attacks on custody: a stolen refresh token taking the recovery share (with the auth share,
// 2 of 3: the whole key), and a copy of the service's volume (its PGlite directory and whatever
// lies beside it) rebuilding wallets without the keys the environment holds.
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { combine } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it } from 'vitest'
import {
  refreshResponseSchema,
  sessionTokensSchema,
  walletResponseSchema,
} from '../../server/contract'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../server/limits'
import { configFromEnv } from '../../server/config'
import { openDatabase } from '../../server/db/open'
import { aesGcmSealer, openFor, SEALED } from '../../server/sealing'
import { startAuthService } from '../../server/service'
import { openLegacyShare } from '../../server/shares'
import { testCustody, testDeviceKey, testWallet } from '../../server/testing/custody'
import { outbox, parsed } from '../../server/testing/harness'
import { signInWith } from '../../server/testing/signIn'
import {
  filesUnder,
  liveServicePerTest,
  oldLayoutVolume,
  openLink,
  outcome,
  pendingSignIn,
  postApproval,
  signIn,
  VICTIM,
  VICTIM_DEVICE,
} from './support'

const NEW_DEVICE = 'victim-new-device-0002'

describe('a stolen refresh token', () => {
  const live = liveServicePerTest()

  it('cannot fetch the recovery share, even of a sign-in that went through an approval', async () => {
    const service = await live({ custody: testCustody('service') })
    const first = await signIn(service)
    const wallet = await testWallet()
    const put = await service.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id, { kind: 'service' }),
    })
    expect(put.status).toBe(204)
    // The victim signs in on a new device through the approval link.
    const victim = await signIn(service, VICTIM, NEW_DEVICE)
    // The thief has the refresh token of that very sign-in (the one the old code trusted for
    // 30 days), and refreshes it whenever they like.
    service.clock.advance(60 * 60_000)
    const stolen = await parsed(
      await service.call('POST', '/v1/session/refresh', {
        body: { refreshToken: victim.refreshToken },
      }),
      refreshResponseSchema,
    )
    const standing = await service.call('GET', '/v1/wallet/recovery', {
      token: stolen.accessToken,
    })
    expect(standing.status).toBe(404)
    const { authShare } = await parsed(
      await service.call('GET', '/v1/wallet', { token: stolen.accessToken }),
      walletResponseSchema,
    )
    expect(authShare).toBe(wallet.shares.auth)
    // Whatever ceremony id they name, they cannot sign for the device key.
    const thief = await testDeviceKey()
    const forged = await service.call('POST', '/v1/wallet/recovery', {
      token: stolen.accessToken,
      body: { ceremonyId: 'x'.repeat(43), signature: await thief.signRelease('x', 'y') },
    })
    expect(forged.status).toBe(403)
  })

  it("cannot take a ceremony's share: it goes once, to the device key named with the code", async () => {
    const service = await live({ custody: testCustody('service') })
    const first = await signIn(service)
    const wallet = await testWallet()
    await service.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id, { kind: 'service' }),
    })
    const device = await testDeviceKey()
    service.clock.advance(60_000)
    const victim = await signInWith(
      (p, init) => service.fetch(p, init),
      service.mail,
      VICTIM,
      NEW_DEVICE,
      device.publicKey,
    )
    const stolen = await parsed(
      await service.call('POST', '/v1/session/refresh', {
        body: { refreshToken: victim.refreshToken },
      }),
      refreshResponseSchema,
    )
    const { ceremony } = await parsed(
      await service.call('GET', '/v1/wallet', { token: stolen.accessToken }),
      walletResponseSchema,
    )
    if (!ceremony) throw new Error('the victim has a ceremony open')
    const thief = await testDeviceKey()
    const take = await service.call('POST', '/v1/wallet/recovery', {
      token: stolen.accessToken,
      body: {
        ceremonyId: ceremony.id,
        signature: await thief.signRelease(ceremony.id, victim.user.id),
      },
    })
    expect(take.status).toBe(403)
    // The victim's device, signing with its key, still gets it (the thief did not burn it)...
    const signature = await device.signRelease(ceremony.id, victim.user.id)
    const own = await service.call('POST', '/v1/wallet/recovery', {
      token: stolen.accessToken,
      body: { ceremonyId: ceremony.id, signature },
    })
    expect(own.status).toBe(200)
    // ...and once: the same signature replayed gets nothing.
    const replay = await service.call('POST', '/v1/wallet/recovery', {
      token: stolen.accessToken,
      body: { ceremonyId: ceremony.id, signature },
    })
    expect(replay.status).toBe(403)
  })
})

describe('a known device without its share (a thief of its sign-in, or storage cleared)', () => {
  const live = liveServicePerTest()

  it('gets the recovery share only through the mailbox: a code opens no ceremony; asking for a recovery mails the owner a link, and only the approved sign-in releases it, once, to its key', async () => {
    // The long poll answers at once (408) unless approved.
    const service = await live({ custody: testCustody('service'), deviceWait: { maxMs: 0 } })
    const first = await signIn(service)
    const wallet = await testWallet()
    await service.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id, { kind: 'service' }),
    })
    // The device is known: a code alone signs it in, naming a device key of the thief's.
    const thief = await testDeviceKey()
    service.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const byCode = await signInWith(
      (p, init) => service.fetch(p, init),
      service.mail,
      VICTIM,
      VICTIM_DEVICE,
      thief.publicKey,
    )
    const { ceremony } = await parsed(
      await service.call('GET', '/v1/wallet', { token: byCode.accessToken }),
      walletResponseSchema,
    )
    expect(ceremony).toBeNull()
    const taken = await service.call('POST', '/v1/wallet/recovery', {
      token: byCode.accessToken,
      body: {
        ceremonyId: 'x'.repeat(43),
        signature: await thief.signRelease('x'.repeat(43), byCode.user.id),
      },
    })
    expect(await outcome(taken)).toBe('403 RECOVERY_NOT_ALLOWED')

    // Asking for a recovery mails the owner an approval link, and no code.
    const mailed = service.mail.sent.length
    const recovery = await pendingSignIn(service, { deviceId: VICTIM_DEVICE, recovery: true })
    expect(service.mail.sent).toHaveLength(mailed + 1)
    expect(service.mail.sent.at(-1)?.subject).toBe('Approve sign-in on a new device')
    expect(await recovery.approved()).toBe('408 TIMEOUT')
    // Nothing the thief can answer without the mailbox: no code is live for the device.
    const guess = await service.call('POST', '/v1/email/verify', {
      body: { email: VICTIM, deviceId: VICTIM_DEVICE, otp: '123456', deviceKey: thief.publicKey },
    })
    expect(await outcome(guess)).toBe('400 INVALID_CODE')

    // The owner approves on their device: its key, named with the code, gets the share once.
    const owner = await testDeviceKey()
    const { form } = await openLink(service)
    if (!form) throw new Error('no approval form')
    expect((await postApproval(service, form)).status).toBe(200)
    expect(await recovery.approved()).toBe('200 ok')
    const verify = await service.call('POST', '/v1/email/verify', {
      body: {
        email: VICTIM,
        deviceId: VICTIM_DEVICE,
        otp: service.mail.lastCode(VICTIM),
        deviceKey: owner.publicKey,
      },
    })
    const approved = await parsed(verify, sessionTokensSchema)
    const opened = await parsed(
      await service.call('GET', '/v1/wallet', { token: approved.accessToken }),
      walletResponseSchema,
    )
    if (!opened.ceremony) throw new Error('no ceremony after the approved recovery')
    const release = async (key: typeof owner) =>
      outcome(
        await service.call('POST', '/v1/wallet/recovery', {
          token: approved.accessToken,
          body: {
            ceremonyId: opened.ceremony?.id,
            signature: await key.signRelease(opened.ceremony?.id ?? '', approved.user.id),
          },
        }),
      )
    expect(await release(thief)).toBe('403 RECOVERY_NOT_ALLOWED')
    expect(await release(owner)).toBe('200 ok')
    expect(await release(owner)).toBe('403 RECOVERY_NOT_ALLOWED')
  })
})

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
