import type { Language } from '../../../../core/i18n'
import de from './de.json'
import en from './en.json'
import es from './es.json'

/** The ProfileWallets strings: they travel with the view. */
export const PROFILE_WALLETS_RESOURCES: Record<Language, typeof en> = { en, es, de }
