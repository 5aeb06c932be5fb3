import type { Runtime } from '../runtime'
import { languageSet } from '../options/slice'
import type { I18nInstance } from './createI18n'
import { negotiateLanguage, stringsLanguageOf } from './negotiate'
import { PAGE_STRINGS } from './resources'
import { loadStrings, translationsOf } from './translations'
import type { TranslationLoader } from './types'

/** The host page's strings, one chunk per language. */
const loadPageStrings: TranslationLoader = (language) => import(`./locales/${language}.json`)

async function addPageStrings(language: string): Promise<void> {
  if (Object.hasOwn(PAGE_STRINGS, language)) return
  const loaded = await loadStrings(loadPageStrings, stringsLanguageOf(language))
  if (loaded) PAGE_STRINGS[language] = loaded.tree
}

// The modal's count of switches asked for (a runtime extension): each call's turn is taken
// as its chunk's promise settles, in the order of the calls.
const turnsOf = (runtime: Pick<Runtime, 'extension'>) =>
  runtime.extension('core:languageTurns', () => ({ latest: 0 }))

/**
 * Switches a modal to the language nearest the tags asked for (the host's, or the visitor's
 * `navigator.languages`): brings that language's strings first, the page's and, once
 * i18next is there, every loaded namespace's (the shell's, each plugin's), then switches
 * i18next and the store, so nothing is ever drawn as keys. A later switch wins: one that was
 * overtaken while its strings travelled changes nothing.
 */
export async function switchLanguage(
  runtime: Pick<Runtime, 'bundle' | 'logger' | 'extension'>,
  requested: readonly string[],
  i18n: () => I18nInstance | undefined,
): Promise<void> {
  const turns = turnsOf(runtime)
  const turn = (turns.latest += 1)
  const language = negotiateLanguage(requested)
  await addPageStrings(language)
  const instance = i18n()
  if (instance) {
    await translationsOf(runtime, instance).prepare(language, (namespace, error) =>
      runtime.logger.error(`The ${language} strings of "${namespace}" could not be loaded`, error),
    )
  }
  if (turns.latest !== turn) return
  if (instance) await instance.changeLanguage(language)
  runtime.bundle.store.dispatch(languageSet(language))
}
