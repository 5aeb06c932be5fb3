import { CORE_NAMESPACE, type I18nInstance } from '../../core/i18n'
import { translationsOf, type TranslationSource } from '../../core/i18n/translations'

/**
 * The modal's own strings, its views' included: one chunk per language (locales/<tag>.json),
 * loaded in the modal's language only, beside the UI chunk and not inside it.
 */
export const SHELL_STRINGS: TranslationSource = {
  namespace: CORE_NAMESPACE,
  load: (language) => import(`./${language}.json`),
}

/** Adds the shell's strings to a modal's i18n; resolves once they are there in its language. */
export const addShellTranslations = (i18n: I18nInstance): Promise<void> =>
  translationsOf(i18n).add(SHELL_STRINGS)
