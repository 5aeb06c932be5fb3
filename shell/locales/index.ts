import { CORE_NAMESPACE, LANGUAGES, type I18nInstance, type Language } from '../../core/i18n'
import de from './de.json'
import en from './en.json'
import es from './es.json'

/**
 * The modal's own strings. They travel with the UI chunk: the host page carries only the
 * few strings its buttons show (core/i18n/locales), the rest arrives with the first open.
 */
export const SHELL_RESOURCES: Record<Language, typeof en> = { en, es, de }

/** Adds the modal's strings to the modal's namespace in every language. */
export function addShellTranslations(i18n: I18nInstance): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, CORE_NAMESPACE, SHELL_RESOURCES[language], true, false)
  }
}
