import { describe, expect, it } from 'vitest'
import { CORE_RESOURCES, LANGUAGES, createI18n } from './createI18n'

/** Every key path of a nested resource object, e.g. `alerts.SERVER_ERROR`. */
function keyPaths(resource: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keyPaths(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

/** The untranslated text at a key path, so placeholders are compared before interpolation. */
function rawText(resource: Record<string, unknown>, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resource)
  if (typeof value !== 'string') throw new Error(`${path} is not a text`)
  return value
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

describe('translations', () => {
  const english = keyPaths(CORE_RESOURCES.en).sort()

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the keys English has',
    (language) => {
      expect(keyPaths(CORE_RESOURCES[language]).sort()).toEqual(english)
    },
  )

  it.each(LANGUAGES)('%s has no empty text and keeps every placeholder', (language) => {
    for (const key of english) {
      const text = rawText(CORE_RESOURCES[language], key)
      expect(text.trim(), key).not.toBe('')
      expect(placeholders(text), key).toEqual(placeholders(rawText(CORE_RESOURCES.en, key)))
    }
    expect(placeholders(rawText(CORE_RESOURCES[language], 'alerts.PLUGIN_FAILED'))).toEqual([
      'plugin',
    ])
  })

  it('gives each modal its own instance and language', () => {
    const en = createI18n('en')
    const es = createI18n('es')
    expect(en.t('connectButton.connect')).toBe('Connect Wallet')
    expect(es.t('connectButton.connect')).toBe('Conectar billetera')
  })
})
