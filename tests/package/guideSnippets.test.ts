// @vitest-environment node
// The plugin SDK's guides (docs/plugin-sdk/*.md) show code a plugin author copies: every ts
// and tsx block is type-checked against the public entries (the repository's tsconfig maps
// `portico`, `portico/plugin`, ... to their sources, as the built-in plugins see them), all
// blocks in one TypeScript program, only their own files asked for diagnostics. Each block is
// a module of its own. A guide reads in order, so a block may use what an earlier block of its
// page exports (imported for it); the few names the prose hands a block (`context`, `modal`,
// `wallet`, `data`) are declared for it with their public types, and the plugin's own files a
// block imports (`./Tip`, `./index`) are small stand-ins.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { readmeSnippets, type ReadmeSnippet } from './readmeSnippets.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const guides = path.join(root, 'docs', 'plugin-sdk')
// Where the blocks live for the compiler: beside the guides, never on disk.
const virtualDir = path.join(guides, '.compiled')

/** Names the prose hands a block, declared (with their public types) when a block uses them. */
const FREE_NAMES: Record<string, string> = {
  context:
    "import type { PluginContext as __Context } from 'portico/plugin'\ndeclare const context: __Context",
  modal:
    "import type { ModalContext as __Modal } from 'portico/plugin'\ndeclare const modal: __Modal",
  wallet:
    "import type { WalletHandle as __Wallet } from 'portico/plugin'\ndeclare const wallet: __Wallet",
  data: 'declare const data: unknown',
}

/** The plugin's own files the blocks import, as stand-ins (file name in the virtual folder). */
const STAND_INS: Record<string, string> = {
  'Tip.ts': 'export default function Tip() {\n  return null\n}\n',
  'index.ts': [
    "import { defineManifest, definePlugin } from 'portico/plugin'",
    "export default definePlugin({ manifest: defineManifest({ id: 'tips', views: ['Tip'] }) })",
  ].join('\n'),
}

interface Block {
  page: string
  line: number
  file: string
  /** Lines put before the block's code (imports of earlier blocks, free names). */
  preambleLines: number
  text: string
}

const withoutComments = (code: string) => code.replace(/\/\/.*$/gm, '')
const escape = (name: string) => name.replace(/[$]/g, '\\$')
const defines = (code: string, name: string) => {
  const word = escape(name)
  return new RegExp(
    [
      `\\b(const|let|var|function|class|interface|type|enum)\\s+${word}\\b`,
      `^import\\s+(type\\s+)?\\{[^}]*(?<![\\w$])${word}\\b[^}]*\\}\\s*from`,
      `^import\\s+(\\*\\s+as\\s+)?${word}\\s+from`,
    ].join('|'),
    'm',
  ).test(code)
}
const uses = (code: string, name: string) =>
  new RegExp(`(?<![.\\w$])${escape(name)}\\b`).test(withoutComments(code))

/** `export const x`, `export interface X`...: name -> whether it is a type only. */
function exportsOf(code: string): Map<string, boolean> {
  const names = new Map<string, boolean>()
  for (const match of code.matchAll(
    /^export\s+(?:declare\s+)?(const|let|function|class|interface|type|enum)\s+([\w$]+)/gm,
  ))
    if (match[1] && match[2]) names.set(match[2], match[1] === 'interface' || match[1] === 'type')
  return names
}

function blocksOfGuides(): Block[] {
  const blocks: Block[] = []
  for (const name of readdirSync(guides)
    .filter((file) => file.endsWith('.md'))
    .sort()) {
    const page = name.replace(/\.md$/, '')
    const earlier: { module: string; exports: Map<string, boolean> }[] = []
    for (const snippet of readmeSnippets(path.join(guides, name)) as ReadmeSnippet[]) {
      const { code, lang, line } = snippet
      const module = `${page}-${line}`
      const preamble: string[] = []
      const imported = new Set<string>()
      // The latest earlier block that exports a name this one uses without defining it.
      for (const { module: from, exports } of earlier.toReversed())
        for (const [exported, typeOnly] of exports)
          if (!imported.has(exported) && uses(code, exported) && !defines(code, exported)) {
            imported.add(exported)
            preamble.push(`import ${typeOnly ? 'type ' : ''}{ ${exported} } from './${from}'`)
          }
      for (const [free, declaration] of Object.entries(FREE_NAMES))
        if (uses(code, free) && !defines(code, free)) preamble.push(declaration)
      const head = preamble.join('\n')
      const text = `${head}${head ? '\n' : ''}${code}\nexport {}\n`
      blocks.push({
        page: name,
        line,
        file: path.join(virtualDir, `${module}.${lang}`),
        preambleLines: head ? head.split('\n').length : 0,
        text,
      })
      earlier.push({ module, exports: exportsOf(code) })
    }
  }
  return blocks
}

/** Every block's diagnostics, as `docs/plugin-sdk/<page>.md:<line>: <message>`. */
function compile(blocks: Block[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  const virtual = new Map<string, string>([
    ...blocks.map((block): [string, string] => [block.file, block.text]),
    ...Object.entries(STAND_INS).map(([file, text]): [string, string] => [
      path.join(virtualDir, file),
      text,
    ]),
  ])
  const options = { ...config.options, noEmit: true }
  const host = ts.createCompilerHost(options)
  const { fileExists, readFile, getSourceFile, directoryExists } = host
  host.directoryExists = (dir) => dir === virtualDir || (directoryExists?.call(host, dir) ?? true)
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file)
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file)
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file)
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language, true)
  }
  const program = ts.createProgram(
    blocks.map((block) => block.file),
    options,
    host,
  )
  const problems: string[] = []
  for (const block of blocks) {
    const source = program.getSourceFile(block.file)
    if (!source) throw new Error(`${block.file} is not in the program`)
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]
    for (const diagnostic of diagnostics) {
      const at = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line
      const line = block.line + 1 + at - block.preambleLines
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      problems.push(`docs/plugin-sdk/${block.page}:${line}: ${message}`)
    }
  }
  return problems
}

describe("the plugin SDK guides' code blocks", () => {
  const blocks = blocksOfGuides()

  it('are there to check', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(9)
  })

  it('type-check against the public entries', () => {
    expect(compile(blocks)).toEqual([])
  }, 120_000)
})
