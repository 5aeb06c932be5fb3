import type { I18nInstance, Language } from '../../../../core/i18n'
import { translationsAdder } from '../../../locales/translationsAdder'
import de from './de.json'
import en from './en.json'
import es from './es.json'

/** The AllWallets strings: they arrive with the view's own chunk, not with the modal. */
export const ALL_WALLETS_RESOURCES: Record<Language, typeof en> = { en, es, de }

const add = translationsAdder(ALL_WALLETS_RESOURCES)
const added = new WeakSet<I18nInstance>()

/** Adds these strings to a modal's i18n, once per modal. Never call it while rendering. */
export function addAllWalletsTranslations(i18n: I18nInstance): void {
  // Marked first: adding notifies the view, whose next render reads this mark.
  added.add(i18n)
  add(i18n)
}

/** Whether this modal's i18n has these strings already (a read, safe during render). */
export const hasAllWalletsTranslations = (i18n: I18nInstance): boolean => added.has(i18n)
