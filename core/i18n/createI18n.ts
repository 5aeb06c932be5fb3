import i18next, { type i18n as I18nInstance } from 'i18next'
import { CORE_NAMESPACE } from './languages'

/**
 * One i18next instance per modal, so two modals on a page may speak different languages
 * and a plugin's strings reach only the modal that loaded it. It starts empty: each
 * namespace's strings arrive in the modal's language only, through the translation sources
 * (core/i18n/translations), each language its own chunk. Reached only through `import()`
 * (`runtime.loadI18n()`): i18next loads with the modal UI, never with the host page.
 */
export function createI18n(language: string): I18nInstance {
  const instance = i18next.createInstance()
  void instance.init({
    // A regional tag reads its language's strings (es-MX, then es), then English: the
    // fallback for a namespace not translated into the language yet.
    lng: language,
    fallbackLng: 'en',
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

/**
 * The modal's i18next, made once any language switch under way has landed (a switch sets the
 * store's language only once its strings are there), in the store's language then.
 */
export async function createModalI18n(
  language: () => string,
  switching: () => Promise<unknown>,
): Promise<I18nInstance> {
  for (let pending = switching(); ;) {
    await pending
    const latest = switching()
    if (latest === pending) break
    pending = latest
  }
  return createI18n(language())
}

export type { I18nInstance }
