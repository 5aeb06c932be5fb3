// npm run bench: what a host pays for the kit, and how fast the modal opens.
//
// 1. Packs the kit (npm run build, npm pack), installs the tarball into a fresh project beside
//    the host's own React, Redux Toolkit, viem and zod, and builds bench/host (createModal +
//    ModalProvider + ConnectButton, importing `portico` and `portico/react` like any host) there
//    with Vite in production mode into bench/.out, with react/react-dom in a vendor chunk of
//    their own so they can be left out. The budget is judged on that page, as installed.
// 2. Prints every JS chunk with raw and gzip bytes, and whether it is initial (statically reachable
//    from the HTML entry) or lazy (reached only through a dynamic import()); fails when a module
//    the kit loads on demand reached the first download. The same page built from the sources
//    (the public entries aliased to the repository) is weighed beside it, for comparison.
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
import { cp, mkdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium.mjs'
import { publicEntryAliases } from '../entries.mjs'
import {
  buildAndPack,
  createHostProject,
  HOST_DEPENDENCIES,
  removeProject,
} from '../tests/package/tarball.mjs'
import { buildPage, INITIAL_JS_BUDGET_GZIP, kB, printWeight, weighPage } from './hostPage.mjs'

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
  const viewport = find(document, '.searchable-list-viewport')
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
        const viewport = find(document, '.searchable-list-viewport')
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
  // The page as a host builds it: from the packed tarball, in a project of its own.
  let weight
  let project
  try {
    await mkdir(outDir, { recursive: true })
    const tarball = await buildAndPack(outDir)
    project = await createHostProject(tarball, HOST_DEPENDENCIES)
    for (const dir of [hostDir, reactOnlyDir, listsDir])
      await cp(dir, path.join(project, 'bench', path.basename(dir)), { recursive: true })
    const built = await buildPage({ root: path.join(project, 'bench', 'host'), out: outDir })
    weight = weighPage(built, repoRoot)
    for (const name of [REACT_ONLY_PATH, LISTS_PATH])
      await buildPage({
        root: path.join(project, 'bench', name),
        out: path.join(outDir, name),
      })
  } catch (error) {
    console.error(
      `bench: building the host pages from the tarball failed: ${error instanceof Error ? error.message : error}`,
    )
    return 1
  } finally {
    if (project) await removeProject(project)
  }
  console.log(
    `Built bench/host, bench/react-only and bench/lists from the packed tarball into ${path.relative(repoRoot, outDir)} (production, minified)\n`,
  )
  const { failed: overOrMisplaced } = printWeight(weight, { budgetKb: INITIAL_JS_BUDGET_GZIP })
  let failed = overOrMisplaced

  // The same page from the sources, for comparison with the installed one.
  const fromSource = weighPage(
    await buildPage({
      root: hostDir,
      out: path.join(outDir, 'source'),
      aliases: publicEntryAliases,
    }),
    repoRoot,
  )
  console.log(
    `the same page built from the sources: ${kB(fromSource.initialGzip)} kB gzip in ${fromSource.initialFiles} files`,
  )
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
