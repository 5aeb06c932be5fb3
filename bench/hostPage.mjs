// A host page built the way a host builds it (Vite, production, minified), and what it weighs:
// every JS chunk with raw and gzip bytes, which of them the page loads at first (statically
// reachable from the HTML entry) and which on demand, and whether any module the kit loads
// lazily was pulled into that first download. Used by the bench (npm run bench) and by the
// package check (tests/package/check.mjs), both on a host project installed from the tarball.
import { Buffer } from 'node:buffer'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

/**
 * Budget for the initial JS a host downloads before the modal opens, on a host page built
 * from the packed tarball: kB (1000 bytes), gzip -9, React excluded. At most 30; the aim is 20.
 */
export const INITIAL_JS_BUDGET_GZIP = 30

// react, react-dom and scheduler (react-dom's own dependency) are the host's React, not the kit.
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
export const VENDOR_CHUNK_NAME = 'react-vendor'

// The host bundler's own runtime: Vite's dynamic-import preload helper and rolldown's module
// interop helpers. A host pays it for its own code-split app whatever kit it embeds (and
// webpack or Rollup hosts have their own instead), so it is printed but not counted as the kit.
const BUNDLER_RUNTIME = /vite[\\/]preload-helper|rolldown[\\/:]runtime|^\0rolldown/
const RUNTIME_CHUNK_NAME = 'bundler-runtime'

/**
 * What must never be in the page's first download: the kit loads each of these on demand
 * (the modal UI, every plugin's code, the service APIs, WalletConnect, viem, i18next).
 */
const MUST_STAY_LAZY = [
  /^shell\/modal\//,
  /^plugins\/[^/]+\/(?!(manifest|presets|constants)$)/,
  /^core\/api\//,
  /^node_modules\/(@walletconnect|viem|ox|i18next|@noble|@scure)\//,
]

/**
 * What a page that does not import portico/wagmi must not load at all, first or on demand:
 * wagmi and its companion, optional peers of that entry alone.
 */
const NEVER_WITHOUT_WAGMI = [
  /^node_modules\/(wagmi|@wagmi\/[^/]+|@tanstack\/react-query)\//,
  /^wagmi(\/|$)/,
]

/** Bytes as kB (1000 bytes) with two decimals, as the bench prints sizes. */
export const kB = (bytes) => (bytes / 1000).toFixed(2)

/**
 * Where a module is, for reading: `core/...`, `plugins/...` for the kit's own (from source
 * or from the installed package's dist/), `node_modules/<package>/...` for the rest.
 */
export function modulePath(id, repoRoot) {
  if (id.startsWith('\0')) return id.slice(1)
  const clean = id.replace(/\?.*$/, '').split(path.sep).join('/')
  const installed = /\/node_modules\/portico\/dist\/(.*)$/.exec(clean)
  if (installed) return installed[1].replace(/\.js$/, '')
  const pkg = /\/node_modules\/(.*)$/.exec(clean)
  if (pkg) return `node_modules/${pkg[1].replace(/^.*\/node_modules\//, '')}`
  return path.posix
    .relative(repoRoot.split(path.sep).join('/'), clean)
    .replace(/\.(tsx?|json)$/, '')
}

/** An npm package or a folder of the kit, for the breakdown. */
function origin(p) {
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p)
  if (pkg) return pkg[1]
  return p.split('/').slice(0, 2).join('/')
}

function kitPart(p) {
  if (p.startsWith('shell/modal/')) return 'modal UI'
  const plugin = /^plugins\/([^/]+)\//.exec(p)
  if (plugin) return `plugin ${plugin[1]}`
  if (p.startsWith('core/api/')) return 'services API'
  return undefined
}

/**
 * Builds the page in `root` (its index.html) into `out`, with React in a vendor chunk of its
 * own so it can be left out of the kit's weight. Records the module graph: which modules the
 * HTML entry reaches through static imports alone.
 */
export async function buildPage({ root, out, aliases = [] }) {
  const graph = { staticModules: new Set() }
  const result = await build({
    // An inline config: no vite.config of the repository or of the host project applies.
    configFile: false,
    root,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: aliases },
    plugins: [
      {
        name: 'portico-static-graph',
        generateBundle(_options, bundle) {
          const stack = Object.values(bundle)
            .filter((item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId)
            .map((chunk) => chunk.facadeModuleId)
          while (stack.length > 0) {
            const id = stack.pop()
            if (graph.staticModules.has(id)) continue
            graph.staticModules.add(id)
            stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
          }
        },
      },
    ],
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
  return { output: outputs.flatMap((o) => ('output' in o ? o.output : [])), graph }
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

/**
 * Weighs a built page: rows per chunk, the initial JS beyond React (gzip -9) and its file
 * count, and two faults: lazy modules that share a chunk of the first download with eager
 * ones (the host's bundler merged them), and code that must stay lazy (the modal UI, plugins'
 * code, the service APIs, WalletConnect, viem, i18next) in the first download.
 */
export function weighPage({ output, graph }, repoRoot) {
  const chunks = output.filter((o) => o.type === 'chunk')
  const chunksByFile = new Map(chunks.map((c) => [c.fileName, c]))
  const html = output.find((o) => o.type === 'asset' && o.fileName === 'index.html')
  if (!html) throw new Error('the build emitted no index.html')
  const initial = staticClosure(htmlEntryFiles(String(html.source)), chunksByFile)
  const isRuntime = (c) => c.name === RUNTIME_CHUNK_NAME || c.name === 'rolldown-runtime'

  const rows = chunks
    .map((c) => {
      const paths = c.moduleIds.map((id) => modulePath(id, repoRoot))
      const parts = [...new Set(paths.map(kitPart).filter(Boolean))]
      const facade = c.facadeModuleId ? modulePath(c.facadeModuleId, repoRoot) : undefined
      let what
      if (c.name === VENDOR_CHUNK_NAME) what = 'react, react-dom (excluded from the budget)'
      else if (isRuntime(c))
        what = 'host bundler runtime: Vite preload helper, rolldown interop (excluded)'
      else if (c.isEntry) what = `host entry: ${facade}`
      else if (parts.length > 0) what = `${parts.join(', ')}${facade ? ` (${facade})` : ''}`
      else if (facade) what = facade
      else {
        const dirs = [...new Set(paths.map(origin))]
        what = `shared: ${dirs.slice(0, 4).join(', ')}${dirs.length > 4 ? ', ...' : ''}`
      }
      return {
        file: c.fileName,
        raw: Buffer.byteLength(c.code),
        gzip: gzipSync(c.code, { level: 9 }).length,
        initial: initial.has(c.fileName),
        vendor: c.name === VENDOR_CHUNK_NAME,
        runtime: isRuntime(c),
        what,
        chunk: c,
      }
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip)

  const kit = rows.filter((r) => r.initial && !r.vendor && !r.runtime)
  const initialModules = kit.flatMap((r) => r.chunk.moduleIds.map((id) => ({ id, file: r.file })))
  const mergedLazy = initialModules
    .filter(({ id }) => !id.startsWith('\0') && !graph.staticModules.has(id))
    .map(({ id, file }) => `${modulePath(id, repoRoot)} in ${file}`)
  // What the first download really carries (a module a barrel re-exports but nobody uses is
  // reached through static imports, yet left out of every chunk).
  const eagerButLazy = kit
    .flatMap((r) =>
      Object.entries(r.chunk.modules)
        .filter(([, info]) => info.renderedLength > 0)
        .map(([id]) => ({ path: modulePath(id, repoRoot), file: r.file })),
    )
    .filter(({ path: p }) => MUST_STAY_LAZY.some((pattern) => pattern.test(p)))
    .map(({ path: p, file }) => `${p} in ${file}`)

  const byOrigin = new Map()
  for (const r of kit)
    for (const [id, info] of Object.entries(r.chunk.modules)) {
      const key = origin(modulePath(id, repoRoot))
      byOrigin.set(key, (byOrigin.get(key) ?? 0) + info.renderedLength)
    }

  const wagmiLoaded = rows
    .flatMap((r) => r.chunk.moduleIds.map((id) => `${modulePath(id, repoRoot)} in ${r.file}`))
    .filter((entry) => NEVER_WITHOUT_WAGMI.some((pattern) => pattern.test(entry)))

  return {
    rows,
    initialGzip: kit.reduce((sum, r) => sum + r.gzip, 0),
    initialFiles: kit.length,
    reactGzip: rows.filter((r) => r.vendor).reduce((sum, r) => sum + r.gzip, 0),
    runtimeGzip: rows.filter((r) => r.initial && r.runtime).reduce((sum, r) => sum + r.gzip, 0),
    largestParts: [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 10),
    mergedLazy,
    eagerButLazy,
    wagmiLoaded,
  }
}

/** Prints a weighed page: the chunk table, its largest parts, and the faults. */
export function printWeight(weight, { budgetKb }) {
  const { rows } = weight
  const fileWidth = Math.max(5, ...rows.map((r) => r.file.length))
  const line = (file, raw, gzip, load, what) =>
    `${file.padEnd(fileWidth)}  ${raw.padStart(10)}  ${gzip.padStart(10)}  ${load.padEnd(7)}  ${what}`
  console.log(line('chunk', 'raw kB', 'gzip kB', 'load', 'contents'))
  console.log('-'.repeat(fileWidth + 40))
  for (const r of rows)
    console.log(line(r.file, kB(r.raw), kB(r.gzip), r.initial ? 'initial' : 'lazy', r.what))
  console.log(
    '\nLargest parts of the initial JS (bytes before minification and gzip, React excluded):',
  )
  for (const [name, bytes] of weight.largestParts)
    console.log(`  ${kB(bytes).padStart(8)} kB  ${name}`)
  for (const [title, list] of [
    ['lazy modules merged into the initial download by the host bundler', weight.mergedLazy],
    ['modules meant to load on demand in the first download', weight.eagerButLazy],
    ['wagmi code in a page that does not import portico/wagmi', weight.wagmiLoaded],
  ]) {
    if (list.length === 0) continue
    console.log(`\nFAULT: ${title}:`)
    for (const m of list) console.log(`  ${m}`)
  }
  const over = weight.initialGzip / 1000 > budgetKb
  console.log()
  console.log(`react/react-dom vendor chunk: ${kB(weight.reactGzip)} kB gzip (not counted)`)
  console.log(`host bundler runtime: ${kB(weight.runtimeGzip)} kB gzip (not counted)`)
  console.log(
    `initial JS (excluding react/react-dom): ${kB(weight.initialGzip)} kB gzip in ${weight.initialFiles} files`,
  )
  const margin = Math.abs(budgetKb * 1000 - weight.initialGzip)
  console.log(
    `budget: ${budgetKb} kB gzip: ` +
      (over ? `OVER BUDGET by ${kB(margin)} kB` : `within budget, ${kB(margin)} kB to spare`),
  )
  return {
    failed:
      over ||
      weight.mergedLazy.length > 0 ||
      weight.eagerButLazy.length > 0 ||
      weight.wagmiLoaded.length > 0,
  }
}
