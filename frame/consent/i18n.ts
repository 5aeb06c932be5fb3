/// <reference types="vite/client" />
import i18next, { type TFunction } from 'i18next'
import { kitLanguageOf } from '../../core/i18n/negotiate'

/**
 * The frame's own strings, per language (frame/locales/<tag>.json, found by path, so a new
 * language is a new file); English is the fallback. Every language is in the frame's own
 * bundle (its screens draw at once when a request arrives, with no fetch in between); the
 * kit's modal downloads one language at a time.
 */
export const FRAME_RESOURCES: Readonly<Record<string, object>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<object>('../locales/*.json', { eager: true, import: 'default' }),
  ).map(([file, strings]) => [/([^/]+)\.json$/.exec(file)?.[1] ?? file, strings]),
)

/** A language the frame has strings in. */
export type FrameLanguage = string

/** The frame's language nearest to `language` (the kit's tags: pt is pt-BR), else English. */
function pick(language: string | undefined): FrameLanguage {
  const kit = kitLanguageOf(language ?? 'en')
  return kit && Object.hasOwn(FRAME_RESOURCES, kit) ? kit : 'en'
}

export interface FrameI18n {
  t: TFunction
  /** Follows the modal's language (SYNC_DAPP_DATA); an unknown one falls back to English. */
  setLanguage(language: string | undefined): void
  language(): FrameLanguage
}

/** The frame's i18next instance, synchronous (its resources are bundled). */
export function createFrameI18n(initial: string | undefined = undefined): FrameI18n {
  const instance = i18next.createInstance()
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
