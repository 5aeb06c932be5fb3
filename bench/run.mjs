// npm run bench: what a host pays for the kit, and how fast the modal opens.
//
// 1. Builds bench/host (createModal + ModalProvider + ConnectButton) with Vite in production mode
//    into bench/.out, with react/react-dom in a vendor chunk of their own so they can be left out.
// 2. Prints every JS chunk with raw and gzip bytes, and whether it is initial (statically reachable
//    from the HTML entry) or lazy (reached only through a dynamic import()).
// 3. In headless Chromium, times a click on "Connect Wallet" until the dialog is visible: at once
//    after the load event, and once the page has settled (the kit's idle work done).
// Exits 1 when the initial JS is over budget, or when the build or the browser run fails.
/* global window, document, requestAnimationFrame, getComputedStyle */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { Buffer } from 'node:buffer'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.mjs'
import { publicEntryAliases } from '../entries.mjs'

/** Budget for the initial JS a host downloads before the modal opens: kB (1000 bytes), gzip -9, React excluded. */
const INITIAL_JS_BUDGET_GZIP = 40

const OPEN_RUNS = 15
const OPEN_TIMEOUT_MS = 10_000

const benchDir = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(benchDir, '..')
const hostDir = path.join(benchDir, 'host')
const outDir = path.join(benchDir, '.out')

// react, react-dom and scheduler (react-dom's own dependency) are the host's React, not the kit.
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
const VENDOR_CHUNK_NAME = 'react-vendor'

// The host bundler's own runtime: Vite's dynamic-import preload helper and rolldown's module
// interop helpers. A host pays it for its own code-split app whatever kit it embeds (and
// webpack or Rollup hosts have their own instead), so it is printed but not counted as the kit.
const BUNDLER_RUNTIME = /vite[\\/]preload-helper|rolldown[\\/:]runtime|^\0rolldown/
const RUNTIME_CHUNK_NAME = 'bundler-runtime'

const kB = (bytes) => (bytes / 1000).toFixed(2)

async function buildHost() {
  const result = await build({
    // An inline config: the repo's vite.config.ts is the library build, not a host page.
    configFile: false,
    root: hostDir,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    // The built-in plugins import the kit by its public names (portico/plugin, ...).
    resolve: { alias: publicEntryAliases },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      // The polyfill is the host bundler's choice, not something the kit makes the host pay.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: VENDOR_CHUNK_NAME, test: REACT_VENDOR },
              { name: RUNTIME_CHUNK_NAME, test: BUNDLER_RUNTIME },
            ],
          },
        },
      },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  return outputs.flatMap((o) => ('output' in o ? o.output : []))
}

/** Script and modulepreload addresses in the built HTML: where the browser starts. */
function htmlEntryFiles(html) {
  const files = []
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g))
    files.push(m[1])
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    files.push(m[1])
  return files.map((f) => f.replace(/^\.?\//, ''))
}

/** Chunks reachable from the roots through static imports only (never through import()). */
function staticClosure(roots, chunksByFile) {
  const seen = new Set()
  const stack = [...roots]
  while (stack.length > 0) {
    const file = stack.pop()
    if (seen.has(file) || !chunksByFile.has(file)) continue
    seen.add(file)
    stack.push(...chunksByFile.get(file).imports)
  }
  return seen
}

// Bundler-internal modules have ids starting with \0 (e.g. rolldown's runtime helpers).
const rel = (id) =>
  id.startsWith('\0')
    ? id.slice(1)
    : path.relative(repoRoot, id.replace(/\?.*$/, '')).split(path.sep).join('/')

/** Where a module comes from, for the breakdown: an npm package or a folder of the repo. */
function origin(id) {
  const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
  if (pkg) return pkg[1].replace('\\', '/')
  return rel(id).split('/').slice(0, 2).join('/')
}

/** Which part of the kit a module belongs to, for the lazy-chunk report. */
function kitPart(id) {
  const p = rel(id)
  if (p.startsWith('shell/modal/')) return 'modal UI'
  const plugin = /^plugins\/([^/]+)\//.exec(p)
  if (plugin) return `plugin ${plugin[1]}`
  if (p.startsWith('core/api/')) return 'services API'
  return undefined
}

/** A short description of what a chunk holds. */
function describe(chunk) {
  if (chunk.name === VENDOR_CHUNK_NAME) return 'react, react-dom (excluded from the budget)'
  if (chunk.name === RUNTIME_CHUNK_NAME || chunk.name === 'rolldown-runtime')
    return 'host bundler runtime: Vite preload helper, rolldown interop (excluded from the budget)'
  const parts = [...new Set(chunk.moduleIds.map(kitPart).filter(Boolean))]
  if (chunk.isEntry) return `host entry: ${rel(chunk.facadeModuleId ?? chunk.name)}`
  const facade = chunk.facadeModuleId ? rel(chunk.facadeModuleId) : undefined
  if (parts.length > 0) return `${parts.join(', ')}${facade ? ` (${facade})` : ''}`
  if (facade) return facade
  const dirs = [...new Set(chunk.moduleIds.map(origin))]
  return `shared: ${dirs.slice(0, 4).join(', ')}${dirs.length > 4 ? ', ...' : ''}`
}

function reportSizes(output) {
  const chunks = output.filter((o) => o.type === 'chunk')
  const chunksByFile = new Map(chunks.map((c) => [c.fileName, c]))
  const html = output.find((o) => o.type === 'asset' && o.fileName === 'index.html')
  if (!html) throw new Error('the build emitted no index.html')
  const initial = staticClosure(htmlEntryFiles(String(html.source)), chunksByFile)

  const rows = chunks
    .map((c) => ({
      file: c.fileName,
      raw: Buffer.byteLength(c.code),
      gzip: gzipSync(c.code, { level: 9 }).length,
      initial: initial.has(c.fileName),
      vendor: c.name === VENDOR_CHUNK_NAME,
      // rolldown may also emit its runtime as a chunk of its own, named after it.
      runtime: c.name === RUNTIME_CHUNK_NAME || c.name === 'rolldown-runtime',
      what: describe(c),
      chunk: c,
    }))
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip)

  const fileWidth = Math.max(5, ...rows.map((r) => r.file.length))
  const line = (file, raw, gzip, load, what) =>
    `${file.padEnd(fileWidth)}  ${raw.padStart(10)}  ${gzip.padStart(10)}  ${load.padEnd(7)}  ${what}`
  console.log(line('chunk', 'raw kB', 'gzip kB', 'load', 'contents'))
  console.log('-'.repeat(fileWidth + 40))
  for (const r of rows)
    console.log(line(r.file, kB(r.raw), kB(r.gzip), r.initial ? 'initial' : 'lazy', r.what))
  console.log()

  const lazy = rows.filter((r) => !r.initial)
  console.log('Lazy chunks (loaded on demand through import()):')
  if (lazy.length === 0) console.log('  none: everything is in the initial download')
  for (const r of lazy)
    console.log(`  ${r.file.padEnd(fileWidth)}  ${kB(r.gzip).padStart(7)} kB gzip  ${r.what}`)

  // The modal UI, the plugins and the service APIs are meant to be lazy (DESIGN.md §7); a
  // plugin's manifest is not: the page must know its views and host methods before it loads.
  const isManifest = (id) => /^plugins\/[^/]+\/manifest\.ts$/.test(rel(id))
  const misplaced = rows
    .filter((r) => r.initial && !r.vendor)
    .flatMap((r) =>
      r.chunk.moduleIds
        .filter((id) => kitPart(id) && !isManifest(id))
        .map((id) => `${rel(id)} in ${r.file}`),
    )
  if (misplaced.length > 0) {
    console.log('\nWarning: modules meant to be lazy are in the initial download:')
    for (const m of misplaced) console.log(`  ${m}`)
  }

  // What the initial download is made of, so an over-budget result says where to look.
  const byOrigin = new Map()
  for (const r of rows.filter((row) => row.initial && !row.vendor && !row.runtime))
    for (const [id, info] of Object.entries(r.chunk.modules))
      byOrigin.set(origin(id), (byOrigin.get(origin(id)) ?? 0) + info.renderedLength)
  console.log(
    '\nLargest parts of the initial JS (bytes before minification and gzip, React excluded):',
  )
  for (const [name, bytes] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${kB(bytes).padStart(8)} kB  ${name}`)

  const initialGzip = rows
    .filter((r) => r.initial && !r.vendor && !r.runtime)
    .reduce((sum, r) => sum + r.gzip, 0)
  const reactGzip = rows.filter((r) => r.vendor).reduce((sum, r) => sum + r.gzip, 0)
  const runtimeGzip = rows.filter((r) => r.initial && r.runtime).reduce((sum, r) => sum + r.gzip, 0)
  const over = initialGzip / 1000 > INITIAL_JS_BUDGET_GZIP
  console.log()
  console.log(`react/react-dom vendor chunk: ${kB(reactGzip)} kB gzip (not counted)`)
  console.log(`host bundler runtime: ${kB(runtimeGzip)} kB gzip (not counted)`)
  console.log(`initial JS (excluding react/react-dom): ${kB(initialGzip)} kB gzip`)
  const margin = Math.abs(INITIAL_JS_BUDGET_GZIP * 1000 - initialGzip)
  console.log(
    `budget: ${INITIAL_JS_BUDGET_GZIP} kB gzip: ` +
      (over ? `OVER BUDGET by ${kB(margin)} kB` : `within budget, ${kB(margin)} kB to spare`),
  )
  return { over }
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** A static server for bench/.out on 127.0.0.1 and a free port. */
async function serve(root) {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname)
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address()
  return { server, url: `http://127.0.0.1:${port}/` }
}

/**
 * Runs in the page before a click: records when the click is dispatched, then checks every
 * animation frame (just before paint) for a visible element matching `selector`, looking
 * into open shadow roots. Visible means what Playwright means: a non-empty box and not
 * visibility: hidden. The result is window.__porticoPaintMs.
 */
function installPaintProbe({ selector, timeoutMs }) {
  const findDialog = (root) => {
    const direct = root.querySelector(selector)
    if (direct) return direct
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const inner = findDialog(el.shadowRoot)
        if (inner) return inner
      }
    }
    return null
  }
  const isVisible = (el) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
  }
  window.__porticoPaintMs = new Promise((resolve, reject) => {
    window.addEventListener(
      'click',
      () => {
        const clickedAt = performance.now()
        const frame = () => {
          const dialog = findDialog(document)
          if (dialog && isVisible(dialog)) resolve(performance.now() - clickedAt)
          else if (performance.now() - clickedAt > timeoutMs) reject(new Error(`no ${selector}`))
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      },
      { capture: true, once: true },
    )
  })
}

async function timeOpen(url) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    // `settled`: click once the page has gone quiet (no request for 500 ms), as a visitor who
    // reads the page first does; the kit's idle work (i18next, remote config) is done by then.
    const runOnce = async (settled = false) => {
      // A fresh context per run: empty cache, so the modal chunk is fetched as on a first visit.
      const context = await browser.newContext()
      try {
        // The kit must not need the network to open; keep runs independent of remote services.
        await context.route(
          (u) => u.hostname !== '127.0.0.1',
          (route) => route.abort(),
        )
        const page = await context.newPage()
        await page.goto(url, { waitUntil: settled ? 'networkidle' : 'load' })
        const button = page.getByRole('button', { name: 'Connect Wallet' })
        await button.waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
        await page.evaluate(installPaintProbe, {
          selector: '[role="dialog"]',
          timeoutMs: OPEN_TIMEOUT_MS,
        })
        await button.click()
        await page.getByRole('dialog').waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
        const open = await page.evaluate(() => window.__porticoPaintMs)
        // A view change: Connect -> AllWallets, a view in a chunk of its own (cold cache).
        const row = page.getByRole('button', { name: /All Wallets/ })
        await page.evaluate(installPaintProbe, {
          selector: 'input[type="search"]',
          timeoutMs: OPEN_TIMEOUT_MS,
        })
        await row.click()
        await page.getByRole('searchbox').waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
        const viewChange = await page.evaluate(() => window.__porticoPaintMs)
        return { open, viewChange }
      } finally {
        await context.close()
      }
    }
    await runOnce() // warm-up, not counted: the first page in a new browser pays its start-up
    const runs = []
    const settledRuns = []
    for (let i = 0; i < OPEN_RUNS; i++) {
      runs.push(await runOnce())
      settledRuns.push(await runOnce(true))
    }
    const sorted = (list, key) => list.map((run) => run[key]).sort((a, b) => a - b)
    return {
      open: sorted(runs, 'open'),
      openSettled: sorted(settledRuns, 'open'),
      viewChange: sorted(runs, 'viewChange'),
    }
  } finally {
    await browser.close()
  }
}

async function main() {
  let output
  try {
    output = await buildHost()
  } catch (error) {
    console.error(
      `bench: building bench/host failed: ${error instanceof Error ? error.message : error}`,
    )
    return 1
  }
  console.log(`Built bench/host into ${path.relative(repoRoot, outDir)} (production, minified)\n`)
  const { over } = reportSizes(output)
  let failed = over

  console.log()
  if (!existsSync(CHROMIUM)) {
    console.log(`browser timing skipped: ${CHROMIUM} not installed`)
  } else {
    const { server, url } = await serve(outDir)
    try {
      const { open, openSettled, viewChange } = await timeOpen(url)
      const line = (label, times) =>
        `${label}, headless Chromium, cold cache, median of ${OPEN_RUNS}: ` +
        `${times[Math.floor(times.length / 2)].toFixed(1)} ms ` +
        `(min ${times[0].toFixed(1)}, max ${times.at(-1).toFixed(1)})`
      console.log(line('click "Connect Wallet" at once after load -> dialog visible', open))
      console.log(
        line('click "Connect Wallet" once the page settled -> dialog visible', openSettled),
      )
      console.log(line('click "All Wallets" -> AllWallets view visible', viewChange))
    } catch (error) {
      console.error(`browser timing failed: ${error instanceof Error ? error.message : error}`)
      failed = true
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  }
  return failed ? 1 : 0
}

process.exitCode = await main()
