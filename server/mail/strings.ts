import { isRightToLeft, type KitLanguage } from '../../core/i18n/languages'
import ar from './locales/ar.json'
import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'
import fr from './locales/fr.json'
import hi from './locales/hi.json'
import id from './locales/id.json'
import it from './locales/it.json'
import ja from './locales/ja.json'
import ko from './locales/ko.json'
import nl from './locales/nl.json'
import pl from './locales/pl.json'
import ptBR from './locales/pt-BR.json'
import ru from './locales/ru.json'
import th from './locales/th.json'
import tr from './locales/tr.json'
import uk from './locales/uk.json'
import vi from './locales/vi.json'
import zhCN from './locales/zh-CN.json'
import zhTW from './locales/zh-TW.json'

/**
 * The auth service's texts (its e-mails, its approval page, social sign-in's callback page) in
 * the kit's languages, from server/mail/locales (tests/i18n-parity checks them like every
 * other namespace). All are loaded at start: the service is one process, and the files are
 * small.
 */

type Tree = { [key: string]: string | Tree }

const RESOURCES: Record<KitLanguage, Tree> = {
  en,
  es,
  de,
  fr,
  it,
  'pt-BR': ptBR,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ru,
  uk,
  tr,
  ar,
  hi,
  id,
  th,
  vi,
  pl,
  nl,
}

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other'
/** Every key path of English, a plural family by its name (`duration`, not `duration_one`). */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Family}${PluralSuffix}`
      ? `${Prefix}${Family}`
      : `${Prefix}${K}`
    : KeyOf<T[K], `${Prefix}${K}.`>
}[keyof T & string]
export type MailKey = KeyOf<typeof en>

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`a value for {{${name}}} is missing`)
    return String(value)
  })
}

export interface MailStrings {
  language: KitLanguage
  /** Whether the language is written right to left (the page's `dir`). */
  rightToLeft: boolean
  /**
   * The text of `key` with its placeholders filled. With a numeric `count`, the plural form
   * the language uses for it. A key missing in the language reads English (the parity test
   * keeps every language complete).
   */
  t(key: MailKey, values?: Record<string, string | number>): string
  /** The text of `key` with its placeholders as written, for markup to fill them. */
  template(key: MailKey): string
}

export function mailStrings(language: KitLanguage): MailStrings {
  const own = RESOURCES[language]
  const plurals = new Intl.PluralRules(language)
  const find = (path: string) => lookup(own, path) ?? lookup(en, path)
  const template = (key: string) => {
    const text = find(key)
    if (text === undefined) throw new Error(`no text for ${key}`)
    return text
  }
  return {
    language,
    rightToLeft: isRightToLeft(language),
    t(key, values = {}) {
      const count = values.count
      const text =
        typeof count === 'number'
          ? (find(`${key}_${plurals.select(count)}`) ?? find(`${key}_other`))
          : find(key)
      if (text === undefined) throw new Error(`no text for ${key}`)
      return interpolate(text, values)
    },
    template,
  }
}
