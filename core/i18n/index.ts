// The host page imports ./resources and ./pageText directly: this entry also carries
// createI18n, and with it i18next, which only lazy chunks may import.
export { LANGUAGES, CORE_NAMESPACE, CORE_RESOURCES } from './resources'
export type { Language } from './resources'
export { createI18n } from './createI18n'
export type { I18nInstance } from './createI18n'
