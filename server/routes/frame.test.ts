// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainsResponseSchema } from '../../protocol/auth/contract'
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

describe('the wallet window (mode=window)', () => {
  const windowPath = (parentOrigin: string) =>
    `/frame/?mode=window&parentOrigin=${encodeURIComponent(parentOrigin)}`

  it('serves the page for a configured origin: not embeddable at all, its opener link kept', async () => {
    const response = await h.call('GET', windowPath('https://shop.example'))
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>frame</title>')
    const csp = response.headers.get('content-security-policy')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('refuses (403) an origin not configured, a near miss, or none, as frame-ancestors would', async () => {
    for (const origin of [
      'https://evil.example',
      'https://shop.example.evil',
      'https://shop.example/',
      'http://shop.example',
    ]) {
      const response = await h.call('GET', windowPath(origin))
      expect(response.status, origin).toBe(403)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    expect((await h.call('GET', '/frame/index.html?mode=window')).status).toBe(403)
  })

  it('leaves the embedded frame and the assets as they are', async () => {
    const embedded = await h.call('GET', '/frame/?parentOrigin=https%3A%2F%2Fevil.example')
    expect(embedded.status).toBe(200)
    expect(embedded.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:5173 https://shop.example',
    )
    expect(embedded.headers.get('cross-origin-opener-policy')).toBeNull()
    expect((await h.call('GET', '/frame/assets/main.js?mode=window')).status).toBe(200)
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
