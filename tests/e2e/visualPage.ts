import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { PALETTES, type ThemeMode } from '../../shell/modal/theme'
import { settled } from './languagePage'

// The demo page made to draw the modal the same way on every run and every machine, for the
// visual regression suite: the modal in Inter brought with the suite (not the machine's
// fonts), no animation, transition or caret, the shop behind it hidden, the pointer away, and
// each screenshot taken once the view has drawn everything it shows.

/** The widths the modal is drawn at: a laptop's (the centred card) and a phone's (the sheet). */
export const VIEWPORTS = {
  1280: { width: 1280, height: 800 },
  375: { width: 375, height: 812 },
} as const
export type Width = keyof typeof VIEWPORTS
export const WIDTHS: readonly Width[] = [1280, 375]
export const THEMES: readonly ThemeMode[] = ['light', 'dark']

/** The family the modal is drawn in: Inter, under a name no installed font can have. */
const FONT_FAMILY = 'Portico Visual Inter'
/** Inter's weights the modal's styles use: text, and the semi-bold of titles (bold spare). */
const FONT_WEIGHTS = [400, 500, 600, 700]
/** Where the page fetches the font files, answered by the suite (a route), never the network. */
const FONT_PATH = '/__portico-visual-fonts/'
const FONT_FILE = /^inter-[a-z-]+-\d{3}-normal\.woff2$/

const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  'files',
)

/**
 * @fontsource/inter's @font-face rules of FONT_WEIGHTS, every subset with its unicode-range,
 * renamed to FONT_FAMILY, the woff2 files alone, and `block`: text is never drawn in a
 * fallback font while Inter loads.
 */
const FONT_FACES = FONT_WEIGHTS.map((weight) =>
  readFileSync(path.join(fontsDir, '..', `${weight}.css`), 'utf8')
    .replaceAll("font-family: 'Inter'", `font-family: '${FONT_FAMILY}'`)
    .replaceAll('font-display: swap', 'font-display: block')
    .replace(
      /src: url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)[^;]*;/g,
      `src: url(${FONT_PATH}$1) format('woff2');`,
    ),
).join('\n')

/** The code points Inter's subsets cover (their unicode-range), as [first, last] pairs. */
const INTER_RANGES: ReadonlyArray<readonly [number, number]> = Array.from(
  FONT_FACES.matchAll(/unicode-range: ([^;]+);/g),
)
  .flatMap(([, ranges = '']) => ranges.split(','))
  .map((range) => {
    const [first = '', last = first] = range.trim().replace(/^U\+/, '').split('-')
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)] as const
  })

/** Whether Inter draws `character` (white space drawn by none is fine). */
const interCovers = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0
  return /\s/.test(character) || INTER_RANGES.some(([first, last]) => code >= first && code <= last)
}

// In the page: the shop hidden and a plain backdrop while a screenshot is taken (the panel's
// rounded corners show what is behind it; the shop's own looks are not this suite's matter).
const PAGE_STYLE = `
html[data-visual-shot] body { background: #808080 !important; }
html[data-visual-shot] #root { visibility: hidden !important; }
`
/** The attribute on the modal's shadow root's style, so it is added once. */
const SHADOW_STYLE_ID = 'portico-visual-style'
/**
 * What every screenshot masks: times ("now", "2 minutes ago" or a date, as the clock says).
 * Each is drawn in a box of one width (SHADOW_STYLE), so its mask is the same whatever it says.
 */
export const ALWAYS_MASKED = ['time']
// In the modal's shadow root (the page's styles do not reach in): nothing moves, no caret;
// times in a box of one width.
const SHADOW_STYLE = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
time {
  display: inline-block !important;
  width: 8em !important;
  overflow: hidden !important;
  white-space: nowrap !important;
  vertical-align: bottom !important;
}
`

/** The demo page's window, with the modal handle demo/host/main.tsx puts on it. */
type DemoWindow = Window & {
  porticoModal: {
    setThemeMode(mode: ThemeMode): void
    setThemeVariables(variables: Record<string, string>): void
  }
}

/**
 * Readies the demo page for screenshots: the font files answered from @fontsource/inter, its
 * @font-face rules and the page style added, reduced motion emulated (the kit then runs no
 * transition between views), and the modal set to draw in FONT_FAMILY.
 */
export async function prepareVisualPage(page: Page): Promise<void> {
  // @fontsource/inter's CSS as this file reads it: no rule left pointing at its own files.
  if (FONT_FACES.includes('./files/') || !FONT_FACES.includes(FONT_PATH))
    throw new Error("@fontsource/inter's CSS is not in the form visualPage.ts rewrites")
  await page.route(`**${FONT_PATH}*`, async (route) => {
    const file = path.basename(new URL(route.request().url()).pathname)
    if (!FONT_FILE.test(file)) return route.fulfill({ status: 404 })
    return route.fulfill({
      body: readFileSync(path.join(fontsDir, file)),
      contentType: 'font/woff2',
    })
  })
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' })
  await page.addStyleTag({ content: `${FONT_FACES}\n${PAGE_STYLE}` })
  await page.evaluate(
    (family) =>
      (window as unknown as DemoWindow).porticoModal.setThemeVariables({
        '--portico-font-family': `'${family}'`,
      }),
    FONT_FAMILY,
  )
  // The Latin subset of every weight, loaded now: a view's first use then finds it loaded.
  const loaded = await page.evaluate(
    ({ family, weights }) =>
      Promise.all(
        weights.map((weight) =>
          document.fonts.load(`${weight} 14px '${family}'`).then((faces) => faces.length),
        ),
      ),
    { family: FONT_FAMILY, weights: FONT_WEIGHTS },
  )
  if (loaded.some((faces) => faces === 0)) throw new Error(`${FONT_FAMILY} did not load`)
}

export interface Look {
  theme: ThemeMode
  width: Width
}

/** The modal's dialog (the panel), inside its shadow root. */
export const modalDialog = (page: Page): Locator =>
  page.locator('[data-portico-modal] [role="dialog"]')

/** Draws the open modal in `look`: the viewport's size, the theme, each waited for. */
export async function setLook(page: Page, { theme, width }: Look): Promise<void> {
  const viewport = VIEWPORTS[width]
  const current = page.viewportSize()
  if (current?.width !== viewport.width || current.height !== viewport.height)
    await page.setViewportSize(viewport)
  await page.evaluate(
    (mode) => (window as unknown as DemoWindow).porticoModal.setThemeMode(mode),
    theme,
  )
  await page.waitForFunction(
    ({ background, sheet }) => {
      const root = document.querySelector('[data-portico-modal]')?.shadowRoot
      const themed = root?.querySelector('[data-portico-root]')
      const frame = root?.querySelector('.frame')
      return (
        themed !== null &&
        themed !== undefined &&
        getComputedStyle(themed).getPropertyValue('--portico-background').trim() === background &&
        frame?.getAttribute('data-layout') === (sheet ? 'sheet' : 'card')
      )
    },
    { background: PALETTES[theme]['--portico-background'], sheet: width === 375 },
  )
}

/**
 * Waits until the modal shows what it will show: the view settled (no spinner, skeleton or
 * animation), no snackbar (it closes by itself), every image loaded, the fonts loaded; then
 * hides the shop behind it and moves the pointer away (no hover). Checks that the dialog's text
 * is drawn in Inter alone, outside the `masked` elements (CSS selectors): a character Inter
 * lacks is drawn in a font of the machine's, which another machine may not have. `release`
 * undoes the page's part after the screenshot.
 */
export async function readyForShot(
  page: Page,
  masked: readonly string[],
): Promise<{ release: () => Promise<void> }> {
  await page.evaluate(
    ({ id, css }) => {
      const root = document.querySelector('[data-portico-modal]')?.shadowRoot
      if (!root) throw new Error('no modal on the page')
      if (!root.getElementById(id)) {
        const style = document.createElement('style')
        style.id = id
        style.textContent = css
        root.append(style)
      }
      document.documentElement.setAttribute('data-visual-shot', '')
    },
    { id: SHADOW_STYLE_ID, css: SHADOW_STYLE },
  )
  await page.mouse.move(0, 0)
  await settled(page)
  await page.waitForFunction(() => {
    const root = document.querySelector('[data-portico-modal]')?.shadowRoot
    return (
      root !== null &&
      root !== undefined &&
      root.querySelector('.snackbar') === null &&
      [...root.querySelectorAll('img')].every((image) => image.complete)
    )
  })
  // Layout done (a font a view uses first starts loading then), then every font loaded; and
  // what the dialog draws text with: each element's font family, every character drawn.
  const drawn = await page.evaluate(async (maskedSelectors) => {
    document.body.getBoundingClientRect()
    await new Promise(requestAnimationFrame)
    await document.fonts.ready
    const failed = [...document.fonts]
      .filter((face) => face.status === 'error')
      .map((face) => `${face.family} ${face.weight}`)
    const dialog = document
      .querySelector('[data-portico-modal]')
      ?.shadowRoot?.querySelector('[role="dialog"]')
    const families = new Set<string>()
    let text = ''
    for (const element of dialog ? [dialog, ...dialog.querySelectorAll('*')] : []) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
      const value =
        // A field's text (a radio's or a checkbox's value is not drawn).
        (element instanceof HTMLInputElement && !['radio', 'checkbox'].includes(element.type)) ||
        element instanceof HTMLTextAreaElement
          ? `${element.value}${element.placeholder}`
          : ''
      if (own.trim() === '' && value === '') continue
      if (maskedSelectors.some((selector) => element.closest(selector))) continue
      const { fontFamily } = getComputedStyle(element)
      const name = element.getAttribute('aria-label') ?? element.id
      families.add(`${fontFamily} (${element.localName}${name ? ` ${name}` : ''})`)
      text += own + value
    }
    return { failed, families: [...families], text }
  }, masked)
  if (drawn.failed.length > 0) throw new Error(`fonts failed to load: ${drawn.failed.join(', ')}`)
  const others = drawn.families.filter((family) => !family.startsWith(`"${FONT_FAMILY}"`))
  if (others.length > 0)
    throw new Error(`text drawn in other fonts than Inter: ${others.join(', ')}`)
  const missing = [...new Set(drawn.text)].filter((character) => !interCovers(character))
  if (missing.length > 0)
    throw new Error(
      `characters Inter has no glyph for (the machine's fonts would draw them): ${missing.join(' ')}`,
    )
  return {
    release: () =>
      page.evaluate(() => document.documentElement.removeAttribute('data-visual-shot')),
  }
}

/** The page's window while holdTimers holds its timers of one length. */
type HoldingWindow = Window & { porticoReleaseHeldTimers?: () => void }

/**
 * Holds the page's timers of `delayMs` (as a view that closes itself after that long sets):
 * none runs until the returned function is called, which runs them all at once and gives the
 * page its own `setTimeout` back. The other timers run as usual, so the page keeps working.
 */
export async function holdTimers(page: Page, delayMs: number): Promise<() => Promise<void>> {
  await page.evaluate((delay) => {
    const native = window.setTimeout
    const held: Array<() => void> = []
    const holding = (handler: TimerHandler, timeout?: number, ...args: unknown[]): number => {
      if (timeout !== delay || typeof handler !== 'function')
        return native(handler, timeout, ...args)
      held.push(() => {
        handler(...args)
      })
      // Not a timer's id: clearing it clears nothing, and a held timer runs at the release
      // (what it resolves has usually settled by then, as a cleared timer's would have).
      return 0
    }
    window.setTimeout = holding as typeof window.setTimeout
    ;(window as HoldingWindow).porticoReleaseHeldTimers = () => {
      window.setTimeout = native
      for (const run of held) run()
    }
  }, delayMs)
  return () => page.evaluate(() => (window as HoldingWindow).porticoReleaseHeldTimers?.())
}
