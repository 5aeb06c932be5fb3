// The README's code, as a reader copies it. The host part (before "Writing a plugin") is
// compiled against the packed tarball by the package check: each snippet becomes a file of
// the host project, with the names it uses but does not define (`modal`, `projectId`, ...)
// declared before it. The plugin author's part is taken from the worked example, and
// tests/package/readmeSnippets.test.ts checks each of its lines is in the example's sources.
import { readFileSync } from 'node:fs'

const FENCE = /^```(\w+)\n([\s\S]*?)^```$/gm
export const PLUGIN_HEADING = '## Writing a plugin'
// The wagmi section's snippets need wagmi, which the host project does not install: the
// package check compiles them in the wagmi app's project instead.
export const WAGMI_HEADING = '### wagmi apps'

/**
 * The README's ts/tsx code blocks: `{ lang, code, line, part }`, part 'host', 'wagmi' (the host
 * part's wagmi section) or 'plugin'.
 */
export function readmeSnippets(readmePath) {
  const text = readFileSync(readmePath, 'utf8')
  const pluginStart = text.indexOf(PLUGIN_HEADING)
  const wagmiStart = text.indexOf(WAGMI_HEADING)
  const nextHeading = wagmiStart === -1 ? -1 : text.indexOf('\n#', wagmiStart + 1)
  const wagmiEnd = nextHeading === -1 ? text.length : nextHeading
  const inWagmi = (index) => wagmiStart !== -1 && index > wagmiStart && index < wagmiEnd
  const snippets = []
  for (const match of text.matchAll(FENCE)) {
    const [, lang, code] = match
    if (lang !== 'ts' && lang !== 'tsx') continue
    snippets.push({
      lang,
      code,
      line: text.slice(0, match.index).split('\n').length,
      part:
        pluginStart !== -1 && match.index > pluginStart
          ? 'plugin'
          : inWagmi(match.index)
            ? 'wagmi'
            : 'host',
    })
  }
  return snippets
}

/**
 * Names the host snippets use without defining them: what the surrounding prose says they
 * are. Declared ahead of a snippet only when it does not define the name itself.
 */
const FREE_NAMES = {
  modal: "import type { PorticoModal as __Modal } from 'portico'\ndeclare const modal: __Modal",
  projectId: 'declare const projectId: string',
  createModal: "import { createModal } from 'portico'",
  message: 'declare const message: string',
  signature: 'declare const signature: `0x${string}`',
  issued: 'declare const issued: string',
  forget: 'declare function forget(nonce: string): void',
  reply: 'declare function reply(status: number, body: unknown): unknown',
  startSession: 'declare function startSession(address: string, expires?: Date): void',
}

/**
 * One host snippet as a module of the host project: its imports first, the declarations of
 * the free names it uses, then its body, wrapped in an async function unless it exports
 * (a snippet may `await` or `return` as if it were a request handler's body).
 */
export function snippetModule({ code, line }) {
  const lines = code.split('\n')
  const imports = []
  const body = []
  let inImport = false
  for (const text of lines) {
    if (inImport || /^import\b/.test(text)) {
      imports.push(text)
      inImport = !/from\s+'[^']+'|^import\s+'[^']+'/.test(text)
    } else body.push(text)
  }
  const source = body.join('\n')
  const imported = imports.join('\n')
  const declares = Object.entries(FREE_NAMES)
    .filter(([name]) => new RegExp(`\\b${name}\\b`).test(source))
    .filter(([name]) => !new RegExp(`\\b${name}\\b`).test(imported))
    .filter(([name]) => !new RegExp(`\\b(const|let|function)\\s+${name}\\b`).test(source))
    .map(([, declaration]) => declaration)
  const exports = /^export\b/m.test(source)
  return [
    `// README.md, the snippet at line ${line}.`,
    ...imports,
    ...declares,
    exports ? source : `export async function snippet() {\n${source}\n}`,
  ].join('\n')
}
