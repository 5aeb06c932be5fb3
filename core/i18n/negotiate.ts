import { nearestLanguage } from './nearest'
import { LANGUAGES, PSEUDO_LANGUAGE, type KitLanguage, type StringsLanguage } from './languages'

const primaryOf = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? ''

function canonical(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag)
  } catch {
    return undefined
  }
}

/**
 * The kit language `tag` reads its strings in, or undefined when none is near: the tag itself
 * or a shorter form of it (`es-419` → `es`, `fr-CA` → `fr`); Chinese by its script (`zh-HK`,
 * `zh-MO`, `zh-Hant` → `zh-TW`; `zh`, `zh-SG`, `zh-Hans` → `zh-CN`); otherwise the kit's
 * regional form of the same language (`pt`, `pt-PT` → `pt-BR`).
 */
export function kitLanguageOf(tag: string): KitLanguage | undefined {
  const locale = canonical(tag)
  if (!locale) return undefined
  if (locale.language === 'zh') {
    return locale.maximize().script === 'Hant' ? 'zh-TW' : 'zh-CN'
  }
  return (
    nearestLanguage(locale.baseName, LANGUAGES) ??
    LANGUAGES.find((each) => primaryOf(each) === locale.language)
  )
}

/** The language whose files a modal in `language` reads (English when no kit language is near). */
export function stringsLanguageOf(language: string): StringsLanguage {
  if (language.toLowerCase() === PSEUDO_LANGUAGE.toLowerCase()) return PSEUDO_LANGUAGE
  return kitLanguageOf(language) ?? 'en'
}

/**
 * The modal's language for the visitor's (or the host's) tags, most wanted first: the first
 * one the kit has strings near. The tag itself when its strings are those of a shorter form
 * (`es-MX` stays `es-MX`, so numbers and dates read as in Mexico), the kit's tag otherwise
 * (`pt` → `pt-BR`, `zh-HK` → `zh-TW`); the pseudo-locale as it is; English when none is near.
 */
export function negotiateLanguage(requested: readonly string[]): string {
  for (const tag of requested) {
    const locale = canonical(tag)
    if (!locale) continue
    if (stringsLanguageOf(locale.baseName) === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE
    const kit = kitLanguageOf(locale.baseName)
    if (!kit) continue
    const name = locale.baseName
    const regional = name.toLowerCase().startsWith(`${kit.toLowerCase()}-`)
    return regional && locale.language !== 'zh' ? name : kit
  }
  return 'en'
}
