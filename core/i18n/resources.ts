import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'

/** The languages the kit's own strings are written in. */
export const LANGUAGES = ['en', 'es', 'de'] as const
/** One of the languages the kit's own strings are written in. */
export type KitLanguage = (typeof LANGUAGES)[number]
/**
 * A BCP 47 language tag (`'fr'`, `'pt-BR'`, `'zh-Hant-TW'`): the modal's language. The kit's
 * own strings come in the nearest language they are written in (English when none is near);
 * a plugin's in the nearest its translations cover.
 */
export type Language = KitLanguage | (string & {})

/** The namespace of the kit's own strings; each plugin adds one named after its id. */
export const CORE_NAMESPACE = 'portico'

/**
 * The strings the host page shows (its buttons): a few bytes, read by `pageText` on the page
 * and handed to i18next when it loads with the modal UI. Free of i18next on purpose.
 */
export const CORE_RESOURCES: Record<KitLanguage, typeof en> = { en, es, de }
