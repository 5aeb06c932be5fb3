// The package check (npm test runs it): the kit as a user installs it, proven from outside the
// repository. Packs the kit, lints the tarball (publint, @arethetypeswrong/cli), installs it into
// a fresh project beside the host's own current React, Redux Toolkit, react-redux, viem and zod,
// and there: one copy of each peer; a host file (every README snippet of the host part, every
// built-in view, `modal.pay`, the React hooks) and a plugin author's file (merges into Views,
// LazyLoadedSlices, PorticoModal) compiled under `bundler` and `nodenext` with
// `skipLibCheck: false` by each TypeScript version the kit supports; the worked plugin example
// compiled and its suite run against the tarball; and the host page's initial JS weighed.
// Prints what each step found and exits 1 when any failed.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildPage, INITIAL_JS_BUDGET_GZIP, printWeight, weighPage } from '../../bench/hostPage.mjs'
import { readmeSnippets, snippetModule } from './readmeSnippets.mjs'
import {
  buildAndPack,
  createHostProject,
  HOST_DEPENDENCIES,
  listFiles,
  PLUGIN_AUTHOR_DEPENDENCIES,
  removeProject,
  repoRoot,
  sh,
  TYPESCRIPT_VERSIONS,
} from './tarball.mjs'

/** The peers a host shares with the kit: exactly one copy of each may be installed. */
const SHARED_PEERS = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'viem', 'zod']

const results = []
async function step(name, work) {
  const started = Date.now()
  try {
    const detail = await work()
    results.push({ name, ok: true, detail, ms: Date.now() - started })
  } catch (error) {
    results.push({
      name,
      ok: false,
      detail: error instanceof Error ? error.message : String(error),
      ms: Date.now() - started,
    })
  }
  const last = results.at(-1)
  console.log(`${last.ok ? 'ok  ' : 'FAIL'} ${name} (${(last.ms / 1000).toFixed(1)} s)`)
  if (last.detail) console.log(`     ${String(last.detail).split('\n').join('\n     ')}`)
  return last.ok
}

const bin = (project, pkg, file) => path.join(project, 'node_modules', pkg, file)

/** Every installed copy of the package `name` in the project: its folder and version. */
async function copiesOf(project, name) {
  const found = new Map()
  for (const file of await listFiles(path.join(project, 'node_modules'))) {
    const folder = path.dirname(file)
    if (path.basename(file) !== 'package.json' || !folder.endsWith(name)) continue
    if (folder !== name && !folder.endsWith(`/node_modules/${name}`)) continue
    const manifest = JSON.parse(await readFile(path.join(project, 'node_modules', file), 'utf8'))
    if (manifest.name === name) found.set(folder, manifest.version)
  }
  return found
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'portico-pack-'))
  let project
  try {
    let tarball
    // PORTICO_PACKAGE_TARBALL checks a tarball packed elsewhere (an earlier release, say).
    const given = process.env.PORTICO_PACKAGE_TARBALL
    if (
      !(await step(given ? 'the given tarball' : 'npm run build && npm pack', async () => {
        tarball = given ? path.resolve(given) : await buildAndPack(work)
        const listing = await sh('tar', ['-tzf', tarball])
        return `${path.basename(tarball)}: ${listing.trim().split('\n').length} files`
      }))
    )
      return 1

    await step('publint', async () => {
      const out = await sh('node', [bin(repoRoot, 'publint', 'src/cli.js'), '--strict', tarball])
      if (!/All good/.test(out)) throw new Error(out)
      return 'all good'
    })
    await step('@arethetypeswrong/cli (esm-only: node16 from ESM, bundler)', async () => {
      await sh('node', [
        bin(repoRoot, '@arethetypeswrong/cli', 'dist/index.js'),
        tarball,
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
      ])
      return 'no problems'
    })
    await step('no SPEC citations in the published files', async () => {
      const unpacked = path.join(work, 'unpacked')
      await mkdir(unpacked)
      await sh('tar', ['-xzf', tarball, '-C', unpacked])
      const hits = []
      for (const file of await listFiles(unpacked)) {
        if (/\.map$/.test(file)) continue
        const text = await readFile(path.join(unpacked, file), 'utf8')
        text.split('\n').forEach((line, index) => {
          if (/SPEC\s*§|SPEC\.md/.test(line)) hits.push(`${file}:${index + 1}`)
        })
      }
      if (hits.length > 0)
        throw new Error(`${hits.length} citations:\n${hits.slice(0, 20).join('\n')}`)
      return 'none'
    })

    if (
      !(await step('install the tarball into a fresh project', async () => {
        project = await createHostProject(tarball, {
          ...HOST_DEPENDENCIES,
          ...PLUGIN_AUTHOR_DEPENDENCIES,
          ...TYPESCRIPT_VERSIONS,
          '@types/node': '^20',
        })
        const versions = {}
        for (const name of Object.keys(HOST_DEPENDENCIES)) {
          const manifest = JSON.parse(
            await readFile(path.join(project, 'node_modules', name, 'package.json'), 'utf8'),
          )
          versions[name] = manifest.version
        }
        return Object.entries(versions)
          .map(([name, version]) => `${name}@${version}`)
          .join(', ')
      }))
    )
      return 1

    await step('one copy of each shared peer in node_modules', async () => {
      const faults = []
      const seen = []
      for (const name of SHARED_PEERS) {
        const copies = await copiesOf(project, name)
        seen.push(`${name}@${[...new Set(copies.values())].join('+')}`)
        if (copies.size !== 1)
          faults.push(`${name}: ${[...copies].map(([where, v]) => `${where}@${v}`).join(', ')}`)
      }
      if (faults.length > 0) throw new Error(faults.join('\n'))
      return seen.join(', ')
    })

    // The README's host snippets become files of the host project, beside the fixture's.
    const snippets = readmeSnippets(path.join(repoRoot, 'README.md')).filter(
      (snippet) => snippet.part === 'host',
    )
    await mkdir(path.join(project, 'src', 'readme'), { recursive: true })
    for (const snippet of snippets)
      await writeFile(
        path.join(project, 'src', 'readme', `line-${snippet.line}.${snippet.lang}`),
        snippetModule(snippet),
      )

    for (const [name] of Object.entries(TYPESCRIPT_VERSIONS)) {
      for (const resolution of ['bundler', 'nodenext']) {
        await step(
          `tsc (${name}, ${resolution}, skipLibCheck false): host file, plugin author's file, ${snippets.length} README snippets`,
          async () => {
            const version = JSON.parse(
              await readFile(path.join(project, 'node_modules', name, 'package.json'), 'utf8'),
            ).version
            await sh('node', [bin(project, name, 'bin/tsc'), '-p', `tsconfig.${resolution}.json`], {
              cwd: project,
            })
            return `TypeScript ${version}: no errors`
          },
        )
      }
    }

    // The worked plugin example, copied in unchanged, compiled and tested against the tarball.
    await cp(
      path.join(repoRoot, 'tests', 'third-party-plugin', 'gas-tracker'),
      path.join(project, 'gas-tracker'),
      { recursive: true },
    )
    await step('the gas-tracker example: tsc against the tarball', async () => {
      await sh('node', [bin(project, 'typescript', 'bin/tsc'), '-p', 'tsconfig.plugin.json'], {
        cwd: project,
      })
      return 'no errors'
    })
    await step('the gas-tracker example: its suite against the tarball', async () => {
      const out = await sh('node', [bin(project, 'vitest', 'vitest.mjs'), 'run'], {
        cwd: project,
        env: { NO_COLOR: '1', CI: '1' },
      })
      const tests = /Tests\s+(.*)/.exec(out)?.[1] ?? '?'
      if (/not wrapped in act\(/.test(out))
        throw new Error(`React act() warnings in the suite's output:\n${out.slice(0, 4000)}`)
      return `tests: ${tests.trim()}`
    })

    await step(
      `the host page's initial JS (budget ${INITIAL_JS_BUDGET_GZIP} kB gzip)`,
      async () => {
        await cp(path.join(repoRoot, 'bench', 'host'), path.join(project, 'page'), {
          recursive: true,
        })
        const weight = weighPage(
          await buildPage({
            root: path.join(project, 'page'),
            out: path.join(project, 'page-out'),
          }),
          repoRoot,
        )
        const log = console.log
        const lines = []
        console.log = (...args) => lines.push(args.join(' '))
        let failed
        try {
          failed = printWeight(weight, { budgetKb: INITIAL_JS_BUDGET_GZIP }).failed
        } finally {
          console.log = log
        }
        const summary = lines.slice(lines.findIndex((l) => l.startsWith('react/react-dom')))
        if (failed) throw new Error(lines.join('\n'))
        return summary.join('\n')
      },
    )
  } finally {
    if (project) await removeProject(project)
    await rm(work, { recursive: true, force: true })
  }
  const failed = results.filter((result) => !result.ok)
  console.log(
    `\npackage check: ${results.length - failed.length} of ${results.length} passed` +
      (failed.length > 0 ? `; failed: ${failed.map((r) => r.name).join('; ')}` : ''),
  )
  return failed.length > 0 ? 1 : 0
}

process.exitCode = await main()
