// @vitest-environment node
// The README's plugin-author snippets say they are taken from the worked example (or, for
// what it does not do, from a built-in plugin): every line of code in them must be a line of
// those sources (comments aside, and lines that elide with '…'), so the README cannot drift
// from code the package check compiles and tests against the tarball. The host snippets are
// compiled there (tests/package/check.mjs).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readmeSnippets } from './readmeSnippets.mjs'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const sourceDirs = [
  path.join(repoRoot, 'tests', 'third-party-plugin', 'gas-tracker'),
  path.join(repoRoot, 'plugins'),
]

/** A line without its trailing `// comment` and surrounding space. */
const code = (line: string): string => line.replace(/\s+\/\/ .*$/, '').trim()

function exampleLines(): Set<string> {
  const lines = new Set<string>()
  for (const dir of sourceDirs)
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
      for (const line of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').split('\n'))
        lines.add(code(line))
    }
  return lines
}

describe("the README's plugin-author snippets", () => {
  const snippets = readmeSnippets(path.join(repoRoot, 'README.md')).filter(
    (snippet: { part: string }) => snippet.part === 'plugin',
  )

  it('are there to check', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(8)
  })

  it('are lines of the worked example', () => {
    const known = exampleLines()
    const missing: string[] = []
    for (const { code: text, line } of snippets as { code: string; line: number }[]) {
      text.split('\n').forEach((raw, index) => {
        const wanted = code(raw)
        if (wanted === '' || wanted.startsWith('//') || wanted.includes('…')) return
        if (!known.has(wanted)) missing.push(`README.md:${line + 1 + index}: ${wanted}`)
      })
    }
    expect(missing).toEqual([])
  })
})
