// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { configFromEnv, otpPepperFileOf, parseSealingKey } from './config'
import { aesGcmSealer, openFor, sealFor, type Sealer } from './sealing'

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
/** Development is said outright (production is the default). */
const DEVELOPMENT = { PORTICO_AUTH_ENV: 'development' } as const

describe('configFromEnv', () => {
  it('is production unless PORTICO_AUTH_ENV=development is said outright, whatever NODE_ENV says', async () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const dir = await tempDir()
      await expect(configFromEnv({ ...env, PORTICO_AUTH_DATA_DIR: dir })).rejects.toThrow(
        'PORTICO_AUTH_SHARE_KEY or PORTICO_AUTH_SHARE_KEY_FILE is required in production',
      )
      // Nothing was generated beside the data directory either.
      await expect(stat(otpPepperFileOf(dir))).rejects.toThrow()
    }
  })

  it('has defaults for a local development run: PGlite in a directory, SMTP on 127.0.0.1:2525, no ancestor, no proxy', async () => {
    const dir = await tempDir()
    const config = await configFromEnv({
      ...DEVELOPMENT,
      PORTICO_AUTH_DATA_DIR: dir,
      PORTICO_AUTH_SHARE_KEY: HEX_KEY,
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
      metrics: undefined,
      logLevel: 'info',
      shutdownDelistMs: 0,
      geoipCsvDir: undefined,
    })
    expect(config.custody.recoveryMode).toBe('visitor-secret')
  })

  it('serves metrics only when given a port, on 127.0.0.1 unless told; reads the log level and the delist time', async () => {
    const base = {
      ...DEVELOPMENT,
      PORTICO_AUTH_DATA_DIR: await tempDir(),
      PORTICO_AUTH_SHARE_KEY: HEX_KEY,
    }
    const config = await configFromEnv({
      ...base,
      PORTICO_AUTH_METRICS_PORT: '9464',
      PORTICO_AUTH_LOG_LEVEL: 'warn',
      PORTICO_AUTH_SHUTDOWN_DELIST_MS: '2500',
    })
    expect(config).toMatchObject({
      metrics: { host: '127.0.0.1', port: 9464 },
      logLevel: 'warn',
      shutdownDelistMs: 2500,
    })
    expect(
      (
        await configFromEnv({
          ...base,
          PORTICO_AUTH_METRICS_PORT: '9464',
          PORTICO_AUTH_METRICS_HOST: '10.0.0.5',
        })
      ).metrics,
    ).toEqual({ host: '10.0.0.5', port: 9464 })
    await expect(configFromEnv({ ...base, PORTICO_AUTH_LOG_LEVEL: 'loud' })).rejects.toThrow(
      'PORTICO_AUTH_LOG_LEVEL',
    )
    await expect(configFromEnv({ ...base, PORTICO_AUTH_METRICS_PORT: 'x' })).rejects.toThrow(
      'PORTICO_AUTH_METRICS_PORT',
    )
  })

  it('reads PostgreSQL, SMTP, ancestors, chains and the frame directory', async () => {
    const frameDir = await tempDir()
    await writeFile(path.join(frameDir, 'index.html'), '<!doctype html>')
    const chains = [{ chainId: 31337, name: 'Local Mainnet', rpcUrl: 'http://127.0.0.1:8545' }]
    const config = await configFromEnv({
      DATABASE_URL: 'postgres://portico@db.internal/portico',
      PORTICO_AUTH_DATABASE_POOL_SIZE: '25',
      PORTICO_AUTH_SHARE_KEY: Buffer.alloc(32, 7).toString('base64'),
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
      database: { kind: 'postgres', url: 'postgres://portico@db.internal/portico', poolSize: 25 },
      smtp: { host: 'smtp.example', port: 465, secure: true, user: 'mailer', pass: 'secret' },
      frameAncestors: ['https://shop.example', 'https://www.shop.example'],
      frameDir,
      chains,
    })
    expect(Buffer.from(config.otpPepper).toString('hex')).toBe(PEPPER)
  })

  it('makes no key file in development: a key in memory for the run, with a warning', async () => {
    const parent = await tempDir()
    const dir = path.join(parent, 'data')
    const warnings: string[] = []
    const first = await configFromEnv(
      { ...DEVELOPMENT, PORTICO_AUTH_DATA_DIR: dir, PORTICO_AUTH_RECOVERY_MODE: 'service' },
      { warn: (line) => warnings.push(line) },
    )
    expect(warnings.join('\n')).toContain('PORTICO_AUTH_SHARE_KEY is not set')
    expect(warnings.join('\n')).toContain('PORTICO_AUTH_RECOVERY_SEAL_KEY is not set')
    // Beside the database there is only the OTP pepper (a code key, not a share key).
    expect((await readdir(parent)).filter((name) => name !== 'data.otp-pepper')).toEqual([])
    const second = await configFromEnv(
      { ...DEVELOPMENT, PORTICO_AUTH_DATA_DIR: dir, PORTICO_AUTH_RECOVERY_MODE: 'service' },
      { warn: () => undefined },
    )
    const sealed = await sealFor(first.custody.shareSealer, 'p', 'u', 'QUFBQQ==')
    await expect(openFor(second.custody.shareSealer, 'p', 'u', sealed)).rejects.toThrow()
  })

  it('reads the keys from PORTICO_AUTH_SHARE_KEY_FILE and PORTICO_AUTH_RECOVERY_SEAL_KEY', async () => {
    const file = path.join(await tempDir(), 'key')
    await writeFile(file, `${HEX_KEY}\n`)
    const config = await configFromEnv({
      DATABASE_URL: 'postgres://x/y',
      PORTICO_AUTH_SHARE_KEY_FILE: file,
      PORTICO_AUTH_RECOVERY_MODE: 'service',
      PORTICO_AUTH_RECOVERY_SEAL_KEY: Buffer.alloc(32, 9).toString('base64'),
      PORTICO_AUTH_OTP_PEPPER: PEPPER,
    })
    const byKey = (bytes: Buffer) => aesGcmSealer(new Uint8Array(bytes))
    const sealed = await sealFor(byKey(Buffer.from(HEX_KEY, 'hex')), 'p', 'u', 'QUFBQQ==')
    expect(await openFor(config.custody.shareSealer, 'p', 'u', sealed)).toBe('QUFBQQ==')
    const recovery = config.custody.recoverySealer
    if (!recovery) throw new Error('no recovery sealer')
    const sealedRecovery = await sealFor(byKey(Buffer.alloc(32, 9)), 'p', 'u', 'QUFBQQ==')
    expect(await openFor(recovery, 'p', 'u', sealedRecovery)).toBe('QUFBQQ==')
    expect(config.custody.recoveryMode).toBe('service')
  })

  it('refuses one key for both the auth shares and the recovery shares', async () => {
    for (const mode of ['service', 'visitor-secret'])
      await expect(
        configFromEnv({
          DATABASE_URL: 'postgres://x/y',
          PORTICO_AUTH_SHARE_KEY: HEX_KEY,
          PORTICO_AUTH_RECOVERY_MODE: mode,
          // The same 32 bytes, spelled in base64.
          PORTICO_AUTH_RECOVERY_SEAL_KEY: Buffer.from(HEX_KEY, 'hex').toString('base64'),
          PORTICO_AUTH_OTP_PEPPER: PEPPER,
        }),
      ).rejects.toThrow(
        'PORTICO_AUTH_SHARE_KEY and PORTICO_AUTH_RECOVERY_SEAL_KEY are the same key',
      )
  })

  it('defaults to visitor-secret recovery, which needs no recovery seal key', async () => {
    const config = await configFromEnv({
      DATABASE_URL: 'postgres://x/y',
      PORTICO_AUTH_SHARE_KEY: HEX_KEY,
      PORTICO_AUTH_OTP_PEPPER: PEPPER,
    })
    expect(config.custody.recoveryMode).toBe('visitor-secret')
    expect(config.custody.recoverySealer).toBeUndefined()
  })

  it('refuses service recovery without its seal key outside development; a KMS stands in for it', async () => {
    const base = {
      PORTICO_AUTH_DATA_DIR: await tempDir(),
      PORTICO_AUTH_SHARE_KEY: HEX_KEY,
      PORTICO_AUTH_OTP_PEPPER: PEPPER,
      PORTICO_AUTH_RECOVERY_MODE: 'service',
      NODE_ENV: 'production',
    }
    await expect(configFromEnv(base)).rejects.toThrow(
      'PORTICO_AUTH_RECOVERY_SEAL_KEY or PORTICO_AUTH_RECOVERY_SEAL_KEY_FILE is required in production',
    )
    const kms: Sealer = { seal: async (data) => data, open: async (data) => data }
    const config = await configFromEnv(base, { recoverySealer: kms })
    expect(config.custody.recoverySealer).toBe(kms)
  })

  it('refuses the old seal key variables by name, and reads the legacy key for the migration', async () => {
    const dir = await tempDir()
    await expect(
      configFromEnv({ PORTICO_AUTH_DATA_DIR: dir, PORTICO_AUTH_SEAL_KEY: HEX_KEY }),
    ).rejects.toThrow('PORTICO_AUTH_SEAL_KEY is no longer read')
    const config = await configFromEnv({
      ...DEVELOPMENT,
      PORTICO_AUTH_DATA_DIR: dir,
      PORTICO_AUTH_SHARE_KEY: HEX_KEY,
      PORTICO_AUTH_LEGACY_SEAL_KEY: 'cd'.repeat(32),
    })
    expect(Buffer.from(config.legacySealKey ?? []).toString('hex')).toBe('cd'.repeat(32))
  })

  it('refuses to start on PostgreSQL without a share key, or with bad values, naming them', async () => {
    await expect(
      configFromEnv({ DATABASE_URL: 'postgres://x/y', PORTICO_AUTH_OTP_PEPPER: PEPPER }),
    ).rejects.toThrow('PORTICO_AUTH_SHARE_KEY or PORTICO_AUTH_SHARE_KEY_FILE is required')
    await expect(
      configFromEnv({ PORTICO_AUTH_SHARE_KEY: HEX_KEY, PORTICO_AUTH_PORT: 'eighty' }),
    ).rejects.toThrow('PORTICO_AUTH_PORT')
    await expect(
      configFromEnv({
        PORTICO_AUTH_SHARE_KEY: HEX_KEY,
        PORTICO_AUTH_FRAME_ANCESTORS: 'https://a.example/path',
      }),
    ).rejects.toThrow('PORTICO_AUTH_FRAME_ANCESTORS')
    await expect(
      configFromEnv({ PORTICO_AUTH_SHARE_KEY: HEX_KEY, PORTICO_AUTH_FRAME_DIR: await tempDir() }),
    ).rejects.toThrow('PORTICO_AUTH_FRAME_DIR: no index.html')
    await expect(
      configFromEnv({
        PORTICO_AUTH_SHARE_KEY: HEX_KEY,
        PORTICO_AUTH_CHAINS: '[{"chainId":"one"}]',
      }),
    ).rejects.toThrow('PORTICO_AUTH_CHAINS')
  })

  it('makes an OTP pepper once beside the PGlite directory in development, and reads it back', async () => {
    const dir = await tempDir()
    const first = await configFromEnv({ ...DEVELOPMENT, PORTICO_AUTH_DATA_DIR: dir })
    const file = otpPepperFileOf(dir)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readFile(file, 'utf8')).toBe(Buffer.from(first.otpPepper).toString('hex'))
    expect((await configFromEnv({ ...DEVELOPMENT, PORTICO_AUTH_DATA_DIR: dir })).otpPepper).toEqual(
      first.otpPepper,
    )
  })

  it('refuses to start without an OTP pepper in production or on PostgreSQL, or with a short one', async () => {
    const dir = await tempDir()
    const base = { PORTICO_AUTH_DATA_DIR: dir, PORTICO_AUTH_SHARE_KEY: HEX_KEY }
    await expect(configFromEnv({ ...base, NODE_ENV: 'production' })).rejects.toThrow(
      'PORTICO_AUTH_OTP_PEPPER or PORTICO_AUTH_OTP_PEPPER_FILE is required in production',
    )
    await expect(configFromEnv({ ...base, PORTICO_AUTH_ENV: 'production' })).rejects.toThrow(
      'PORTICO_AUTH_OTP_PEPPER',
    )
    await expect(
      configFromEnv({ DATABASE_URL: 'postgres://x/y', PORTICO_AUTH_SHARE_KEY: HEX_KEY }),
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
    // Nor does production make a share key of its own.
    await expect(
      configFromEnv({
        PORTICO_AUTH_DATA_DIR: dir,
        NODE_ENV: 'production',
        PORTICO_AUTH_OTP_PEPPER: PEPPER,
      }),
    ).rejects.toThrow(
      'PORTICO_AUTH_SHARE_KEY or PORTICO_AUTH_SHARE_KEY_FILE is required in production',
    )
  })

  it('serves the frame only to named ancestors, https ones in production', async () => {
    const frameDir = await tempDir()
    await writeFile(path.join(frameDir, 'index.html'), '<!doctype html>')
    const base = {
      PORTICO_AUTH_DATA_DIR: await tempDir(),
      PORTICO_AUTH_SHARE_KEY: HEX_KEY,
      PORTICO_AUTH_OTP_PEPPER: PEPPER,
      PORTICO_AUTH_FRAME_DIR: frameDir,
    }
    await expect(configFromEnv(base)).rejects.toThrow(
      'PORTICO_AUTH_FRAME_ANCESTORS: name the origins allowed to embed /frame/',
    )
    const local = 'http://127.0.0.1:5173'
    expect(
      (await configFromEnv({ ...base, ...DEVELOPMENT, PORTICO_AUTH_FRAME_ANCESTORS: local }))
        .frameAncestors,
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
    const base = {
      ...DEVELOPMENT,
      PORTICO_AUTH_DATA_DIR: await tempDir(),
      PORTICO_AUTH_SHARE_KEY: HEX_KEY,
    }
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

  it("reads the GeoIP files' directory as an absolute path, and refuses an empty one", async () => {
    const base = {
      ...DEVELOPMENT,
      PORTICO_AUTH_DATA_DIR: await tempDir(),
      PORTICO_AUTH_SHARE_KEY: HEX_KEY,
    }
    const config = await configFromEnv({ ...base, PORTICO_AUTH_GEOIP_CSV: 'geoip' })
    expect(config.geoipCsvDir).toBe(path.resolve('geoip'))
    await expect(configFromEnv({ ...base, PORTICO_AUTH_GEOIP_CSV: '' })).rejects.toThrow(
      'PORTICO_AUTH_GEOIP_CSV',
    )
  })

  it('takes sealing keys of exactly 32 bytes only', () => {
    expect(() => parseSealingKey('abcd', 'KEY')).toThrow('KEY must be 32 bytes')
    expect(parseSealingKey(Buffer.alloc(32, 1).toString('base64'), 'KEY')).toHaveLength(32)
  })
})
