import i18next, { type i18n as I18nInstance } from 'i18next'
import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'

export const LANGUAGES = ['en', 'es', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

/** The namespace of the kit's own strings; each plugin adds one named after its id. */
export const CORE_NAMESPACE = 'portico'

export const CORE_RESOURCES: Record<Language, typeof en> = { en, es, de }

/**
 * One i18next instance per modal, so two modals on a page may speak different languages
 * and a plugin's strings reach only the modal that loaded it. Initialised synchronously:
 * the resources are bundled, so nothing waits.
 */
export function createI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
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
