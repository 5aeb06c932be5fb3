// @vitest-environment node
// The kit's comments describe its behaviour in their own words: a citation of the
// specification ("SPEC §8", SPEC.md) means nothing to a host or a plugin author reading the
// published .d.ts files or the sources, since the specification does not ship. This scans
// every shipped or product source (test files excepted: they do not ship) and names each
// citation by file and line.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PUBLIC_ENTRIES } from '../../entries.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** What ships or is product: the kit's folders and the entry files at the top. */
const SHIPPED_FOLDERS = ['core', 'shell', 'plugins', 'testing', 'server', 'frame']
const TOP_FILES = [...Object.values(PUBLIC_ENTRIES).map((file) => `${file}.ts`), 'registry.ts']
const SCANNED = /\.(?:ts|tsx|mts|js|mjs|json|md|css|html)$/
const TEST_FILE = /\.test\.(?:ts|tsx)$/
const CITATION = /SPEC\s*§|SPEC\.md/

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        SCANNED.test(entry.name) &&
        !TEST_FILE.test(entry.name) &&
        !entry.parentPath.split(path.sep).includes('node_modules'),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

describe('the shipped sources', () => {
  it('cite no section of the specification, which does not ship', () => {
    const files = [...SHIPPED_FOLDERS.flatMap(sourcesUnder), ...TOP_FILES]
    expect(files.length).toBeGreaterThan(100)
    const citations = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    // Say what the kit does instead: "(SPEC §9)" goes, "the SPEC §9 constants" becomes
    // "the kit's named constants".
    expect(citations, `Citations of the specification:\n${citations.join('\n')}`).toEqual([])
  })
})
