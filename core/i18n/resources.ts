import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'

export const LANGUAGES = ['en', 'es', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

/** The namespace of the kit's own strings; each plugin adds one named after its id. */
export const CORE_NAMESPACE = 'portico'

/**
 * The strings the host page shows (its buttons): a few bytes, read by `pageText` on the page
 * and handed to i18next when it loads with the modal UI. Free of i18next on purpose.
 */
export const CORE_RESOURCES: Record<Language, typeof en> = { en, es, de }
