import type { Runtime } from '../runtime'
import type { I18nInstance } from './createI18n'
import { PSEUDO_LANGUAGE, type KitLanguage, type StringsLanguage } from './languages'
import { stringsLanguageOf } from './negotiate'
import { pseudoTree } from './pseudo'
import { isTranslationTree, type TranslationLoader, type TranslationTree } from './types'

/** A namespace's strings, one loader for all its languages (one chunk per language). */
export interface TranslationSource {
  namespace: string
  load: TranslationLoader
}

/** Where a language's strings came from: its own file, or English standing in for it. */
interface Loaded {
  language: StringsLanguage
  tree: TranslationTree
}

/**
 * One language of a source: its file; the English file accented for the pseudo-locale; the
 * English file when the language has none (not translated yet), which the modal's i18next
 * reads through its English fallback. English is not fetched beside a language that has its
 * file: the parity test (tests/i18n-parity.test.ts) keeps every file complete. Rejects when
 * English itself cannot be loaded, or a module is not key -> text.
 */
export async function loadStrings(
  load: TranslationLoader,
  language: StringsLanguage,
): Promise<Loaded | undefined> {
  if (language === PSEUDO_LANGUAGE) {
    const english = await fetchTree(load, 'en')
    return english && { language, tree: pseudoTree(english) }
  }
  if (language !== 'en') {
    // A language without a file rejects (the bundler's map has no entry for it) or gives
    // nothing: either way, English stands in.
    const own = await fetchTree(load, language).catch(() => undefined)
    if (own) return { language, tree: own }
  }
  const english = await fetchTree(load, 'en')
  return english && { language: 'en', tree: english }
}

async function fetchTree(
  load: TranslationLoader,
  language: KitLanguage,
): Promise<TranslationTree | undefined> {
  const module = await load(language)
  if (!module) return undefined
  if (!isTranslationTree(module.default)) {
    throw new Error(`the ${language} strings are not key -> text`)
  }
  return module.default
}

interface Registry {
  sources: Set<TranslationSource>
  /** Per source, per strings language: the bundle being added (or added). */
  added: Map<TranslationSource, Map<StringsLanguage, Promise<void>>>
  /** The language a switch is loading, which a source added meanwhile loads too. */
  target: string | undefined
}

/**
 * The namespaces' strings of one modal's i18next: the shell's, each plugin's, each plugin's
 * manifest labels. A source is added once its code is there; from then on its strings follow
 * the modal's language: `prepare(language)` loads every source's strings in that language
 * before the modal switches to it, so no key is ever shown while they travel. The registry
 * is the modal's (a runtime extension), as is `i18n`: a modal makes one i18next instance.
 */
export function translationsOf(runtime: Pick<Runtime, 'extension'>, i18n: I18nInstance) {
  const registry = runtime.extension<Registry>('core:translations', () => ({
    sources: new Set(),
    added: new Map(),
    target: undefined,
  }))
  const { sources, added } = registry
  const state = registry

  function ensure(source: TranslationSource, language: string): Promise<void> {
    const strings = stringsLanguageOf(language)
    let byLanguage = added.get(source)
    if (!byLanguage) {
      byLanguage = new Map()
      added.set(source, byLanguage)
    }
    let adding = byLanguage.get(strings)
    if (!adding) {
      adding = loadStrings(source.load, strings).then((loaded) => {
        if (!loaded || !sources.has(source)) return
        i18n.addResourceBundle(loaded.language, source.namespace, loaded.tree, true, true)
      })
      byLanguage.set(strings, adding)
      // A failed load is tried again on the next need.
      adding.catch(() => byLanguage.delete(strings))
    }
    return adding
  }

  const languagesNow = () => [i18n.language, ...(state.target ? [state.target] : [])]

  return {
    /**
     * Adds a source; resolves once its strings are in i18next in the modal's language (and
     * in the one it is switching to). Rejects when its module is not key -> text.
     */
    async add(source: TranslationSource): Promise<void> {
      sources.add(source)
      await Promise.all(languagesNow().map((language) => ensure(source, language)))
    },
    /** Removes a source and the bundles it added. */
    remove(source: TranslationSource): void {
      if (!sources.delete(source)) return
      const byLanguage = added.get(source)
      added.delete(source)
      for (const language of byLanguage?.keys() ?? []) {
        i18n.removeResourceBundle(language, source.namespace)
        if (language !== 'en') i18n.removeResourceBundle('en', source.namespace)
      }
    },
    /**
     * Loads every source's strings in `language`. A source whose strings fail is reported and
     * read through the English fallback, never holding the switch up.
     */
    async prepare(
      language: string,
      report: (namespace: string, error: unknown) => void,
    ): Promise<void> {
      state.target = language
      try {
        await Promise.all(
          [...sources].map((source) =>
            ensure(source, language).catch((error: unknown) => report(source.namespace, error)),
          ),
        )
      } finally {
        if (state.target === language) state.target = undefined
      }
    },
  }
}

export type Translations = ReturnType<typeof translationsOf>
