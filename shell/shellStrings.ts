import { CORE_NAMESPACE } from '../core/i18n'
import type { Runtime } from '../core/runtime'
import { translationsOf, type TranslationSource } from '../core/i18n/translations'

/**
 * The modal's own strings, its views' included: one chunk per language (locales/<tag>.json),
 * loaded in the modal's language only, beside the UI chunk and not inside it. The loader sits
 * outside locales/: Vite refuses to analyse an import() of a file pattern in the importer's own
 * folder and warns on every dev-server start of a host that imports the kit's sources.
 */
export const SHELL_STRINGS: TranslationSource = {
  namespace: CORE_NAMESPACE,
  load: (language) => import(`./locales/${language}.json`),
}

/**
 * Adds the shell's strings to a modal's i18n (loaded first if it is not yet); resolves once
 * they are there in its language.
 */
export const addShellTranslations = (runtime: Pick<Runtime, 'extension' | 'loadI18n'>) =>
  runtime.loadI18n().then((i18n) => translationsOf(runtime, i18n).add(SHELL_STRINGS))
