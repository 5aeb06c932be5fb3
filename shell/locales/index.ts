import type { Language } from '../../core/i18n'
import { translationsAdder } from './translationsAdder'
import de from './de.json'
import en from './en.json'
import es from './es.json'

/**
 * The modal's own strings. They travel with the UI chunk: the host page carries only the
 * few strings its buttons show (core/i18n/locales), the rest arrives with the first open.
 */
export const SHELL_RESOURCES: Record<Language, typeof en> = { en, es, de }

/** Adds these strings to a modal's i18n, once per modal. */
export const addShellTranslations = translationsAdder(SHELL_RESOURCES)
