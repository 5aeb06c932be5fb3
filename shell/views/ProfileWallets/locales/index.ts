import { CORE_NAMESPACE, LANGUAGES, type I18nInstance, type Language } from '../../../../core/i18n'
import de from './de.json'
import en from './en.json'
import es from './es.json'

/** The ProfileWallets strings: they travel with the view. */
export const PROFILE_WALLETS_RESOURCES: Record<Language, typeof en> = { en, es, de }

const added = new WeakSet<object>()

/** Adds the strings to a modal's i18n once. */
export function addProfileWalletsTranslations(i18n: I18nInstance): void {
  if (added.has(i18n)) return
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(
      language,
      CORE_NAMESPACE,
      PROFILE_WALLETS_RESOURCES[language],
      true,
      false,
    )
  }
  added.add(i18n)
}
