// @vitest-environment node
import type { Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../support/axe'
import { textFitProblems } from '../support/textFit'
import {
  buyNotebook,
  closeModal,
  ENGLISH,
  NAMES,
  directionOf,
  inLanguage,
  kitText,
  mirrored,
  openModal,
  settled,
  sharedPage,
  startingWith,
} from './languagePage'
import { hasChromium, newPage, stackForSuite, tokenBalance } from './stack'

// The modal in other languages on the local stack, in Chromium: Connect and Account in French
// (one language's chunks, fetched for the modal's language), in the pseudo-locale (accented and
// longer, for clipped text), and right to left (Arabic), each with the axe audit; Send and Pay
// in Arabic, Japanese and the pseudo-locale; and every view the demo reaches in the
// pseudo-locale, checked for text that does not fit or stayed English.
vi.setConfig({ testTimeout: 90_000 })

const QUERY = '?autoApprove=1&signIn=off'

/** The Arabic names the suite finds its way by, read from the kit's own files. */
const arabic = {
  connect: kitText('ar', 'page', 'connectButton.connect'),
  back: kitText('ar', 'shell', 'modal.back'),
  activityTab: kitText('ar', 'activityManifest', 'tab.title'),
}

/** The receiver of the sends: anvil's second development account. */
const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Arabic-Indic and Persian digits: amounts are written in Latin digits in every language. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/

/** What the Send cases send (a thousands separator to show, well within the 10,000 USDC). */
const SENT = 1234.5

/** The modal's root element's attribute, inside its shadow root. */
const rootAttribute = (page: Page, name: string) =>
  page.evaluate(
    (attribute) =>
      document
        .querySelector('[data-portico-modal]')
        ?.shadowRoot?.querySelector('[data-portico-root]')
        ?.getAttribute(attribute),
    name,
  )

async function connectAndOpenAccount(
  page: Page,
  names: { connect: RegExp | string; account: RegExp | string },
) {
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: names.connect }).click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: '0xf39F…2266' }).click()
  await dialog.getByRole('tab', { name: names.account }).waitFor()
  return dialog
}

describe.skipIf(!hasChromium)('the modal in other languages', () => {
  const stack = stackForSuite()

  // One page for the cases below (a page and a connection cost seconds a case), switched to
  // each language live (setLanguage). The first case finds it as opened, nobody connected (for
  // Connect and the sign-in), and connects; the others find it connected.
  const shared = sharedPage(stack)

  it('the text checks find clipped, overflowing and English text (a page made to have them)', async () => {
    const page = await stack().browser.newPage()
    await page.setContent('<div data-portico-modal></div>')
    await page.evaluate(() => {
      const host = document.querySelector('[data-portico-modal]')
      const root = host?.attachShadow({ mode: 'open' })
      if (root)
        root.innerHTML = `
          <div role="dialog" style="width: 200px; font: 16px sans-serif">
            <p style="width: 60px; overflow: hidden; white-space: nowrap">[Ţóó ĺóñĝ ţó ƒíţ ···]</p>
            <p style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis"
              title="[Éĺĺíþšéð ŵíţĥ á ţíţĺé]">[Éĺĺíþšéð ŵíţĥ á ţíţĺé]</p>
            <p style="width: 60px; white-space: nowrap">[Šþíĺĺš óúţ ···]</p>
            <p style="width: 400px; white-space: nowrap">[Ƀéýóñð ţĥé ðíáĺóĝ ·········]</p>
            <p>[Ţŕáñšĺáţéð] Connect Wallet <span>Demo Wallet 0xf39F…2266</span></p>
            <button aria-label="Close"></button>
          </div>`
    })
    const problems = await textFitProblems(page, { english: ENGLISH, names: NAMES })
    await page.close()
    expect(problems.map((problem) => problem.replace(/ in .*$/, ''))).toEqual([
      'English attribute aria-label (Close): "Close"',
      'out of its box: "[Šþíĺĺš óúţ ···]"',
      'outside the dialog: "[Ƀéýóñð ţĥé ðíáĺóĝ ·········]"',
      'English text (Connect, Wallet): "[Ţŕáñšĺáţéð] Connect Wallet"',
      'clipped across: "[Ţóó ĺóñĝ ţó ƒíţ ···]"',
    ])
  })

  it('the pseudo-locale: every view fits its text, shows no English, and passes axe', async () => {
    const { page } = await shared.open()
    const xa = inLanguage('en-XA')
    const dialog = page.getByRole('dialog')
    const back = dialog.getByRole('button', { name: xa('shell', 'modal.back') })
    const found: Record<string, string[]> = {}
    const check = async (view: string, { axe = false } = {}) => {
      await settled(page)
      const problems = [
        ...(await textFitProblems(page, { english: ENGLISH, names: NAMES })),
        ...(axe ? await axeViolations(page) : []),
      ]
      if (problems.length > 0) found[view] = problems
    }
    /** Opens an Account action's view (its plugin's chunk loads), checks it, and goes back. */
    const checkAction = async (view: string, action: string) => {
      await dialog.getByTestId(`account-action-${action}`).click()
      await back.waitFor()
      await check(view)
      await back.click()
    }

    // Nobody connected: Connect from the page's own button (the page's strings pseudo-localized
    // too), All Wallets, Pay, and the shop's sign-in once Demo Wallet is connected.
    const connectButton = page.getByRole('button', { name: xa('page', 'connectButton.connect') })
    await connectButton.click()
    await dialog.getByRole('button', { name: /Demo Wallet/ }).waitFor()
    await check('Connect', { axe: true })
    await openModal(page, 'AllWallets')
    await dialog.getByRole('heading', { name: xa('shell', 'views.AllWallets') }).waitFor()
    await check('AllWallets')
    // The onboarding of a visitor without a wallet: what a wallet is, then where to get one.
    for (const view of ['WhatIsAWallet', 'GetAWallet']) {
      await openModal(page, view)
      await dialog.getByRole('heading', { name: xa('shell', `views.${view}`) }).waitFor()
      await check(view)
    }
    await closeModal(page)
    await buyNotebook(page)
    await dialog.getByRole('button', { name: startingWith(xa('pay', 'payWithWallet')) }).waitFor()
    await check('Pay, nobody connected')
    await closeModal(page)
    await connectButton.click()
    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    const sign = dialog.getByRole('button', { name: xa('siwx', 'sign'), exact: true })
    await sign.waitFor()
    await check('SIWXSignMessage')
    await sign.click()
    await dialog.waitFor({ state: 'detached' })
    shared.connected = true

    // Connected: Account, its tabs, and each view it leads to (Send and its review, and Pay
    // connected, are checked by the pseudo-locale's Send and Pay case below).
    await openModal(page, 'Account')
    await dialog.getByTestId('account-action-send').waitFor()
    await check('Account, Tokens', { axe: true })
    await dialog.getByRole('tab', { name: xa('activityManifest', 'tab.title') }).click()
    await dialog.getByRole('tabpanel').getByText(/\S/).first().waitFor()
    await check('Account, Activity')
    await dialog.getByRole('button', { name: /^Local Mainnet/ }).click()
    await back.waitFor()
    await check('Networks')
    await back.click()
    await dialog.getByRole('button', { name: startingWith(xa('shell', 'account.wallets')) }).click()
    await back.waitFor()
    await check('ProfileWallets')
    await back.click()
    await checkAction('Receive', 'receive')
    await checkAction('Buy', 'buy')
    await checkAction('GasTracker', 'gasTracker')
    await dialog.getByTestId('account-action-swap').click()
    await check('Swap')
    await dialog
      .getByRole('button', { name: startingWith(xa('swaps', 'chooseTokenToBuy')) })
      .click()
    const usdc = dialog.getByRole('button', { name: /USDC/ }).first()
    await usdc.waitFor()
    await check('SwapSelectToken')
    await usdc.click()
    await dialog.getByRole('textbox', { name: xa('swaps', 'amountToSell') }).fill('0.01')
    const reviewSwap = dialog.getByRole('button', { name: xa('swaps', 'review'), exact: true })
    await expect.poll(() => reviewSwap.isEnabled()).toBe(true)
    await check('Swap, with its quote')
    await reviewSwap.click()
    await dialog.getByRole('button', { name: startingWith(xa('swaps', 'confirm')) }).waitFor()
    await check('SwapReview')
    await closeModal(page)
    await openModal(page, 'Activity')
    await check('Activity')
    await closeModal(page)
    // A real payment of the shop (on the devnet), for the view that follows it.
    await buyNotebook(page)
    await dialog
      .getByRole('button', {
        name: startingWith(xa('pay', 'payFromWallet', { wallet: 'Demo Wallet' })),
      })
      .click()
    await dialog.getByText(xa('pay', 'display.completed')).waitFor()
    await check('PayLoading, completed')
    await closeModal(page)
    expect(found).toEqual({})
  })

  it.each([
    ['ar', 'Arabic, right to left, with one real send'],
    ['ja', 'Japanese'],
    ['en-XA', 'the pseudo-locale, the text of each view checked too'],
  ])('Send and Pay in %s (%s), with the axe audit', async (language) => {
    const page = await shared.connectedIn(language)
    const text = inLanguage(language)
    const rtl = language === 'ar'
    const dialog = page.getByRole('dialog')
    const found: Record<string, string[]> = {}
    const check = async (view: string) => {
      await settled(page)
      const problems = [
        ...(language === 'en-XA'
          ? await textFitProblems(page, { english: ENGLISH, names: NAMES })
          : []),
        ...(await axeViolations(page)),
      ]
      if (problems.length > 0) found[view] = problems
    }
    // The language's grouping and decimal separator, in Latin digits.
    const latin = new Intl.Locale(language, { numberingSystem: 'latn' }).toString()
    const amount = new Intl.NumberFormat(latin).format(SENT)
    const price = new Intl.NumberFormat(latin, { minimumFractionDigits: 4 }).format(5)

    await openModal(page, 'Account')
    await dialog.getByTestId('account-action-send').click()
    const review = dialog.getByRole('button', { name: text('send', 'review'), exact: true })
    const amountField = dialog.getByRole('textbox', { name: text('send', 'amount') })
    const receiverField = dialog.getByRole('textbox', { name: text('send', 'receiver') })
    // Empty (a case before may have left the form filled): Review points out what is missing.
    await amountField.fill('')
    await receiverField.fill('')
    await review.click()
    await check('Send, with what is missing pointed out')
    await dialog
      .getByRole('group', { name: text('send', 'token') })
      .getByRole('button')
      .click()
    const usdc = dialog.getByRole('button', { name: /USDC/ }).first()
    await usdc.waitFor()
    await check('SendSelectToken')
    await usdc.click()
    await amountField.fill(String(SENT))
    await receiverField.fill(FRIEND)
    await review.click()
    const send = dialog.getByRole('button', { name: text('send', 'send'), exact: true })
    await send.waitFor()
    const sent = dialog.getByText(`${amount} USDC`).first()
    expect(await sent.textContent()).not.toMatch(NON_LATIN_DIGITS)
    await check('SendPreview')
    if (rtl) {
      expect(await rootAttribute(page, 'dir')).toBe('rtl')
      expect(await directionOf(sent)).toBe('ltr')
      expect(await directionOf(dialog.getByText(FRIEND, { exact: true }))).toBe('ltr')
      expect(
        await mirrored(dialog.getByRole('button', { name: text('shell', 'modal.back') })),
      ).toBe(true)
      // One real send, end to end: the chain has it, and the modal is back on Account.
      const before = await tokenBalance(stack(), 'usdc', FRIEND)
      await send.click()
      await dialog.getByTestId('account-action-send').waitFor()
      await expect
        .poll(() => tokenBalance(stack(), 'usdc', FRIEND))
        .toBe(before + parseUnits(String(SENT), 6))
    }
    await closeModal(page)

    await buyNotebook(page)
    await dialog
      .getByRole('button', {
        name: startingWith(text('pay', 'payFromWallet', { wallet: 'Demo Wallet' })),
      })
      .waitFor()
    const payment = dialog.getByRole('heading', { name: /USDC/ })
    expect(await payment.textContent()).toContain(`${price} USDC`)
    await check('Pay')
    if (rtl) expect(await directionOf(payment)).toBe('ltr')
    await closeModal(page)
    expect(found).toEqual({})
  })

  for (const [language, name] of [
    ['fr', 'French'],
    ['ja', 'Japanese'],
  ] as const) {
    it(`${name}: Connect and Account, with the page button, and the axe audit`, async () => {
      const text = inLanguage(language)
      const { page, context } = await newPage(stack(), `${QUERY}&lang=${language}`)
      const found: Record<string, string[]> = {}
      await page.getByRole('button', { name: text('page', 'connectButton.connect') }).click()
      const dialog = page.getByRole('dialog', { name: text('shell', 'views.Connect') })
      await dialog.getByRole('button', { name: /Demo Wallet/ }).waitFor()
      expect(await rootAttribute(page, 'lang')).toBe(language)
      found.Connect = await axeViolations(page)
      await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: '0xf39F…2266' }).click()
      const account = page.getByRole('dialog', { name: text('shell', 'views.Account') })
      await account.getByRole('tab', { name: text('shell', 'account.tabs.activity') }).waitFor()
      await account
        .getByRole('button', { name: startingWith(text('shell', 'account.send')) })
        .waitFor()
      await account
        .getByRole('button', { name: startingWith(text('shell', 'account.receive')) })
        .waitFor()
      found.Account = await axeViolations(page)
      expect(Object.values(found).flat()).toEqual([])
      await context.close()
    })
  }

  it('right to left: the modal root, the back chevron mirrored, the address left to right', async () => {
    const { page, context } = await newPage(stack(), `${QUERY}&lang=ar`)
    // The Arabic strings as the kit ships them (the page button shows English until they came).
    const dialog = await connectAndOpenAccount(page, {
      connect: arabic.connect,
      account: arabic.activityTab,
    })
    expect(await rootAttribute(page, 'dir')).toBe('rtl')
    expect(await rootAttribute(page, 'lang')).toBe('ar')
    const address = await page.evaluate(() => {
      const root = document.querySelector('[data-portico-modal]')?.shadowRoot
      const line = root?.querySelector('.account-address [dir="ltr"]')
      return line ? getComputedStyle(line).direction : undefined
    })
    expect(address).toBe('ltr')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: /^Local Mainnet/ }).click()
    const back = dialog.getByRole('button', { name: arabic.back })
    await back.waitFor()
    const transform = await back.evaluate(
      (button) => getComputedStyle(button.querySelector('svg') ?? button).transform,
    )
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    await context.close()
  })
})
