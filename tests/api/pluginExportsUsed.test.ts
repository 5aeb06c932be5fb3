// @vitest-environment node
// `portico/plugin` carries only what plugins use: every export is imported by a built-in
// plugin (its sources or its suite), the worked example (gas-tracker), the plugin template
// (create-portico-plugin), the README's code or the guides' code blocks (docs/plugin-sdk,
// compiled by tests/package/guideSnippets.test.ts). A name nothing uses goes, or moves into the
// plugin that owns it. The imports are parsed (tests/api/entryUses.ts), so a name in a
// comment, a string or an import nobody reads does not count. The surface stays small (at most
// 140 names), comes as named exports (no `export *`) in groups, and each group's guide in
// docs/plugin-sdk/ names every export of its group.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { readmeSnippets } from '../package/readmeSnippets.mjs'
import { namesUsedFrom, sourceFilesUnder, UnresolvableUse, usesByConsumer } from './entryUses'

const root = path.resolve(import.meta.dirname, '../..')
const ENTRY = 'portico/plugin'
const entryFile = path.join(root, 'plugin.ts')
const MAX_EXPORTS = 140

function entryExports(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )
  const program = ts.createProgram([entryFile], config?.options ?? {})
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(entryFile)
  const symbol = source && checker.getSymbolAtLocation(source)
  if (!symbol) throw new Error('plugin.ts is not a module')
  return checker.getExportsOfModule(symbol).map((exported) => exported.name)
}

/**
 * Every consumer that counts, by label: each built-in plugin, the example, the template, the
 * README, the guides.
 */
function consumers(): Record<string, { file: string; text?: string }[]> {
  const all: Record<string, { file: string; text?: string }[]> = {}
  const plugins = path.join(root, 'plugins')
  for (const entry of readdirSync(plugins, { withFileTypes: true }))
    if (entry.isDirectory())
      all[`plugins/${entry.name}`] = sourceFilesUnder(path.join(plugins, entry.name)).map(
        (file) => ({ file }),
      )
  all['the worked example (gas-tracker)'] = sourceFilesUnder(
    path.join(root, 'tests', 'third-party-plugin', 'gas-tracker'),
  ).map((file) => ({ file }))
  all['the plugin template'] = sourceFilesUnder(
    path.join(root, 'create-portico-plugin', 'template', 'src'),
  ).map((file) => ({ file }))
  all['the README'] = readmeSnippets(path.join(root, 'README.md')).map(
    (snippet: { line: number; lang: string; code: string }) => ({
      file: `README.md:${snippet.line}.${snippet.lang}`,
      text: snippet.code,
    }),
  )
  const guides = path.join(root, 'docs', 'plugin-sdk')
  all['the guides (docs/plugin-sdk)'] = readdirSync(guides)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) =>
      readmeSnippets(path.join(guides, name)).map(
        (snippet: { line: number; lang: string; code: string }) => ({
          file: `docs/plugin-sdk/${name}:${snippet.line}.${snippet.lang}`,
          text: snippet.code,
        }),
      ),
    )
  return all
}

/** Export name -> its group's guide (docs/plugin-sdk/<page>.md), from plugin.ts's group headers. */
function groupsOfEntry(): { names: Map<string, string>; starExports: number } {
  const text = readFileSync(entryFile, 'utf8')
  const source = ts.createSourceFile(entryFile, text, ts.ScriptTarget.Latest, true)
  const names = new Map<string, string>()
  let page: string | undefined
  let starExports = 0
  for (const statement of source.statements) {
    for (const range of ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? []) {
      const header = /^\/\/ ---- .*\((docs\/plugin-sdk\/[\w-]+\.md)\) ----$/.exec(
        text.slice(range.pos, range.end),
      )
      if (header) page = header[1]
    }
    if (!ts.isExportDeclaration(statement)) continue
    const clause = statement.exportClause
    if (!clause || !ts.isNamedExports(clause)) {
      starExports += 1
      continue
    }
    for (const element of clause.elements) names.set(element.name.text, page ?? '(no group)')
  }
  return { names, starExports }
}

describe('portico/plugin', () => {
  const exported = entryExports()
  const uses = usesByConsumer(ENTRY, consumers())

  it(`has at most ${MAX_EXPORTS} names`, () => {
    expect(exported.length).toBeGreaterThan(0)
    expect(exported.length).toBeLessThanOrEqual(MAX_EXPORTS)
  })

  it('exports nothing that no plugin, example, template or README snippet uses', () => {
    const unused = exported.filter((name) => !uses.has(name)).sort()
    expect(unused, 'exported but used by nothing: remove them or move them to their owner').toEqual(
      [],
    )
  })

  it('is imported by names it exports (the parse sees what tsc sees)', () => {
    const known = new Set(exported)
    expect([...uses.keys()].filter((name) => !known.has(name))).toEqual([])
    // The counting reaches each kind of consumer.
    const users = new Set([...uses.values()].flatMap((labels) => [...labels]))
    for (const label of [
      'the worked example (gas-tracker)',
      'the plugin template',
      'the README',
      'the guides (docs/plugin-sdk)',
    ])
      expect(users).toContain(label)
  })

  it('comes in groups of named exports, each with its guide naming every export of it', () => {
    const { names, starExports } = groupsOfEntry()
    expect(starExports, 'export * from ...').toBe(0)
    expect([...names.keys()].sort()).toEqual([...exported].sort())
    const missing: string[] = []
    for (const [name, page] of names) {
      const file = path.join(root, page)
      if (!existsSync(file)) missing.push(`${name}: ${page} does not exist`)
      // In code spans: `name` or a call, `name(args)`.
      else if (!new RegExp(`\`${name}(?![\\w$])`).test(readFileSync(file, 'utf8')))
        missing.push(`${name}: not named in ${page}`)
    }
    expect(missing).toEqual([])
  })
})

describe('counting the uses of an entry', () => {
  const used = (text: string, file = 'a.ts'): string[] =>
    [...namesUsedFrom(ENTRY, text, file)].sort()

  it('counts names read, under their exported name, in values and types alike', () => {
    expect(
      used(`
        import { definePlugin as define, type CoreState } from 'portico/plugin'
        import type { AppThunk } from 'portico/plugin'
        export default define({} as unknown as CoreState)
        let thunk: AppThunk | undefined
      `),
    ).toEqual(['AppThunk', 'CoreState', 'definePlugin'])
  })

  it('does not count an import nobody reads, a comment, a string, a property of the same name', () => {
    expect(
      used(`
        import { closeModal, showError } from 'portico/plugin'
        // closeModal() here would close it
        const text = 'closeModal'
        const object = { closeModal: 1, showError: 2 }
        object.closeModal
      `),
    ).toEqual([])
  })

  it('counts the members of a namespace import, re-exports and import types', () => {
    expect(
      used(`
        import * as sdk from 'portico/plugin'
        sdk.refreshBalance()
        type Handle = sdk.WalletHandle
        export { parseAmount } from 'portico/plugin'
        type State = import('portico/plugin').CoreState
        let mocked: typeof sdk
      `),
    ).toEqual(['CoreState', 'WalletHandle', 'parseAmount', 'refreshBalance'])
  })

  it('refuses what it cannot resolve to names', () => {
    expect(() => used(`export * from 'portico/plugin'`)).toThrow(UnresolvableUse)
    expect(() => used(`const entry = await import('portico/plugin')`)).toThrow(UnresolvableUse)
    expect(() => used(`import * as sdk from 'portico/plugin'\nuse(sdk)`)).toThrow(UnresolvableUse)
  })

  it('reads JSX in .tsx files, and nothing of other entries', () => {
    expect(
      used(
        `import { TextField } from 'portico/ui'\nimport { formatAmount } from 'portico/plugin'\nexport const V = () => <TextField label={formatAmount(1n, 6)} />`,
        'v.tsx',
      ),
    ).toEqual(['formatAmount'])
  })
})
