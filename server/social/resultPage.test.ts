// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../core/i18n/languages'
import { SOCIAL_RESULT_MESSAGE } from '../../protocol/auth/social'
import { mailStrings } from '../mail/strings'
import { invalidCallbackPage, resultPage } from './resultPage'

const GRANT = { type: SOCIAL_RESULT_MESSAGE, grant: 'g'.repeat(43) } as const
const english = mailStrings('en')

/** The page's visible texts: its elements' text, the data block and the script left out. */
function visibleTexts(body: string): string[] {
  return [...body.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/>([^<]+)</g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((each) => each !== '')
}

describe("the callback's pages in the reader's language", () => {
  it('every language: its own texts (none left in English but the English page), lang and dir', () => {
    const englishTexts = [
      ...visibleTexts(resultPage(GRANT, 'http://shop.test', english).body),
      ...visibleTexts(invalidCallbackPage(english).body),
    ]
    expect(englishTexts).toContain('Returning to the site…')
    expect(englishTexts).toContain('This sign-in is not valid any more')
    for (const language of LANGUAGES) {
      const strings = mailStrings(language)
      const result = resultPage(GRANT, 'http://shop.test', strings).body
      const invalid = invalidCallbackPage(strings).body
      for (const page of [result, invalid]) {
        expect(page).toContain(`<html lang="${language}"`)
        expect(page.includes(' dir="rtl"')).toBe(language === 'ar')
      }
      expect(result).toContain(strings.t('social.returning'))
      expect(result).toContain(strings.t('social.noOpener'))
      expect(invalid).toContain(strings.t('social.invalidTitle'))
      if (language === 'en') continue
      const texts = [...visibleTexts(result), ...visibleTexts(invalid)]
      expect(texts.filter((each) => englishTexts.includes(each))).toEqual([])
    }
  })

  it('the one script is the same bytes in every language, so the policy still allows it by hash', () => {
    for (const language of ['en', 'ar', 'ja'] as const) {
      const { body, headers } = resultPage(GRANT, 'http://shop.test', mailStrings(language))
      const scripts = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
      expect(scripts).toHaveLength(1)
      const hash = createHash('sha256')
        .update(scripts[0] ?? '')
        .digest('base64')
      expect(headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`)
    }
  })
})
