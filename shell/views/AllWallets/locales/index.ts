import type { Language } from '../../../../core/i18n'
import de from './de.json'
import en from './en.json'
import es from './es.json'

/** The AllWallets strings: they arrive with the view's own chunk, not with the modal. */
export const ALL_WALLETS_RESOURCES: Record<Language, typeof en> = { en, es, de }
