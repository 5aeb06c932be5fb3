// @vitest-environment node
/// <reference types="vite/client" />
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPage, weighPage } from '../bench/hostPage.mjs'
import { publicEntryAliases } from '../entries.mjs'

// Every translation file of the kit (the examples are not in the page).
const FILES: Record<string, unknown> = import.meta.glob(
  [
    '../core/i18n/locales/*.json',
    '../shell/locales/*.json',
    '../plugins/*/locales/*.json',
    '../plugins/*/locales/manifest/*.json',
  ],
  { eager: true, import: 'default' },
)

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree]
  if (typeof tree !== 'object' || tree === null) return []
  return Object.values(tree).flatMap(texts)
}

/**
 * Per language, texts no other language writes the same, long enough to be found only where
 * that language's strings are, and plain ASCII (how every bundler writes them).
 */
function fingerprints(): Map<string, string[]> {
  const byText = new Map<string, Set<string>>()
  for (const [file, tree] of Object.entries(FILES)) {
    const language = /([^/]+)\.json$/.exec(file)?.[1] ?? ''
    for (const text of texts(tree)) {
      const languages = byText.get(text) ?? new Set<string>()
      languages.add(language)
      byText.set(text, languages)
    }
  }
  const byLanguage = new Map<string, string[]>()
  for (const [text, languages] of byText) {
    const [language] = languages
    if (languages.size !== 1 || !language || text.length < 14 || !/^[\x20-\x7e]+$/.test(text))
      continue
    if (text.includes('{{')) continue
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), text])
  }
  return byLanguage
}

let out: string
let page: ReturnType<typeof weighPage>

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'portico-i18n-chunks-'))
  const built = await buildPage({
    root: path.join(repoRoot, 'bench', 'host'),
    out,
    aliases: publicEntryAliases,
  })
  page = weighPage(built, repoRoot)
}, 120_000)

afterAll(() => rm(out, { recursive: true, force: true }))

describe('one download per language (the bench host page, built as a host builds it)', () => {
  it("the page's first download carries English only", () => {
    const initial = page.rows.filter((row) => row.initial).map((row) => row.chunk.code)
    const found = [...fingerprints()]
      .filter(([language]) => language !== 'en')
      .flatMap(([language, list]) =>
        list
          .filter((text) => initial.some((code) => code.includes(text)))
          .map((text) => `${language}: ${text}`),
      )
    expect(found).toEqual([])
  })

  it('no chunk carries the strings of two languages, and each language is in chunks of its own', () => {
    const languages = fingerprints()
    expect([...languages.keys()]).toEqual(expect.arrayContaining(['en', 'es', 'de', 'fr']))
    const mixed: string[] = []
    const holding = new Map<string, number>()
    for (const row of page.rows) {
      const inside = [...languages]
        .filter(([, list]) => list.some((text) => row.chunk.code.includes(text)))
        .map(([language]) => language)
      for (const language of inside) holding.set(language, (holding.get(language) ?? 0) + 1)
      if (inside.length > 1) mixed.push(`${row.file}: ${inside.join(', ')}`)
    }
    expect(mixed).toEqual([])
    // The shell, each plugin and each manifest: a chunk per namespace in every language.
    for (const language of ['es', 'de', 'fr'])
      expect(holding.get(language)).toBeGreaterThanOrEqual(10)
  })
})
