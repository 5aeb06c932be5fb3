import { describe, expect, it } from 'vitest'
import type { ManifestText, ManifestTextTree } from '../core/plugin/manifest'
import { LANGUAGES } from '../core/i18n/languages'
import { isTranslationTree } from '../core/i18n/types'
import { BUILTIN_PLUGINS } from '../registry'

/** The labels a manifest gives by key. */
function labelKeys(entry: (typeof BUILTIN_PLUGINS)[number]): string[] {
  const contributes = entry.manifest.contributes ?? {}
  const labels: Array<ManifestText | undefined> = [
    ...(contributes.accountActions ?? []).flatMap((action) => [action.title, action.description]),
    ...(contributes.accountTabs ?? []).map((tab) => tab.title),
    ...(contributes.headerActions ?? []).map((action) => action.label),
  ]
  return labels.filter((label): label is string => typeof label === 'string')
}

const textAt = (tree: ManifestTextTree | undefined, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as ManifestTextTree | undefined)?.[part], tree)

describe("the built-in plugins' manifest labels", () => {
  it.each(BUILTIN_PLUGINS.map((entry) => [entry.manifest.id, entry] as const))(
    '%s: every label given by key has its text in English and each language with a file',
    async (_id, entry) => {
      const keys = labelKeys(entry)
      if (!entry.texts) {
        expect(keys).toEqual([])
        return
      }
      expect(keys.length).toBeGreaterThan(0)
      const load = entry.texts
      let found = 0
      for (const language of LANGUAGES) {
        // A language the kit lists but has no file for yet rejects: English stands in.
        const module = await Promise.resolve(load(language)).catch(() => undefined)
        if (!module) {
          expect(language).not.toBe('en')
          continue
        }
        found += 1
        const tree = module.default
        expect(isTranslationTree(tree)).toBe(true)
        for (const key of keys)
          expect([language, key, typeof textAt(tree as ManifestTextTree, key)]).toEqual([
            language,
            key,
            'string',
          ])
      }
      expect(found).toBeGreaterThanOrEqual(3)
    },
  )

  it('no built-in manifest writes its labels into the host page', () => {
    const written = BUILTIN_PLUGINS.flatMap((entry) =>
      labelKeys(entry).length === 0 &&
      JSON.stringify(entry.manifest.contributes ?? {}).includes('"en"')
        ? [entry.manifest.id]
        : [],
    )
    expect(written).toEqual([])
  })
})
