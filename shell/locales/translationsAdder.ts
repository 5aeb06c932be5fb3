import { CORE_NAMESPACE, LANGUAGES, type I18nInstance, type Language } from '../../core/i18n'

/**
 * Makes the function that adds a set of strings (one resource per language) to a modal's
 * i18n, under the kit's namespace, once per modal. The shell and each view that loads on
 * its own bring their strings this way, so strings travel with the code that shows them.
 */
export function translationsAdder(
  resources: Record<Language, Record<string, unknown>>,
): (i18n: I18nInstance) => void {
  const added = new WeakSet<I18nInstance>()
  return (i18n) => {
    if (added.has(i18n)) return
    added.add(i18n)
    for (const language of LANGUAGES) {
      i18n.addResourceBundle(language, CORE_NAMESPACE, resources[language], true, false)
    }
  }
}
