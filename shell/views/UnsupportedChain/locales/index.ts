import type { Language } from '../../../../core/i18n'
import { translationsAdder } from '../../../locales/translationsAdder'
import de from './de.json'
import en from './en.json'
import es from './es.json'

/** The UnsupportedChain strings: they travel with the view. */
export const UNSUPPORTED_CHAIN_RESOURCES: Record<Language, typeof en> = { en, es, de }

/** Adds these strings to a modal's i18n, once per modal. */
export const addUnsupportedChainTranslations = translationsAdder(UNSUPPORTED_CHAIN_RESOURCES)
