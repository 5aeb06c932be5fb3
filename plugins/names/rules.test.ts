import { describe, expect, it } from 'vitest'
import { nameIssue, normalizeName } from './rules'
import en from './locales/en.json'

describe('the account-name rules', () => {
  it('take at least 4 letters, digits and hyphens', () => {
    for (const name of ['ada1', 'ada-lovelace', 'A-1-b', '----', '2024']) {
      expect(nameIssue(name), name).toBeUndefined()
    }
  })

  it('refuse fewer than 4 characters, with its message', () => {
    for (const name of ['', 'a', 'ab-']) expect(nameIssue(name), name).toBe('tooShort')
    expect(en.rules.tooShort).toBe('A name has at least 4 characters.')
  })

  it('refuse any other character, even in a short name, with its message', () => {
    for (const name of ['ada lovelace', 'ada.eth', 'ada_l', 'adá-l', 'a b', 'ada!']) {
      expect(nameIssue(name), name).toBe('characters')
    }
    expect(en.rules.characters).toBe('Use only letters, digits and hyphens.')
  })

  it('keep names in lower case, without the spaces around them', () => {
    expect(normalizeName('  Ada-Lovelace ')).toBe('ada-lovelace')
  })
})
