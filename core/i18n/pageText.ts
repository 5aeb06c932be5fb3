import { own } from '../own'
import { PAGE_STRINGS, type Language } from './resources'
import type { TranslationTree } from './types'

function lookup(strings: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = strings
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * The host page's strings (its buttons) without i18next, which loads with the modal UI:
 * a dotted key of core/i18n/locales in `language`, or else in English (the key itself when
 * neither has it). A language's strings are there once the language switch has brought them
 * (the store names the language only then). The page's strings have no placeholders.
 */
export function pageText(language: Language, key: string): string {
  return lookup(own(PAGE_STRINGS, language) ?? {}, key) ?? lookup(PAGE_STRINGS.en ?? {}, key) ?? key
}
