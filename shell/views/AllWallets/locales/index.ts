import { CORE_NAMESPACE, LANGUAGES, type I18nInstance, type Language } from '../../../../core/i18n'
import de from './de.json'
import en from './en.json'
import es from './es.json'

/** The AllWallets strings: they arrive with the view's own chunk, not with the modal. */
export const ALL_WALLETS_RESOURCES: Record<Language, typeof en> = { en, es, de }

export function addAllWalletsTranslations(i18n: I18nInstance): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, CORE_NAMESPACE, ALL_WALLETS_RESOURCES[language], true, false)
  }
}
