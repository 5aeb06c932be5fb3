import i18next, { type i18n as I18nInstance } from 'i18next'
import { CORE_NAMESPACE, CORE_RESOURCES, LANGUAGES, type Language } from './resources'

/**
 * One i18next instance per modal, so two modals on a page may speak different languages
 * and a plugin's strings reach only the modal that loaded it. Initialised synchronously:
 * the resources are bundled, so nothing waits. Reached only through `import()`
 * (`runtime.loadI18n()`): i18next loads with the modal UI, never with the host page.
 */
export function createI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance()
  void instance.init({
    // Any BCP 47 tag: i18next looks a key up in the tag, its shorter forms (pt-BR, pt), then
    // English, so a plugin may bring languages the kit's own strings are not written in.
    lng: language,
    fallbackLng: 'en',
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    resources: Object.fromEntries(
      // A copy per instance: i18next extends bundles in place when plugins add keys.
      LANGUAGES.map((lng) => [lng, { [CORE_NAMESPACE]: structuredClone(CORE_RESOURCES[lng]) }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

export type { I18nInstance }
