import { describe, expect, it } from 'vitest'
import { isRightToLeft, LANGUAGES } from './languages'
import { kitLanguageOf, negotiateLanguage, stringsLanguageOf } from './negotiate'
import { PSEUDO_EXPANSION, pseudoText, pseudoTree } from './pseudo'

describe('language negotiation', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['es-419', 'es'],
    ['FR-ca', 'fr'],
    ['de-AT', 'de'],
    ['en-GB', 'en'],
    ['ar-EG', 'ar'],
  ])('%s reads the strings of %s', (tag, kit) => {
    expect(kitLanguageOf(tag)).toBe(kit)
  })

  it('knows no kit language for one it has no strings near, nor for a malformed tag', () => {
    expect(kitLanguageOf('eu')).toBeUndefined()
    expect(kitLanguageOf('sw-KE')).toBeUndefined()
    expect(kitLanguageOf('en_US')).toBeUndefined()
    expect(stringsLanguageOf('eu')).toBe('en')
  })

  it('picks the first tag the kit has strings near, keeping a regional tag for formats', () => {
    expect(negotiateLanguage(['eu', 'es-MX', 'en'])).toBe('es-MX')
    expect(negotiateLanguage(['pt', 'en'])).toBe('pt-BR')
    expect(negotiateLanguage(['zh-HK'])).toBe('zh-TW')
    expect(negotiateLanguage(['zh-Hans-CN'])).toBe('zh-CN')
    expect(negotiateLanguage(['not a tag', 'fr-CA'])).toBe('fr-CA')
    expect(negotiateLanguage(['eu', 'sw'])).toBe('en')
    expect(negotiateLanguage([])).toBe('en')
  })

  it('takes the pseudo-locale as it is', () => {
    expect(negotiateLanguage(['en-XA'])).toBe('en-XA')
    expect(negotiateLanguage(['en-xa'])).toBe('en-XA')
    expect(stringsLanguageOf('en-XA')).toBe('en-XA')
  })

  it('lists each language once, English first, every tag well formed', () => {
    expect(LANGUAGES[0]).toBe('en')
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length)
    for (const tag of LANGUAGES) expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(20)
  })
})

describe('right to left', () => {
  it.each(['ar', 'ar-EG', 'he', 'fa-IR', 'ur'])('%s runs right to left', (tag) => {
    expect(isRightToLeft(tag)).toBe(true)
  })
  it.each(['en', 'fr', 'zh-TW', 'arn'])('%s runs left to right', (tag) => {
    expect(isRightToLeft(tag)).toBe(false)
  })
})

describe('the pseudo-locale', () => {
  it('accents every letter, keeps placeholders, nestings and tags, and is about 40 % longer', () => {
    const english = 'Send {{amount}} to <b>{{name}}</b> now, $t(common.ok)'
    const pseudo = pseudoText(english)
    expect(pseudo).toMatch(/^\[Šéñð \{\{amount\}\} ţó <b>\{\{name\}\}<\/b> ñóŵ, \$t\(common\.ok\)/)
    expect(pseudo.length).toBeGreaterThanOrEqual(english.length * (1 + PSEUDO_EXPANSION))
    expect(pseudoTree({ a: { b: 'Hi' } })).toEqual({ a: { b: pseudoText('Hi') } })
  })
})
