import { describe, expect, it } from 'vitest'
import { DISPLAY_NAME_LIMIT } from '../../core/constants'
import { displayName } from './displayName'

describe('displayName', () => {
  it.each(['', 'alice.eth', 'a'.repeat(DISPLAY_NAME_LIMIT)])('shows %j whole', (name) => {
    expect(displayName(name)).toEqual({ text: name, truncated: false })
  })

  it('cuts a longer name to the limit, the ellipsis included', () => {
    const { text, truncated } = displayName('a'.repeat(DISPLAY_NAME_LIMIT + 1))
    expect(truncated).toBe(true)
    expect(text).toBe(`${'a'.repeat(DISPLAY_NAME_LIMIT - 1)}…`)
    expect([...text]).toHaveLength(DISPLAY_NAME_LIMIT)
  })

  it('cuts a 100,000-character name the same way', () => {
    expect(displayName('x'.repeat(100_000)).text).toBe(`${'x'.repeat(DISPLAY_NAME_LIMIT - 1)}…`)
  })

  it('counts an emoji as one character and never splits it', () => {
    const fits = '🦊'.repeat(DISPLAY_NAME_LIMIT)
    // 60 UTF-16 units, but 30 characters: shown whole.
    expect(displayName(fits)).toEqual({ text: fits, truncated: false })
    const { text } = displayName('🦊'.repeat(DISPLAY_NAME_LIMIT + 5))
    expect(text).toBe(`${'🦊'.repeat(DISPLAY_NAME_LIMIT - 1)}…`)
  })

  it('leaves no space before the ellipsis', () => {
    const name = `${'a'.repeat(DISPLAY_NAME_LIMIT - 2)} ${'b'.repeat(10)}`
    expect(displayName(name).text).toBe(`${'a'.repeat(DISPLAY_NAME_LIMIT - 2)}…`)
  })
})
