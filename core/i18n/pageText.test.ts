import { afterEach, describe, expect, it } from 'vitest'
import english from './locales/en.json'
import { pageText } from './pageText'
import { PAGE_STRINGS } from './resources'

afterEach(() => {
  for (const language of Object.keys(PAGE_STRINGS)) {
    if (language !== 'en') Reflect.deleteProperty(PAGE_STRINGS, language)
  }
})

describe('pageText', () => {
  it('bundles English as locales/en.json writes it, and no other language', () => {
    expect(PAGE_STRINGS).toEqual({ en: english })
  })

  it('reads a language the switch has brought, English for what it lacks, else the key', () => {
    PAGE_STRINGS['de'] = { connectButton: { connect: 'Wallet verbinden' } }
    expect(pageText('de', 'connectButton.connect')).toBe('Wallet verbinden')
    expect(pageText('de', 'connectButton.connecting')).toBe('Connecting…')
    // Not brought (yet): English, never keys.
    expect(pageText('fr', 'connectButton.connect')).toBe('Connect Wallet')
    expect(pageText('de', 'nowhere.toBeFound')).toBe('nowhere.toBeFound')
    // A group is not a string, and the prototype is not a language.
    expect(pageText('de', 'connectButton')).toBe('connectButton')
    expect(pageText('constructor', 'connectButton.connect')).toBe('Connect Wallet')
  })
})
