// npm run bench: what a host pays for the kit, and how fast the modal opens.
//
// 1. Builds bench/host (createModal + ModalProvider + ConnectButton) with Vite in production mode
//    into bench/.out, with react/react-dom in a vendor chunk of their own so they can be left out.
// 2. Prints every JS chunk with raw and gzip bytes, and whether it is initial (statically reachable
//    from the HTML entry) or lazy (reached only through a dynamic import()).
// 3. In headless Chromium, times a click on "Connect Wallet" until the dialog is visible: at once
//    after the load event, and once the page has settled (the kit's idle work done); and, on a
//    warm page (settled and idle), until the dialog is painted, in frames, with the scripts
//    fetched between the click and that paint.
// 4. Page load: the first paint of bench/host against bench/react-only (the same React page
//    and button without the kit), each on a cold cache.
// 5. Long lists, on bench/lists (services answered by the bench): AllWallets over 5,000
//    wallets, the work each scroll and each keystroke in its search sets off (performance
//    marks in the page, against one frame); and Account over 20,000 token balances, from the
//    click on the account button to the tokens painted.
// Exits 1 when the initial JS is over budget, or when the build or the browser run fails.
/* global window, document, requestAnimationFrame, requestIdleCallback, getComputedStyle, MessageChannel, PerformanceObserver, HTMLInputElement, Event */
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
/** Page loads per page (kit, React-only), alternating. */
const LOAD_RUNS = 25
/** One frame at 60 Hz: the goal for a click on a warm page. */
const FRAME_MS = 1000 / 60

const benchDir = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(benchDir, '..')
const hostDir = path.join(benchDir, 'host')
const outDir = path.join(benchDir, '.out')
// Built inside outDir (after the host), served beside it.
const REACT_ONLY_PATH = 'react-only'
const reactOnlyDir = path.join(benchDir, REACT_ONLY_PATH)
const LISTS_PATH = 'lists'
const listsDir = path.join(benchDir, LISTS_PATH)

/** The long lists' sizes, the runs (a fresh context each) and what each run measures. */
const LIST_WALLETS = 5_000
const LIST_TOKENS = 20_000
const LIST_RUNS = 3
/** Scroll positions in AllWallets: steps of a mouse wheel's 250 px, then jumps far down. */
const SCROLL_STEPS = [
  ...Array.from({ length: 30 }, (_, index) => (index + 1) * 250),
  ...[0.2, 0.9, 0.5, 0.75, 0.1, 1].map((fraction) => ({ fraction })),
]
/** Typed into AllWallets' search, one input event per character. */
const SEARCH_TEXT = 'Wallet 4999'
const LIST_TIMEOUT_MS = 60_000

// react, react-dom and scheduler (react-dom's own dependency) are the host's React, not the kit.
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
const VENDOR_CHUNK_NAME = 'react-vendor'

// The host bundler's own runtime: Vite's dynamic-import preload helper and rolldown's module
// interop helpers. A host pays it for its own code-split app whatever kit it embeds (and
// webpack or Rollup hosts have their own instead), so it is printed but not counted as the kit.
const BUNDLER_RUNTIME = /vite[\\/]preload-helper|rolldown[\\/:]runtime|^\0rolldown/
const RUNTIME_CHUNK_NAME = 'bundler-runtime'

const kB = (bytes) => (bytes / 1000).toFixed(2)

async function buildHost(root = hostDir, out = outDir) {
  const result = await build({
    // An inline config: the repo's vite.config.ts is the library build, not a host page.
    configFile: false,
    root,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    // The built-in plugins import the kit by its public names (portico/plugin, ...).
    resolve: { alias: publicEntryAliases },
    build: {
      outDir: out,
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
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
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
 * visibility: hidden. The result is window.__porticoPaint: `visible`, ms from the click to
 * the frame that shows it (before its paint); `painted`, ms to just after that frame's paint
 * (a message posted in the frame is handled once its style, layout and paint are done);
 * `frames`, which frame after the click that was (1: the very next); `scripts`, JS files
 * fetched between the click and that paint.
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
  const scriptsSince = (time) =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= time && /\.m?js(\?|$)/.test(entry.name)).length
  window.__porticoPaint = new Promise((resolve, reject) => {
    window.addEventListener(
      'click',
      (event) => {
        // When the browser took the click in, on the clock of performance.now().
        const clickedAt = Math.min(event.timeStamp, performance.now())
        let frames = 0
        const frame = () => {
          frames += 1
          const dialog = findDialog(document)
          if (dialog && isVisible(dialog)) {
            const visible = performance.now() - clickedAt
            const afterPaint = new MessageChannel()
            afterPaint.port1.onmessage = () =>
              resolve({
                visible,
                painted: performance.now() - clickedAt,
                frames,
                scripts: scriptsSince(clickedAt),
              })
            afterPaint.port2.postMessage(null)
          } else if (performance.now() - clickedAt > timeoutMs) reject(new Error(`no ${selector}`))
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      },
      { capture: true, once: true },
    )
  })
}

/** Resolves once the page has had two idle periods: idle work queued before has run. */
const twoIdlePeriods = () =>
  new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve())))

/**
 * A browser context with an empty cache that reaches only 127.0.0.1: the kit must not need
 * the network to open or paint, and runs stay independent of remote services.
 */
async function loopbackContext(browser) {
  const context = await browser.newContext()
  await context.route(
    (u) => u.hostname !== '127.0.0.1',
    (route) => route.abort(),
  )
  return context
}

async function timeOpen(browser, url) {
  // `settled`: click once the page has gone quiet (no request for 500 ms), as a visitor who
  // reads the page first does; the kit's idle work (i18next, remote config) is done by then.
  // `warm`: settled, then two idle periods more, so what the kit does on idle has surely run.
  const runOnce = async (settled = false, warm = false) => {
    // A fresh context per run: empty cache, so the modal chunk is fetched as on a first visit.
    const context = await loopbackContext(browser)
    try {
      const page = await context.newPage()
      await page.goto(url, { waitUntil: settled || warm ? 'networkidle' : 'load' })
      const button = page.getByRole('button', { name: 'Connect Wallet' })
      await button.waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
      if (warm) await page.evaluate(twoIdlePeriods)
      await page.evaluate(installPaintProbe, {
        selector: '[role="dialog"]',
        timeoutMs: OPEN_TIMEOUT_MS,
      })
      await button.click()
      await page.getByRole('dialog').waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
      const paint = await page.evaluate(() => window.__porticoPaint)
      if (warm) return paint
      // A view change: Connect -> AllWallets, a view in a chunk of its own (cold cache).
      const row = page.getByRole('button', { name: /All Wallets/ })
      await page.evaluate(installPaintProbe, {
        selector: 'input[type="search"]',
        timeoutMs: OPEN_TIMEOUT_MS,
      })
      await row.click()
      await page.getByRole('searchbox').waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
      const viewChange = await page.evaluate(() => window.__porticoPaint)
      return { open: paint.visible, viewChange: viewChange.visible }
    } finally {
      await context.close()
    }
  }
  await runOnce() // warm-up, not counted: the first page in a new browser pays its start-up
  const runs = []
  const settledRuns = []
  const warmRuns = []
  for (let i = 0; i < OPEN_RUNS; i++) {
    runs.push(await runOnce())
    settledRuns.push(await runOnce(true))
    warmRuns.push(await runOnce(true, true))
  }
  const sorted = (list, key) => list.map((run) => run[key]).sort((a, b) => a - b)
  return {
    open: sorted(runs, 'open'),
    openSettled: sorted(settledRuns, 'open'),
    viewChange: sorted(runs, 'viewChange'),
    warm: {
      painted: sorted(warmRuns, 'painted'),
      frames: sorted(warmRuns, 'frames'),
      scripts: sorted(warmRuns, 'scripts'),
    },
  }
}

/** The explorer's wallets for the lists bench: plain entries on Ethereum, without images. */
const benchWallets = (count) =>
  Array.from({ length: count }, (_, index) => ({
    id: `bench-wallet-${index}`,
    name: `Wallet ${index}`,
    image_id: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    rdns: null,
    chains: ['eip155:1'],
  }))

/** What GET /getWallets answers (testing/walletQuery.ts: paging, include, exclude, search). */
function answerGetWallets(wallets, params) {
  const list = (value) => (value ? value.split(',').filter(Boolean) : [])
  const positive = (value, fallback) =>
    Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback
  const page = positive(params.get('page'), 1)
  const entries = positive(params.get('entries'), 40)
  const include = list(params.get('include'))
  const exclude = new Set(list(params.get('exclude')))
  const search = params.get('search')?.trim().toLowerCase()
  const matching = wallets.filter(
    (wallet) =>
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!search || wallet.name.toLowerCase().includes(search)),
  )
  return { data: matching.slice((page - 1) * entries, page * entries), count: matching.length }
}

/** The account's token balances for the lists bench. */
const benchTokens = (count) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Token ${index + 1}`,
    symbol: `T${index + 1}`,
    chainId: 'eip155:1',
    address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
    value: 1.5,
    price: 1,
    quantity: { decimals: '18', numeric: '1.5' },
    iconUrl: '',
  }))

/** A context whose remote services are the bench's: wallets, balances, config. */
async function listsContext(browser, pageUrl) {
  const context = await browser.newContext()
  // Four more: the recommended wallets are shown on Connect and left out of the list's pages.
  const wallets = benchWallets(LIST_WALLETS + 4)
  const balances = JSON.stringify({ balances: benchTokens(LIST_TOKENS) })
  const origin = new URL(pageUrl).origin
  const json = (route, body) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  await context.route(
    (u) => u.hostname !== '127.0.0.1',
    (route) => {
      const url = new URL(route.request().url())
      if (route.request().method() === 'OPTIONS') {
        return route.fulfill({
          status: 204,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-allow-headers': '*',
            'access-control-allow-methods': 'GET, POST',
          },
        })
      }
      if (url.pathname === '/getWallets')
        return json(route, answerGetWallets(wallets, url.searchParams))
      if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) return json(route, balances)
      if (url.pathname.startsWith('/v1/identity/')) return json(route, { name: null, avatar: null })
      if (url.pathname === '/appkit/v1/config') return json(route, { features: [] })
      if (url.pathname === '/projects/v1/origins') return json(route, { allowedOrigins: [origin] })
      if (url.pathname === '/getAnalyticsConfig') return json(route, { isAnalyticsEnabled: false })
      return route.abort()
    },
  )
  return context
}

/**
 * Runs in the page: for each step, scrolls AllWallets' viewport there (or types the step
 * into its search), and measures with performance marks the work that event sets off: from
 * the event's dispatch until the main thread has had nothing left to run (a message round
 * that finds no other task before it), rendering of the frame included. Returns ms per event.
 */
async function measureListEvents({ kind, steps }) {
  const find = (root, selector) => {
    const direct = root.querySelector(selector)
    if (direct) return direct
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && find(element.shadowRoot, selector)
      if (inner) return inner
    }
    return null
  }
  const post = (callback) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      callback()
    }
    channel.port2.postMessage(null)
  }
  const settled = () =>
    new Promise((resolve) => {
      let rounds = 0
      let posted = performance.now()
      const round = () => {
        const now = performance.now()
        rounds += 1
        if (rounds >= 2 && now - posted < 1) resolve()
        else {
          posted = now
          post(round)
        }
      }
      post(round)
    })
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => post(resolve)))
  const viewport = find(document, '.all-wallets-viewport')
  const input = find(document, 'input[type="search"]')
  if (!viewport || !input) throw new Error('AllWallets is not open')
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  const durations = []
  for (const step of steps) {
    await nextFrame()
    const target = kind === 'scroll' ? viewport : input
    const measured = new Promise((resolve) =>
      target.addEventListener(
        kind,
        () => {
          performance.mark(`portico-bench:${kind}:start`)
          void settled().then(() => {
            performance.mark(`portico-bench:${kind}:end`)
            const entry = performance.measure(
              `portico-bench:${kind}`,
              `portico-bench:${kind}:start`,
              `portico-bench:${kind}:end`,
            )
            resolve(entry.duration)
          })
        },
        { capture: true, once: true },
      ),
    )
    if (kind === 'scroll') {
      const top =
        typeof step === 'number'
          ? step
          : Math.round(step.fraction * (viewport.scrollHeight - viewport.clientHeight))
      // A position it is at already fires no scroll event.
      viewport.scrollTop = top === viewport.scrollTop ? top + 1 : top
    } else {
      setValue.call(input, step)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
    durations.push(await measured)
  }
  return durations
}

/** AllWallets over LIST_WALLETS wallets: the work per scroll event and per keystroke. */
async function timeAllWallets(browser, pageUrl) {
  const context = await listsContext(browser, pageUrl)
  try {
    const page = await context.newPage()
    await page.goto(pageUrl, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /All Wallets/ }).click()
    await page.getByRole('searchbox').waitFor({ state: 'visible', timeout: LIST_TIMEOUT_MS })
    // Every page of the list, as a visitor scrolling to its end would load them.
    await page.evaluate(
      async ({ wanted, timeoutMs }) => {
        const find = (root, selector) => {
          const direct = root.querySelector(selector)
          if (direct) return direct
          for (const element of root.querySelectorAll('*')) {
            const inner = element.shadowRoot && find(element.shadowRoot, selector)
            if (inner) return inner
          }
          return null
        }
        const viewport = find(document, '.all-wallets-viewport')
        const size = () =>
          Number(find(document, '[role="listitem"][aria-setsize]')?.getAttribute('aria-setsize'))
        const started = performance.now()
        while (!(size() >= wanted)) {
          if (performance.now() - started > timeoutMs) throw new Error(`AllWallets has ${size()}`)
          viewport.scrollTop = viewport.scrollHeight
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        viewport.scrollTop = 0
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
      },
      { wanted: LIST_WALLETS, timeoutMs: LIST_TIMEOUT_MS },
    )
    const scroll = await page.evaluate(measureListEvents, { kind: 'scroll', steps: SCROLL_STEPS })
    const typed = [...SEARCH_TEXT].map((_, index) => SEARCH_TEXT.slice(0, index + 1))
    const search = await page.evaluate(measureListEvents, { kind: 'input', steps: typed })
    return { scroll, search }
  } finally {
    await context.close()
  }
}

/** Account over LIST_TOKENS balances: the click on the account button to the tokens painted. */
async function timeAccount(browser, pageUrl) {
  const context = await listsContext(browser, pageUrl)
  try {
    const page = await context.newPage()
    await page.goto(pageUrl, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Bench Wallet/ }).click()
    await page.waitForFunction(
      (count) => {
        const { account } = window.__benchModal.getState()
        return account.byNamespace.eip155?.tokenBalance?.length === count
      },
      LIST_TOKENS,
      { timeout: LIST_TIMEOUT_MS },
    )
    // Connected, the modal closes (or is closed) and the page shows the account button.
    await page.evaluate(() => window.__benchModal.close())
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: LIST_TIMEOUT_MS })
    const button = page.getByRole('button', { name: /^0x5290/ })
    await button.waitFor({ state: 'visible', timeout: LIST_TIMEOUT_MS })
    await page.evaluate(installPaintProbe, {
      selector: 'ul[aria-label="Tokens"] li',
      timeoutMs: LIST_TIMEOUT_MS,
    })
    await button.click()
    const paint = await page.evaluate(() => window.__porticoPaint)
    const nodes = await page.evaluate(() => {
      const host = document.querySelector('[data-portico-modal]')
      return host?.shadowRoot?.querySelectorAll('*').length ?? 0
    })
    return { painted: paint.painted, nodes }
  } finally {
    await context.close()
  }
}

async function timeLists(browser, pageUrl) {
  const scroll = []
  const search = []
  const account = []
  const nodes = []
  for (let run = 0; run < LIST_RUNS; run += 1) {
    const wallets = await timeAllWallets(browser, pageUrl)
    scroll.push(...wallets.scroll)
    search.push(...wallets.search)
    const opened = await timeAccount(browser, pageUrl)
    account.push(opened.painted)
    nodes.push(opened.nodes)
  }
  const sort = (list) => list.sort((a, b) => a - b)
  return { scroll: sort(scroll), search: sort(search), account: sort(account), nodes: sort(nodes) }
}

/**
 * First contentful paint of a page on a cold cache, in ms from navigation start: on both
 * bench pages the first thing painted is the "Connect Wallet" button. With it, how long the
 * page's createModal() call took (bench/host measures it; the React-only page has none).
 */
async function firstPaint(browser, url) {
  const context = await loopbackContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page
      .getByRole('button', { name: 'Connect Wallet' })
      .waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS })
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (!entry) return
            observer.disconnect()
            const created = performance.getEntriesByName('portico:createModal')[0]
            resolve({ paint: entry.startTime, createModal: created?.duration })
          }).observe({ type: 'paint', buffered: true })
        }),
    )
  } finally {
    await context.close()
  }
}

/** The kit's page and the React-only page, loaded in turn (so both see the same noise). */
async function timePageLoad(browser, kitUrl, reactOnlyUrl) {
  await firstPaint(browser, reactOnlyUrl) // warm-up, not counted
  const kit = []
  const reactOnly = []
  const added = []
  const createModal = []
  for (let i = 0; i < LOAD_RUNS; i++) {
    const withKit = await firstPaint(browser, kitUrl)
    const without = await firstPaint(browser, reactOnlyUrl)
    kit.push(withKit.paint)
    reactOnly.push(without.paint)
    added.push(withKit.paint - without.paint)
    if (withKit.createModal !== undefined) createModal.push(withKit.createModal)
  }
  const sort = (list) => list.sort((a, b) => a - b)
  return {
    kit: sort(kit),
    reactOnly: sort(reactOnly),
    added: sort(added),
    createModal: sort(createModal),
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
  for (const [dir, name] of [
    [reactOnlyDir, REACT_ONLY_PATH],
    [listsDir, LISTS_PATH],
  ]) {
    try {
      await buildHost(dir, path.join(outDir, name))
    } catch (error) {
      console.error(
        `bench: building bench/${name} failed: ${error instanceof Error ? error.message : error}`,
      )
      return 1
    }
  }
  console.log(
    `Built bench/host, bench/react-only and bench/lists into ${path.relative(repoRoot, outDir)} (production, minified)\n`,
  )
  const { over } = reportSizes(output)
  let failed = over

  console.log()
  if (!existsSync(CHROMIUM)) {
    console.log(`browser timing skipped: ${CHROMIUM} not installed`)
  } else {
    const { server, url } = await serve(outDir)
    const { chromium } = await import('playwright-core')
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    try {
      const { open, openSettled, viewChange, warm } = await timeOpen(browser, url)
      const median = (times) => times[Math.floor(times.length / 2)]
      const line = (label, times, runs = OPEN_RUNS) =>
        `${label}, headless Chromium, cold cache, median of ${runs}: ` +
        `${median(times).toFixed(1)} ms ` +
        `(min ${times[0].toFixed(1)}, max ${times.at(-1).toFixed(1)})`
      console.log(line('click "Connect Wallet" at once after load -> dialog visible', open))
      console.log(
        line('click "Connect Wallet" once the page settled -> dialog visible', openSettled),
      )
      console.log(
        line(
          'click "Connect Wallet" on a warm page (idle work done) -> dialog painted',
          warm.painted,
        ) +
          `; in frame ${median(warm.frames)} after the click (max ${warm.frames.at(-1)}),` +
          ` ${median(warm.scripts)} JS files fetched before that paint (max ${warm.scripts.at(-1)});` +
          ` goal: ${FRAME_MS.toFixed(1)} ms, the next frame`,
      )
      console.log(line('click "All Wallets" -> AllWallets view visible', viewChange))

      const load = await timePageLoad(browser, url, `${url}${REACT_ONLY_PATH}/`)
      console.log(
        line('page load -> first paint (the button), bench/host with the kit', load.kit, LOAD_RUNS),
      )
      console.log(
        line('page load -> first paint (the button), bench/react-only', load.reactOnly, LOAD_RUNS),
      )
      console.log(
        `page load: the kit delays the first paint by ${median(load.added).toFixed(1)} ms ` +
          `(median of ${LOAD_RUNS} paired loads; min ${load.added[0].toFixed(1)}, max ${load.added.at(-1).toFixed(1)})`,
      )
      if (load.createModal.length > 0) {
        console.log(
          line(
            'page load: createModal() on bench/host, before its first paint',
            load.createModal,
            load.createModal.length,
          ),
        )
      }

      const lists = await timeLists(browser, `${url}${LISTS_PATH}/`)
      const work = (label, times) =>
        `${label}, median of ${times.length}: ${median(times).toFixed(1)} ms ` +
        `(max ${times.at(-1).toFixed(1)}; ${times.filter((t) => t > FRAME_MS).length} of ` +
        `${times.length} over one frame, ${FRAME_MS.toFixed(1)} ms)`
      console.log(work(`AllWallets, ${LIST_WALLETS} wallets: work per scroll event`, lists.scroll))
      console.log(
        work(`AllWallets, ${LIST_WALLETS} wallets: work per keystroke in the search`, lists.search),
      )
      console.log(
        line(
          `Account, ${LIST_TOKENS} token balances: click the account button -> tokens painted`,
          lists.account,
          LIST_RUNS,
        ) + `; ${median(lists.nodes)} elements in the modal`,
      )
    } catch (error) {
      console.error(`browser timing failed: ${error instanceof Error ? error.message : error}`)
      failed = true
    } finally {
      await browser.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  }
  return failed ? 1 : 0
}

process.exitCode = await main()
