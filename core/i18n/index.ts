// The host page imports ./pageText (and the types) directly: this entry also carries
// createI18n, and with it i18next, which only lazy chunks may import.
export { LANGUAGES, CORE_NAMESPACE, PSEUDO_LANGUAGE, isRightToLeft } from './languages'
export type { KitLanguage, Language, StringsLanguage } from './languages'
export { createI18n } from './createI18n'
export type { I18nInstance } from './createI18n'
export type { TranslationLoader, TranslationTree } from './types'
