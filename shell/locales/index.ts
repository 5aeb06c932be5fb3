import { CORE_NAMESPACE } from '../../core/i18n'
import type { Runtime } from '../../core/runtime'
import { translationsOf, type TranslationSource } from '../../core/i18n/translations'

/**
 * The modal's own strings, its views' included: one chunk per language (locales/<tag>.json),
 * loaded in the modal's language only, beside the UI chunk and not inside it.
 */
export const SHELL_STRINGS: TranslationSource = {
  namespace: CORE_NAMESPACE,
  load: (language) => import(`./${language}.json`),
}

/**
 * Adds the shell's strings to a modal's i18n (loaded first if it is not yet); resolves once
 * they are there in its language.
 */
export const addShellTranslations = (runtime: Pick<Runtime, 'extension' | 'loadI18n'>) =>
  runtime.loadI18n().then((i18n) => translationsOf(runtime, i18n).add(SHELL_STRINGS))
