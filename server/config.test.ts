// @vitest-environment node
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { configFromEnv, parseSealKey, sealKeyFileOf } from './config'

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

describe('configFromEnv', () => {
  it('has defaults for a local run: PGlite in a directory, SMTP on 127.0.0.1:2525, the demo page as ancestor', async () => {
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
      frameAncestors: ['http://127.0.0.1:5173', 'http://localhost:5173'],
      frameDir: undefined,
      chains: [],
      trustProxy: false,
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

  it('takes seal keys of exactly 32 bytes only', () => {
    expect(() => parseSealKey('abcd', 'KEY')).toThrow('KEY must be 32 bytes')
    expect(parseSealKey(Buffer.alloc(32, 1).toString('base64'), 'KEY')).toHaveLength(32)
  })
})
