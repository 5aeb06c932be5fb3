import { acceptLanguageSchema } from '../../protocol/auth/contract'
import { type KitLanguage } from '../../core/i18n/languages'
import { kitLanguageOf } from '../../core/i18n/negotiate'

/**
 * The language of what the service writes to a person (its e-mails, its approval page): one of
 * the kit's languages, negotiated from an Accept-Language header by the kit's own rule
 * (core/i18n/negotiate: `fr-CA` → `fr`, `zh-HK` → `zh-TW`, `pt` → `pt-BR`), which is pure and
 * imports nothing of the browser.
 */

/** The tags of an Accept-Language header, most wanted first; `*` and q=0 are left out. */
export function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((each) => each.trim())
      const q = parameters.find((each) => /^q=/i.test(each))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The kit language nearest to the first tag of `header` that has one; undefined when the
 * header is absent, not valid (too long) or names no language near one of the kit's.
 */
export function negotiateKitLanguage(header: unknown): KitLanguage | undefined {
  const parsed = acceptLanguageSchema.safeParse(header)
  if (!parsed.success || parsed.data === undefined) return undefined
  for (const tag of acceptedTags(parsed.data)) {
    const language = kitLanguageOf(tag)
    if (language) return language
  }
  return undefined
}

/** The language of an e-mail a request causes: its Accept-Language's, English without one. */
export const mailLanguageOf = (header: unknown): KitLanguage => negotiateKitLanguage(header) ?? 'en'
