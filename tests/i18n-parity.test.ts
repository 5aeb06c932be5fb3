/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../core/i18n/languages'

// Every translation file the repository ships, found by path: a namespace is a folder of
// <language>.json files, so a new plugin or a new language is checked without editing this.
const FILES: Record<string, unknown> = import.meta.glob(
  [
    '../core/i18n/locales/*.json',
    '../shell/locales/*.json',
    '../plugins/*/locales/*.json',
    '../plugins/*/locales/manifest/*.json',
    '../frame/locales/*.json',
    '../server/mail/locales/*.json',
    '../tests/third-party-plugin/gas-tracker/locales/*.json',
    '../tests/third-party-plugin/gas-tracker/locales/manifest/*.json',
    '../create-portico-plugin/template/src/locales/*.json',
  ],
  { eager: true, import: 'default' },
)

type Tree = { [key: string]: string | Tree }

/** Namespace folder -> language -> its strings. */
const NAMESPACES: Record<string, Record<string, Tree>> = {}
for (const [file, strings] of Object.entries(FILES)) {
  const match = /^\.\.\/(.+)\/([^/]+)\.json$/.exec(file)
  if (!match?.[1] || !match[2]) continue
  ;(NAMESPACES[match[1]] ??= {})[match[2]] = strings as Tree
}

/** Examples, not the kit: they may speak any languages, English among them. */
const isExample = (namespace: string) =>
  namespace.startsWith('tests/') || namespace.startsWith('create-portico-plugin/')
const KIT = Object.keys(NAMESPACES).filter((namespace) => !isExample(namespace))

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
const PLURAL = new RegExp(`^(.*)_(${CATEGORIES.join('|')})$`)

/** Every key path and its text: `alerts.SERVER_ERROR` -> "...". */
function texts(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  )
}

/**
 * Keys by family: a plural key (`count_one`, `count_other`) belongs to `count`, with the
 * categories it is written in; any other key is its own family.
 */
function families(tree: Tree): Map<string, { categories: Set<string>; texts: string[] }> {
  const byFamily = new Map<string, { categories: Set<string>; texts: string[] }>()
  for (const [key, text] of texts(tree)) {
    const plural = PLURAL.exec(key)
    const family = plural?.[1] ?? key
    const entry = byFamily.get(family) ?? { categories: new Set<string>(), texts: [] }
    if (plural?.[2]) entry.categories.add(plural[2])
    entry.texts.push(text)
    byFamily.set(family, entry)
  }
  return byFamily
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()

/** The plural categories a language needs (CLDR, as the platform's Intl knows them). */
const categoriesOf = (language: string) =>
  new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories)

const cases = Object.entries(NAMESPACES).flatMap(([namespace, languages]) =>
  Object.keys(languages)
    .filter((language) => language !== 'en')
    .map((language) => [namespace, language] as const),
)

describe('translation files', () => {
  it('every namespace has English, the reference', () => {
    expect(Object.keys(NAMESPACES).length).toBeGreaterThanOrEqual(14)
    for (const [namespace, languages] of Object.entries(NAMESPACES)) {
      expect(Object.keys(languages), namespace).toContain('en')
    }
  })

  it.each(cases)('%s: %s has the keys English has, in its plural forms', (namespace, language) => {
    const english = families(NAMESPACES[namespace]?.en ?? {})
    const own = families(NAMESPACES[namespace]?.[language] ?? {})
    const missing = [...english.keys()].filter((family) => !own.has(family))
    const extra = [...own.keys()].filter((family) => !english.has(family))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    const needed = categoriesOf(language)
    for (const [family, { categories }] of english) {
      if (categories.size === 0) continue
      // A plural in English is written in exactly the categories this language has.
      expect([family, [...(own.get(family)?.categories ?? [])].sort()]).toEqual([
        family,
        [...needed].sort(),
      ])
    }
  })

  it.each(cases)('%s: %s keeps every placeholder and has no empty text', (namespace, language) => {
    const english = families(NAMESPACES[namespace]?.en ?? {})
    for (const [family, { texts: own }] of families(NAMESPACES[namespace]?.[language] ?? {})) {
      const reference = placeholders(english.get(family)?.texts.at(-1) ?? '')
      for (const text of own) {
        expect(text.trim(), `${family} in ${language}`).not.toBe('')
        expect([family, placeholders(text)]).toEqual([family, reference])
      }
    }
  })

  it("English's own plurals are its categories", () => {
    for (const [namespace, languages] of Object.entries(NAMESPACES)) {
      for (const [family, { categories }] of families(languages.en ?? {})) {
        if (categories.size > 0)
          expect([namespace, family, [...categories].sort()]).toEqual([
            namespace,
            family,
            ['one', 'other'],
          ])
      }
    }
  })

  it("the kit's files are in the languages it lists, each language in every namespace", () => {
    const listed = new Set<string>(LANGUAGES)
    const languagesWithFiles = new Set(
      KIT.flatMap((namespace) => Object.keys(NAMESPACES[namespace] ?? {})),
    )
    for (const language of languagesWithFiles) {
      expect(listed.has(language), `${language} is not in core/i18n/languages.ts`).toBe(true)
      const without = KIT.filter((namespace) => !NAMESPACES[namespace]?.[language])
      expect([language, without]).toEqual([language, []])
    }
  })

  it('the page strings and the shell share one namespace without sharing a key', () => {
    const page = new Set(texts(NAMESPACES['core/i18n/locales']?.en ?? {}).map(([key]) => key))
    const shared = texts(NAMESPACES['shell/locales']?.en ?? {}).filter(([key]) => page.has(key))
    expect(page.size).toBeGreaterThan(0)
    expect(shared).toEqual([])
  })
})
