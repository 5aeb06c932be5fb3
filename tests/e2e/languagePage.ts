import { readFileSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll } from 'vitest'
import type { Modal, ViewId } from '../../index'
import { pseudoText } from '../../core/i18n/pseudo'
import { DEFAULT_WALLET_COUNT, walletName } from '../../demo/services/wallets'
import { englishWords, textFitProblems } from '../support/textFit'
import { newPage, type Stack } from './stack'

// What the languages suite finds its way by on the demo page: the kit's strings in a language
// as it ships them, the modal handle the page exposes, and one page shared by several cases.

const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'))

/** The kit's strings the suite finds its way by, each namespace's folder of locale files. */
export const NAMESPACES = {
  page: 'core/i18n/locales',
  shell: 'shell/locales',
  send: 'plugins/send/locales',
  pay: 'plugins/pay/locales',
  siwx: 'plugins/siwx/locales',
  swaps: 'plugins/swaps/locales',
  activityManifest: 'plugins/activity/locales/manifest',
} as const
export type Namespace = keyof typeof NAMESPACES

/**
 * A string of the kit as it ships in `language` (the pseudo-locale: English, pseudo-localized
 * as the kit does it), its placeholders filled from `values`.
 */
export function kitText(
  language: string,
  namespace: Namespace,
  key: string,
  values: Record<string, string> = {},
): string {
  const file = language === 'en-XA' ? 'en' : language
  let node: unknown = readJson(`${NAMESPACES[namespace]}/${file}.json`)
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined
  if (typeof node !== 'string') throw new Error(`no string ${namespace}:${key} in ${language}`)
  const text = language === 'en-XA' ? pseudoText(node) : node
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}
export const inLanguage =
  (language: string) => (namespace: Namespace, key: string, values?: Record<string, string>) =>
    kitText(language, namespace, key, values)

/** A name that starts with `text` (an Account action's: its title, then its description). */
export const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** The English words of the kit's strings: on a pseudo-localized screen, text that escaped. */
export const ENGLISH = englishWords()
/** Data that stays as it is in any language: names of wallets, networks, tokens, the host's. */
export const NAMES = [
  // The explorer's wallets of the local services, and Intl's own words (a relative time).
  ...Array.from({ length: DEFAULT_WALLET_COUNT }, (_, index) => walletName(index)),
  new Intl.RelativeTimeFormat('en-XA', { numeric: 'auto' }).format(0, 'second'),
  'Demo Wallet',
  'Local Mainnet',
  'Local Base',
  'Local Exchange',
  'Portico demo shop',
  'Sign in to the Portico demo shop to see the members area.',
]

/** The demo page's window, with the modal handle demo/host/main.tsx puts on it. */
type DemoWindow = Window & { porticoModal: Modal }

export const openModal = (page: Page, view?: string) =>
  page.evaluate(
    (id) =>
      (window as unknown as DemoWindow).porticoModal.open(id ? { view: id as ViewId } : undefined),
    view,
  )
export async function closeModal(page: Page) {
  await page.evaluate(() => (window as unknown as DemoWindow).porticoModal.close())
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}
/** The shop's own button, which calls modal.pay for 5 USDC. */
export const buyNotebook = (page: Page) =>
  page.getByRole('button', { name: 'Buy Field notebook for 5.00 USDC' }).click()

/** Waits until the modal's view has loaded what it shows: no spinner, skeleton or animation. */
export const settled = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.querySelector('[data-portico-modal]')?.shadowRoot
    return (
      root !== null &&
      root !== undefined &&
      root.querySelector('.spinner-icon, .skeleton, [aria-busy="true"]') === null &&
      root.getAnimations().every((animation) => animation.playState !== 'running')
    )
  })

/**
 * One page for several cases, opened in the pseudo-locale with the shop's sign-in on, on first
 * use, and closed after the suite. `connected` once a case has connected and signed in on it;
 * `connectedIn` switches its language live and connects and signs in first if none has.
 */
export function sharedPage(stack: () => Stack) {
  let opened: Promise<{ page: Page; context: BrowserContext }> | undefined
  const state = {
    connected: false,
    open: () =>
      (opened ??= newPage(stack(), '?autoApprove=1&lang=en-XA').then(async (shared) => {
        // Views as they rest, at once: no transitions between them (the dialog's height then
        // follows its content without animating to it).
        await shared.page.emulateMedia({ reducedMotion: 'reduce' })
        // Every plugin the cases open, loading while the first views are checked.
        await shared.page.evaluate(() => {
          const modal = (window as unknown as DemoWindow).porticoModal
          for (const id of [
            'receive',
            'onramp',
            'gasTracker',
            'swaps',
            'activity',
            'send',
            'pay',
            'siwx',
          ])
            void modal.loadPlugin(id)
        })
        return shared
      })),
    async connectedIn(language: string): Promise<Page> {
      const { page } = await state.open()
      // Closed, whatever a case before left open.
      await closeModal(page)
      await switchLanguage(page, language)
      if (!state.connected) {
        await openModal(page)
        const dialog = page.getByRole('dialog')
        await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
        const sign = kitText(language, 'siwx', 'sign')
        await dialog.getByRole('button', { name: sign, exact: true }).click()
        await dialog.waitFor({ state: 'detached' })
        state.connected = true
      }
      return page
    },
  }
  afterAll(async () => {
    await (await opened)?.context.close()
  })
  return state
}

/** Switches the demo page's modal to `language` live (every loaded namespace's strings first). */
export const switchLanguage = (page: Page, language: string) =>
  page.evaluate((tag) => (window as unknown as DemoWindow).porticoModal.setLanguage(tag), language)

/**
 * The view on screen in the pseudo-locale, then back in English: what does not fit its box or
 * stayed English (textFitProblems), with the view's state kept across both switches. `data`:
 * what the view shows of the visitor's own (an e-mail address), beside NAMES.
 */
export async function pseudoLocaleProblems(page: Page, data: string[] = []): Promise<string[]> {
  await switchLanguage(page, 'en-XA')
  await settled(page)
  const problems = await textFitProblems(page, { english: ENGLISH, names: [...NAMES, ...data] })
  await switchLanguage(page, 'en')
  await settled(page)
  return problems
}

/** The direction an element's text runs in. */
export const directionOf = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).direction)

/** Whether a button's icon is mirrored (a back chevron, right to left). */
export const mirrored = (button: Locator) =>
  button.evaluate(
    (node) =>
      getComputedStyle(node.querySelector('svg') ?? node).transform === 'matrix(-1, 0, 0, 1, 0, 0)',
  )
