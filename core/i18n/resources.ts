import type { TranslationTree } from './types'

export type { KitLanguage, Language } from './languages'
export { CORE_NAMESPACE } from './languages'

/**
 * The host page's strings by the modal's language, read by `pageText` without i18next.
 * English is written here, bundled for the first paint (pageText.test checks it against
 * locales/en.json: importing that file would put it in the lazy language map's chunk graph
 * on the page too); any other language is added by the language switch
 * (core/i18n/switchLanguage) before the store names it, so the page carries one language.
 */
export const PAGE_STRINGS: Record<string, TranslationTree> = {
  en: {
    connectButton: { connect: 'Connect Wallet', connecting: 'Connecting…' },
    networkButton: { select: 'Select Network', unsupported: 'Wrong network' },
  },
}
