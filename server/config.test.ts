// @vitest-environment node
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { configFromEnv, otpPepperFileOf, parseSealKey, sealKeyFileOf } from './config'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-auth-config-'))
  dirs.push(dir)
  return dir
}
const HEX_KEY = 'ab'.repeat(32)
const PEPPER = 'cd'.repeat(32)

describe('configFromEnv', () => {
  it('has defaults for a local run: PGlite in a directory, SMTP on 127.0.0.1:2525, development, no ancestor, no proxy', async () => {
    const dir = await tempDir()
    const config = await configFromEnv({
      PORTICO_AUTH_DATA_DIR: dir,
      PORTICO_AUTH_SEAL_KEY: HEX_KEY,
    })
    expect(config).toMatchObject({
      port: 5175,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:5175',
      database: { kind: 'pglite', dataDir: dir },
      smtp: { host: '127.0.0.1', port: 2525, secure: false },
      frameAncestors: [],
      frameDir: undefined,
      chains: [],
      trustProxy: false,
      production: false,
    })
    expect(Buffer.from(config.sealKey).toString('hex')).toBe(HEX_KEY)
  })

  it('reads PostgreSQL, SMTP, ancestors, chains and the frame directory', async () => {
    const frameDir = await tempDir()
    await writeFile(path.join(frameDir, 'index.html'), '<!doctype html>')
    const chains = [{ chainId: 31337, name: 'Local Mainnet', rpcUrl: 'http://127.0.0.1:8545' }]
    const config = await configFromEnv({
      DATABASE_URL: 'postgres://portico@db.internal/portico',
      PORTICO_AUTH_SEAL_KEY: Buffer.alloc(32, 7).toString('base64'),
      PORTICO_AUTH_OTP_PEPPER: PEPPER,
      PORTICO_AUTH_PORT: '8080',
      PORTICO_AUTH_PUBLIC_URL: 'https://auth.example/',
      PORTICO_AUTH_SMTP_HOST: 'smtp.example',
      PORTICO_AUTH_SMTP_PORT: '465',
      PORTICO_AUTH_SMTP_SECURE: 'true',
      PORTICO_AUTH_SMTP_USER: 'mailer',
      PORTICO_AUTH_SMTP_PASS: 'secret',
      PORTICO_AUTH_FRAME_ANCESTORS: 'https://shop.example, https://www.shop.example',
      PORTICO_AUTH_FRAME_DIR: frameDir,
      PORTICO_AUTH_CHAINS: JSON.stringify(chains),
    })
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://auth.example',
      database: { kind: 'postgres', url: 'postgres://portico@db.internal/portico' },
      smtp: { host: 'smtp.example', port: 465, secure: true, user: 'mailer', pass: 'secret' },
      frameAncestors: ['https://shop.example', 'https://www.shop.example'],
      frameDir,
      chains,
    })
    expect(Buffer.from(config.otpPepper).toString('hex')).toBe(PEPPER)
  })

  it('makes a seal key once beside the PGlite directory and reads it back after', async () => {
    const dir = await tempDir()
    const first = await configFromEnv({ PORTICO_AUTH_DATA_DIR: dir })
    const file = sealKeyFileOf(dir)
    expect(path.dirname(file)).toBe(path.dirname(dir))
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readFile(file, 'utf8')).toBe(Buffer.from(first.sealKey).toString('hex'))
    const second = await configFromEnv({ PORTICO_AUTH_DATA_DIR: dir })
    expect(second.sealKey).toEqual(first.sealKey)
  })

  it('reads the key from PORTICO_AUTH_SEAL_KEY_FILE', async () => {
    const file = path.join(await tempDir(), 'key')
    await writeFile(file, `${HEX_KEY}\n`)
    const config = await configFromEnv({
      DATABASE_URL: 'postgres://x/y',
      PORTICO_AUTH_SEAL_KEY_FILE: file,
      PORTICO_AUTH_OTP_PEPPER: PEPPER,
    })
    expect(Buffer.from(config.sealKey).toString('hex')).toBe(HEX_KEY)
  })

  it('refuses to start on PostgreSQL without a seal key, or with bad values, naming them', async () => {
    await expect(configFromEnv({ DATABASE_URL: 'postgres://x/y' })).rejects.toThrow(
      'PORTICO_AUTH_SEAL_KEY',
    )
    await expect(
      configFromEnv({ PORTICO_AUTH_SEAL_KEY: HEX_KEY, PORTICO_AUTH_PORT: 'eighty' }),
    ).rejects.toThrow('PORTICO_AUTH_PORT')
    await expect(
      configFromEnv({
        PORTICO_AUTH_SEAL_KEY: HEX_KEY,
        PORTICO_AUTH_FRAME_ANCESTORS: 'https://a.example/path',
      }),
    ).rejects.toThrow('PORTICO_AUTH_FRAME_ANCESTORS')
    await expect(
      configFromEnv({ PORTICO_AUTH_SEAL_KEY: HEX_KEY, PORTICO_AUTH_FRAME_DIR: await tempDir() }),
    ).rejects.toThrow('PORTICO_AUTH_FRAME_DIR: no index.html')
    await expect(
      configFromEnv({ PORTICO_AUTH_SEAL_KEY: HEX_KEY, PORTICO_AUTH_CHAINS: '[{"chainId":"one"}]' }),
    ).rejects.toThrow('PORTICO_AUTH_CHAINS')
  })

  it('makes an OTP pepper once beside the PGlite directory in development, and reads it back', async () => {
    const dir = await tempDir()
    const first = await configFromEnv({ PORTICO_AUTH_DATA_DIR: dir })
    const file = otpPepperFileOf(dir)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readFile(file, 'utf8')).toBe(Buffer.from(first.otpPepper).toString('hex'))
    expect((await configFromEnv({ PORTICO_AUTH_DATA_DIR: dir })).otpPepper).toEqual(first.otpPepper)
  })

  it('refuses to start without an OTP pepper in production or on PostgreSQL, or with a short one', async () => {
    const dir = await tempDir()
    const base = { PORTICO_AUTH_DATA_DIR: dir, PORTICO_AUTH_SEAL_KEY: HEX_KEY }
    await expect(configFromEnv({ ...base, NODE_ENV: 'production' })).rejects.toThrow(
      'PORTICO_AUTH_OTP_PEPPER or PORTICO_AUTH_OTP_PEPPER_FILE is required in production',
    )
    await expect(configFromEnv({ ...base, PORTICO_AUTH_ENV: 'production' })).rejects.toThrow(
      'PORTICO_AUTH_OTP_PEPPER',
    )
    await expect(
      configFromEnv({ DATABASE_URL: 'postgres://x/y', PORTICO_AUTH_SEAL_KEY: HEX_KEY }),
    ).rejects.toThrow('PORTICO_AUTH_OTP_PEPPER or PORTICO_AUTH_OTP_PEPPER_FILE is required')
    await expect(
      configFromEnv({ ...base, PORTICO_AUTH_OTP_PEPPER: 'ab'.repeat(16) }),
    ).rejects.toThrow('PORTICO_AUTH_OTP_PEPPER must be at least 32 bytes')
    const production = await configFromEnv({
      ...base,
      PORTICO_AUTH_ENV: 'production',
      PORTICO_AUTH_OTP_PEPPER: PEPPER,
    })
    expect(production.production).toBe(true)
    // Nor does production make a seal key of its own.
    await expect(
      configFromEnv({
        PORTICO_AUTH_DATA_DIR: dir,
        NODE_ENV: 'production',
        PORTICO_AUTH_OTP_PEPPER: PEPPER,
      }),
    ).rejects.toThrow(
      'PORTICO_AUTH_SEAL_KEY or PORTICO_AUTH_SEAL_KEY_FILE is required in production',
    )
  })

  it('serves the frame only to named ancestors, https ones in production', async () => {
    const frameDir = await tempDir()
    await writeFile(path.join(frameDir, 'index.html'), '<!doctype html>')
    const base = {
      PORTICO_AUTH_DATA_DIR: await tempDir(),
      PORTICO_AUTH_SEAL_KEY: HEX_KEY,
      PORTICO_AUTH_OTP_PEPPER: PEPPER,
      PORTICO_AUTH_FRAME_DIR: frameDir,
    }
    await expect(configFromEnv(base)).rejects.toThrow(
      'PORTICO_AUTH_FRAME_ANCESTORS: name the origins allowed to embed /frame/',
    )
    const local = 'http://127.0.0.1:5173'
    expect(
      (await configFromEnv({ ...base, PORTICO_AUTH_FRAME_ANCESTORS: local })).frameAncestors,
    ).toEqual([local])
    await expect(
      configFromEnv({ ...base, PORTICO_AUTH_FRAME_ANCESTORS: local, NODE_ENV: 'production' }),
    ).rejects.toThrow(`only https origins in production (not ${local})`)
    const shop = await configFromEnv({
      ...base,
      PORTICO_AUTH_FRAME_ANCESTORS: 'https://shop.example',
      NODE_ENV: 'production',
    })
    expect(shop.frameAncestors).toEqual(['https://shop.example'])
  })

  it('reads which proxies to trust: none, a hop count, or their ranges', async () => {
    const base = { PORTICO_AUTH_DATA_DIR: await tempDir(), PORTICO_AUTH_SEAL_KEY: HEX_KEY }
    const trust = async (value: string) =>
      (await configFromEnv({ ...base, PORTICO_AUTH_TRUST_PROXY: value })).trustProxy
    expect(await trust('false')).toBe(false)
    expect(await trust('0')).toBe(false)
    expect(await trust('2')).toBe(2)
    expect(await trust('true')).toBe(1)
    expect(await trust('10.0.0.0/8, 192.168.1.7, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ])
    await expect(trust('proxy.internal')).rejects.toThrow('PORTICO_AUTH_TRUST_PROXY')
    await expect(trust('10.0.0.0/33')).rejects.toThrow('PORTICO_AUTH_TRUST_PROXY')
  })

  it('takes seal keys of exactly 32 bytes only', () => {
    expect(() => parseSealKey('abcd', 'KEY')).toThrow('KEY must be 32 bytes')
    expect(parseSealKey(Buffer.alloc(32, 1).toString('base64'), 'KEY')).toHaveLength(32)
  })
})
