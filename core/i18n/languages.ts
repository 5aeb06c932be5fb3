/**
 * The languages the kit is translated into, one a line. Each has, for every namespace, a
 * `locales/<tag>.json` file (and one under `locales/manifest/` for plugins with manifest
 * labels); a language listed before its files exist reads English until they do. Only the
 * language in use is downloaded: each file is its own chunk (see core/i18n/translations).
 */
export const LANGUAGES = [
  'en',
  'es',
  'de',
  'fr',
  'it',
  'pt-BR',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'ru',
  'uk',
  'tr',
  'ar',
  'hi',
  'id',
  'th',
  'vi',
  'pl',
  'nl',
] as const

/** One of the languages the kit's own strings are written in. */
export type KitLanguage = (typeof LANGUAGES)[number]

/**
 * The pseudo-locale: English accented and made about 40 % longer, generated from the
 * English files as they load (core/i18n/pseudo), to find clipped or overflowing text.
 */
export const PSEUDO_LANGUAGE = 'en-XA'

/** Where a language's strings are read from: a kit language, or the pseudo-locale. */
export type StringsLanguage = KitLanguage | typeof PSEUDO_LANGUAGE

/**
 * A BCP 47 language tag (`'fr'`, `'pt-BR'`, `'es-MX'`): the modal's language. Its strings
 * come in the nearest kit language (English when none is near); numbers and dates are
 * formatted for the tag itself.
 */
export type Language = KitLanguage | typeof PSEUDO_LANGUAGE | (string & {})

/** The namespace of the kit's own strings; each plugin adds one named after its id. */
export const CORE_NAMESPACE = 'portico'

// Scripts written right to left, by the language subtag of the tags that use them.
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb'])

/** Whether text in `language` runs right to left (Arabic, Hebrew, Persian, Urdu...). */
export function isRightToLeft(language: string): boolean {
  return RIGHT_TO_LEFT.has(language.split('-')[0]?.toLowerCase() ?? '')
}
