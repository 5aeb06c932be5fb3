export { createI18n, LANGUAGES, CORE_NAMESPACE, CORE_RESOURCES } from './createI18n'
export type { Language, I18nInstance } from './createI18n'
