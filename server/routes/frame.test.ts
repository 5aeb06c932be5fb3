// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainsResponseSchema } from '../contract'
import type { Database } from '../db/database'
import { openDatabase } from '../db/open'
import { harness, parsed, type Harness } from '../testing/harness'

// A stand-in for the frame build (frame/build.mjs makes the real one): what serving needs.
let dir: string
let db: Database
let h: Harness
const CHAINS = [{ chainId: 31337, name: 'Local Mainnet', rpcUrl: 'http://127.0.0.1:8545/' }]
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portico-frame-files-'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>frame</title>')
  await writeFile(path.join(dir, 'assets', 'main.js'), 'console.log(1)')
  db = await openDatabase({ kind: 'pglite' })
  h = await harness({
    db,
    frameDir: dir,
    frameAncestors: ['http://127.0.0.1:5173', 'https://shop.example'],
    chains: CHAINS,
  })
}, 60_000)
afterAll(async () => {
  await db.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the frame files', () => {
  it('serves /frame/ (index.html) with a strict CSP: its own scripts, the service and the nodes, the configured ancestors', async () => {
    const response = await h.call('GET', '/frame/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>frame</title>')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; " +
        "connect-src 'self' http://127.0.0.1:8545; " +
        'frame-ancestors http://127.0.0.1:5173 https://shop.example; ' +
        "base-uri 'none'; form-action 'none'",
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves the assets with their type, and redirects /frame to /frame/', async () => {
    const asset = await h.call('GET', '/frame/assets/main.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('javascript')
    const bare = await h.call('GET', '/frame')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/frame/')
  })

  it('answers 404 for files outside the frame directory', async () => {
    expect((await h.call('GET', '/frame/../package.json')).status).toBe(404)
    expect((await h.call('GET', '/frame/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404)
    expect((await h.call('GET', '/frame/missing.js')).status).toBe(404)
  })

  it('lists the configured chains on GET /v1/chains', async () => {
    expect(await parsed(await h.call('GET', '/v1/chains'), chainsResponseSchema)).toEqual({
      chains: CHAINS,
    })
  })
})

describe('without embedding origins', () => {
  it('lets no page embed /frame/', async () => {
    const alone = await harness({ db, frameDir: dir, frameAncestors: [] })
    const csp = (await alone.call('GET', '/frame/')).headers.get('content-security-policy')
    expect(csp).toContain("frame-ancestors 'none'")
  })
})

describe('without a frame directory', () => {
  it('serves no /frame/', async () => {
    const plain = await harness({ db })
    expect((await plain.call('GET', '/frame/')).status).toBe(404)
  })
})
