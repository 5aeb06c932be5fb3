import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

// What the pseudo-locale (accented and 40 % longer) is for: on the view the modal shows, text
// that does not fit its box (clipped by an overflow, or running out of its box or the dialog)
// and text that stayed English (every pseudo-localized string is accented, so a plain ASCII
// word of the kit's English strings on screen escaped translation).

/** The English files of the kit's namespaces the modal shows (the page, shell, plugins). */
const ENGLISH_FILES = [
  'core/i18n/locales/en.json',
  'shell/locales/en.json',
  ...['activity', 'onramp', 'receive', 'send', 'swaps'].map(
    (plugin) => `plugins/${plugin}/locales/manifest/en.json`,
  ),
  ...['activity', 'email', 'onramp', 'pay', 'receive', 'send', 'siwx', 'swaps'].map(
    (plugin) => `plugins/${plugin}/locales/en.json`,
  ),
  'tests/third-party-plugin/gas-tracker/locales/en.json',
  'tests/third-party-plugin/gas-tracker/locales/manifest/en.json',
]

function textsOf(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree]
  if (typeof tree !== 'object' || tree === null) return []
  return Object.values(tree).flatMap(textsOf)
}

/**
 * Every word of three letters or more in the kit's English strings (placeholders left out),
 * lower-cased: a word of these on a pseudo-localized screen is English that escaped i18next.
 */
export function englishWords(): string[] {
  const words = new Set<string>()
  for (const file of ENGLISH_FILES) {
    const tree: unknown = JSON.parse(
      readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'),
    )
    for (const text of textsOf(tree))
      for (const word of text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? [])
        words.add(word.toLowerCase())
  }
  return [...words]
}

export interface TextFitOptions {
  /** englishWords(). */
  english: readonly string[]
  /**
   * Text that is data, not the kit's strings, and stays as it is in any language: names of
   * wallets, networks, tokens and exchanges, the host's own texts.
   */
  names: readonly string[]
}

/**
 * The problems of the text of the modal's dialog as it is on screen, one line each: text
 * clipped by an element's overflow (unless an ellipsis with a title holding the whole text),
 * text running out of its own box or the dialog's, and English words.
 */
export function textFitProblems(page: Page, options: TextFitOptions): Promise<string[]> {
  return page.evaluate(({ english, names }) => {
    // A pixel and a half of rounding and of glyphs overhanging their advance.
    const SLACK = 1.5
    const root = document.querySelector('[data-portico-modal]')?.shadowRoot
    const dialog = root?.querySelector('[role="dialog"]')
    if (!dialog) return ['no dialog on screen']
    const problems = new Set<string>()
    const vocabulary = new Set(english)
    // The longest first: a name inside a longer one is taken with it.
    const data = [...names].sort((one, other) => other.length - one.length)
    const bounds = dialog.getBoundingClientRect()
    // On screen: visible, and not a screen reader's text (a visually hidden box of 1 px).
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      return (
        element.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1
      )
    }
    const clips = (value: string) => value !== 'visible'
    /** The element as the message names it: its tag and classes. */
    const nameOf = (element: Element) => [element.localName, ...element.classList].join('.')
    const quote = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 60))
    /** The text an element shows (its style sheets left out). */
    const shownText = (element: Element) => {
      let text = ''
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode())
        if (!node.parentElement?.closest('style')) text += node.textContent ?? ''
      return text
    }

    /** Reports the English words of a text (names and addresses are data, left out). */
    const englishIn = (text: string, where: string) => {
      let rest = text
      for (const name of data) rest = rest.split(name).join(' ')
      rest = rest.replace(/0x[0-9a-fA-F…]+/g, ' ')
      const words = (rest.match(/[A-Za-z]{3,}/g) ?? []).filter((word) =>
        vocabulary.has(word.toLowerCase()),
      )
      if (words.length > 0) problems.add(`English ${where} (${words.join(', ')}): ${quote(text)}`)
    }
    // What screen readers and hovers say counts as much as the text on screen.
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
      for (const element of dialog.querySelectorAll(`[${attribute}]`))
        englishIn(element.getAttribute(attribute) ?? '', `attribute ${attribute}`)

    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (text.trim() === '' || !parent || parent.closest('style') || !shown(parent)) continue
      englishIn(text, 'text')

      // The box the text lays out in (the nearest ancestor that is not inline), and whether an
      // ancestor clips it (then the check of clipping elements below reports it).
      let box: Element = parent
      while (
        box !== dialog &&
        getComputedStyle(box).display.startsWith('inline') &&
        box.parentElement
      )
        box = box.parentElement
      let clipped = false
      for (
        let ancestor: Element | null = parent;
        ancestor && ancestor !== dialog;
        ancestor = ancestor.parentElement
      )
        if (clips(getComputedStyle(ancestor).overflowX)) clipped = true
      if (clipped) continue
      const boxBounds = box.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue
        if (rect.left < bounds.left - SLACK || rect.right > bounds.right + SLACK)
          problems.add(`outside the dialog: ${quote(text)} in ${nameOf(box)}`)
        else if (rect.left < boxBounds.left - SLACK || rect.right > boxBounds.right + SLACK)
          problems.add(`out of its box: ${quote(text)} in ${nameOf(box)}`)
      }
    }

    for (const element of dialog.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || !shown(element)) continue
      const text = shownText(element)
      if (text.trim() === '') continue
      const style = getComputedStyle(element)
      // A scrolling box shows all of its text, scrolled to.
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip'
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip'
      const clippedX = clipsX && element.scrollWidth > element.clientWidth + SLACK
      const clippedY = clipsY && element.scrollHeight > element.clientHeight + SLACK
      if (!clippedX && !clippedY) continue
      // An ellipsis is a way of fitting, when the whole text is at hand on hover.
      const titled = element.closest('[title]')?.getAttribute('title')
      if (clippedX && !clippedY && style.textOverflow === 'ellipsis' && titled) continue
      problems.add(
        `clipped ${clippedX ? 'across' : 'down'}: ${quote(text)} in ${nameOf(element)} ` +
          `(${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight})`,
      )
    }
    return [...problems]
  }, options)
}
