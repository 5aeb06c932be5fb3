import { own } from '../own'
import { CORE_RESOURCES, type Language } from './resources'

type Strings = { readonly [key: string]: string | Strings }

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * The host page's strings (its buttons) without i18next, which loads with the modal UI:
 * a dotted key of core/i18n/locales, in the language nearest to `language` or else in English (the key itself when
 * neither has it), with `{{placeholders}}` filled from `values` as i18next fills them.
 */
export function pageText(
  language: Language,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  // The kit's own languages have no regional forms: `es-MX` reads the Spanish strings.
  const strings =
    own(CORE_RESOURCES, language.split('-')[0]?.toLowerCase() ?? '') ?? CORE_RESOURCES.en
  const text = lookup(strings, key) ?? lookup(CORE_RESOURCES.en, key) ?? key
  // As i18next does: a placeholder without a value stays as it is.
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
