import i18next, { type TFunction } from 'i18next'
import de from '../locales/de.json'
import en from '../locales/en.json'
import es from '../locales/es.json'

/** The frame's own strings, per language; English is the fallback. */
export const FRAME_RESOURCES = { en, es, de } as const
export type FrameLanguage = keyof typeof FRAME_RESOURCES

const isFrameLanguage = (value: string): value is FrameLanguage =>
  Object.prototype.hasOwnProperty.call(FRAME_RESOURCES, value)

export interface FrameI18n {
  t: TFunction
  /** Follows the modal's language (SYNC_DAPP_DATA); an unknown one falls back to English. */
  setLanguage(language: string | undefined): void
  language(): FrameLanguage
}

/** The frame's i18next instance, synchronous (its resources are bundled). */
export function createFrameI18n(initial: string | undefined = undefined): FrameI18n {
  const instance = i18next.createInstance()
  const pick = (language: string | undefined): FrameLanguage => {
    const base = (language ?? 'en').split('-')[0] ?? 'en'
    return isFrameLanguage(base) ? base : 'en'
  }
  void instance.init({
    lng: pick(initial),
    fallbackLng: 'en',
    supportedLngs: Object.keys(FRAME_RESOURCES),
    resources: Object.fromEntries(
      Object.entries(FRAME_RESOURCES).map(([language, strings]) => [
        language,
        { translation: strings },
      ]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return {
    t: instance.t.bind(instance),
    setLanguage(language) {
      void instance.changeLanguage(pick(language))
    },
    language: () => pick(instance.language),
  }
}
