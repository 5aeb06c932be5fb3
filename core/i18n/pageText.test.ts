import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from './createI18n'
import { pageText } from './pageText'
import { CORE_RESOURCES, LANGUAGES, type Language } from './resources'

// The page reads its strings without i18next, and the modal UI reads the same strings with
// it: both must answer alike. Some cases need strings the kit does not ship (a gap in one
// language, a placeholder), so a test may swap one language's strings; each is put back.
const shipped = { ...CORE_RESOURCES }
afterEach(() => void Object.assign(CORE_RESOURCES, shipped))

function useStrings(language: Language, strings: object): void {
  ;(CORE_RESOURCES as Record<Language, object>)[language] = strings
}

const leafKeys = (strings: object, prefix = ''): string[] =>
  Object.entries(strings).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )

describe('pageText', () => {
  it('answers every page string as i18next does, in every language', () => {
    const keys = leafKeys(CORE_RESOURCES.en)
    expect(keys).toEqual([
      'connectButton.connect',
      'connectButton.connecting',
      'networkButton.select',
    ])
    for (const language of LANGUAGES) {
      const i18n = createI18n(language)
      for (const key of keys) expect(pageText(language, key)).toBe(i18n.t(key))
    }
    expect(pageText('de', 'connectButton.connect')).toBe('Wallet verbinden')
    expect(pageText('es', 'networkButton.select')).toBe('Elegir red')
  })

  it('falls back to English for a key a language lacks, and to the key when none has it', () => {
    useStrings('de', { connectButton: { connect: 'Wallet verbinden' } })
    const i18n = createI18n('de')
    for (const key of ['connectButton.connecting', 'networkButton.select', 'nowhere.toBeFound']) {
      expect(pageText('de', key)).toBe(i18n.t(key))
    }
    expect(pageText('de', 'connectButton.connecting')).toBe('Connecting…')
    expect(pageText('de', 'nowhere.toBeFound')).toBe('nowhere.toBeFound')
    // A group is not a string: the key again, never "[object Object]".
    expect(pageText('de', 'connectButton')).toBe('connectButton')
  })

  it('fills placeholders as i18next does, leaving one without a value as it is', () => {
    useStrings('en', { greeting: { hello: 'Hello, {{name}}: {{ count }} new, {{other}}' } })
    const i18n = createI18n('en')
    const key = 'greeting.hello'
    const values = { name: 'Ada', count: 0 }
    expect(pageText('en', key, values)).toBe(i18n.t(key, values))
    expect(pageText('en', key, values)).toBe('Hello, Ada: 0 new, {{other}}')
    expect(pageText('en', key)).toBe(i18n.t(key))
    expect(pageText('en', key)).toBe('Hello, {{name}}: {{ count }} new, {{other}}')
  })
})
