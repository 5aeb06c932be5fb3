import { describe, expect, it } from 'vitest'
import { PALETTES, SHARED_THEME } from '../modal/theme'
import { BUTTON_CSS } from './buttonStyles'
import { CONNECTED_CSS } from './connected/connectedStyles'

/** Every `var(--name,fallback)` of a stylesheet, as name -> the fallbacks written for it. */
function fallbacks(css: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  for (const [, name = '', fallback = ''] of css.matchAll(
    /var\((--[\w-]+),([^()]*(?:\([^()]*\))?)\)/g,
  )) {
    found.set(name, (found.get(name) ?? new Set()).add(fallback.replace(/\s/g, '')))
  }
  return found
}

const compact = (value: string) =>
  value
    .replace(/\s/g, '')
    .replace(/^#3366ff$/, '#36f')
    .replace(/^#ffffff$/, '#fff')

describe("the page buttons' stylesheets", () => {
  it("fall back to the modal theme's defaults, light or dark", () => {
    const allowed = (name: string) =>
      new Set(
        [
          SHARED_THEME[name as keyof typeof SHARED_THEME],
          PALETTES.light[name as keyof typeof PALETTES.light],
          PALETTES.dark[name as keyof typeof PALETTES.dark],
        ]
          .filter((value): value is string => value !== undefined)
          .map(compact),
      )
    const written = fallbacks(BUTTON_CSS + CONNECTED_CSS)
    expect([...written.keys()].sort()).toEqual([
      '--portico-accent',
      '--portico-accent-foreground',
      '--portico-border',
      '--portico-border-radius',
      '--portico-error',
      '--portico-font-family',
      '--portico-font-size',
      '--portico-foreground',
      '--portico-surface',
    ])
    for (const [name, values] of written) {
      for (const value of values) {
        // The font stack is the modal's, shortened to its first and last family.
        if (name === '--portico-font-family') expect(value).toBe('system-ui,sans-serif')
        else expect(allowed(name), `${name}: ${value}`).toContain(value)
      }
    }
  })

  it('keep to logical properties, so a right-to-left page mirrors the buttons', () => {
    expect(BUTTON_CSS + CONNECTED_CSS).not.toMatch(
      /(margin|padding|border)-(left|right)|\b(left|right):/,
    )
  })
})
