// @vitest-environment node
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAYMENT_AUTO_CLOSE_MS } from '../../plugins/pay/constants'
import { baselineOptionsFromEnv, checkBaseline } from '../support/screenshots'
import { buyNotebook, closeModal, inLanguage, openModal, startingWith } from './languagePage'
import { hasChromium, newPage, stackForSuite } from './stack'
import {
  ALWAYS_MASKED,
  THEMES,
  holdTimers,
  WIDTHS,
  modalDialog,
  prepareVisualPage,
  readyForShot,
  setLook,
  type Look,
} from './visualPage'

// Visual regression: the modal's views the demo reaches, each screenshot (the dialog element
// alone) in the light and the dark theme at 1280 and 375 px wide, compared with the baselines
// in tests/e2e/__screenshots__/visual within a small tolerance (tests/support/screenshots.ts),
// so a change of looks is a reviewed decision. One page, one connection: the theme and the
// width change on the open view, the stack is not restarted. The modal is drawn in Inter
// brought by the suite, without animations, caret or hover (tests/e2e/visualPage.ts). Masked:
// times and the network fees' "Updated ..." line. The payment's completed view, which closes
// by itself, is held open while its four looks are taken (holdTimers).
//
// After a change of looks, rewrite the baselines that differ (or are missing; those of views
// no longer drawn are removed), look at them, and commit them:
//   PORTICO_UPDATE_SCREENSHOTS=1 npx vitest run tests/e2e/visual.e2e.test.ts
// A failed comparison writes the actual, baseline and diff PNGs to a temporary folder its
// message names. A missing baseline fails outside the update mode (always on CI).
vi.setConfig({ testTimeout: 120_000 })

const BASELINES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '__screenshots__',
  'visual',
)

/** The tests above the last, each drawing its views: the last checks that all of them passed. */
const VIEW_TESTS = 6

/** Anvil's second development account: the receiver of the Send form. */
const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The kit's English strings, as it ships them. */
const en = inLanguage('en')

describe.skipIf(!hasChromium)('the modal looks as its baselines', () => {
  const stack = stackForSuite()
  const options = baselineOptionsFromEnv()
  const problems: string[] = []
  /** The baselines' file names of the screenshots taken, and the view tests that passed. */
  const shots = new Set<string>()
  let passed = 0
  /** A view test's end: no screenshot of it differs from its baseline. */
  const finish = (found: number) => {
    expect(problems.slice(found)).toEqual([])
    passed++
  }
  let page: Page
  let closePage: () => Promise<void>
  // The look the page is in now: each view is drawn in the four looks in an order that
  // changes one thing at a time, starting from the look the view before ended in.
  let look: Look = { theme: 'light', width: 1280 }

  beforeAll(async () => {
    // The shop's sign-in on (the sign-in view is one of the views), the wallet's prompt off.
    const opened = await newPage(stack(), '?autoApprove=1')
    page = opened.page
    closePage = () => opened.context.close()
    await prepareVisualPage(page)
    // Every plugin the views use, loading while the first views are drawn.
    await page.evaluate(() => {
      const modal = (window as unknown as { porticoModal: { loadPlugin(id: string): unknown } })
        .porticoModal
      for (const id of ['receive', 'onramp', 'gasTracker', 'swaps', 'activity', 'send', 'pay'])
        void modal.loadPlugin(id)
    })
  }, 60_000)
  afterAll(async () => {
    await closePage?.()
  })

  /**
   * Screenshots of the open view in the four looks, each compared with its baseline
   * (`<view>.<theme>.<width>.png`); what differs is collected for the test's end. `masked`:
   * the elements (CSS selectors) that change from run to run, or that are drawn in a font of
   * the machine's, painted over (with the times, ALWAYS_MASKED).
   */
  async function shoot(view: string, masked: readonly string[] = []) {
    const dialog = modalDialog(page)
    // The four looks, from the current one: the other theme, the other width, the theme back.
    const other = <T>(values: readonly T[], value: T) =>
      values.find((each) => each !== value) ?? value
    const first = look
    const looks: Look[] = [
      first,
      { ...first, theme: other(THEMES, first.theme) },
      { theme: other(THEMES, first.theme), width: other(WIDTHS, first.width) },
      { theme: first.theme, width: other(WIDTHS, first.width) },
    ]
    for (const each of looks) {
      await setLook(page, each)
      look = each
      const { release } = await readyForShot(page, [...ALWAYS_MASKED, ...masked])
      const png = await dialog.screenshot({
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        mask: [...ALWAYS_MASKED, ...masked].map((selector) => dialog.locator(selector)),
        maskColor: '#ff00ff',
      })
      await release()
      const file = `${view}.${each.theme}.${each.width}.png`
      shots.add(file)
      const problem = checkBaseline(png, path.join(BASELINES, file), options)
      if (problem) problems.push(problem)
    }
  }

  const dialog = () => page.getByRole('dialog')

  it('before connecting: Connect, What is a wallet?, Get a wallet, All Wallets, Pay', async () => {
    const found = problems.length
    await page.getByRole('button', { name: en('page', 'connectButton.connect') }).click()
    await dialog()
      .getByRole('button', { name: /Demo Wallet/ })
      .waitFor()
    await shoot('connect')
    await dialog()
      .getByRole('button', { name: en('shell', 'views.WhatIsAWallet') })
      .click()
    await dialog().getByRole('heading', { name: 'Your keys stay with you' }).waitFor()
    await shoot('what-is-a-wallet')
    await dialog()
      .getByRole('button', { name: en('shell', 'views.GetAWallet') })
      .click()
    await dialog().getByText('Install one of these wallets').waitFor()
    await shoot('get-a-wallet')
    await openModal(page, 'AllWallets')
    await dialog()
      .getByRole('heading', { name: en('shell', 'views.AllWallets') })
      .waitFor()
    await shoot('all-wallets')
    await closeModal(page)
    await buyNotebook(page)
    await dialog()
      .getByRole('button', { name: startingWith(en('pay', 'payWithWallet')) })
      .waitFor()
    await shoot('pay')
    await closeModal(page)
    finish(found)
  })

  it("the shop's sign-in", async () => {
    const found = problems.length
    await page.getByRole('button', { name: en('page', 'connectButton.connect') }).click()
    await dialog()
      .getByRole('button', { name: /Demo Wallet/ })
      .click()
    const sign = dialog().getByRole('button', { name: en('siwx', 'sign'), exact: true })
    await sign.waitFor()
    await shoot('sign-in')
    await sign.click()
    await dialog().waitFor({ state: 'detached' })
    finish(found)
  })

  it('Account and the views it leads to: Networks, Wallets, Receive, Buy, Network fees', async () => {
    const found = problems.length
    const back = dialog().getByRole('button', { name: en('shell', 'modal.back') })
    await openModal(page, 'Account')
    await dialog().getByTestId('account-action-send').waitFor()
    await shoot('account-tokens')
    await dialog()
      .getByRole('button', { name: /^Local Mainnet/ })
      .click()
    await back.waitFor()
    await shoot('networks')
    await back.click()
    await dialog()
      .getByRole('button', { name: startingWith(en('shell', 'account.wallets')) })
      .click()
    await back.waitFor()
    await shoot('wallets')
    await back.click()
    for (const [view, action, mask] of [
      ['receive', 'receive', []],
      ['buy', 'buy', []],
      // "Updated now", or some seconds ago on a slow run.
      ['network-fees', 'gasTracker', ['.gas-tracker-updated']],
    ] as const) {
      await dialog().getByTestId(`account-action-${action}`).click()
      await back.waitFor()
      await shoot(view, mask)
      await back.click()
    }
    await closeModal(page)
    finish(found)
  })

  it('Swap: the form, the token list, the quote, the review', async () => {
    const found = problems.length
    await openModal(page, 'Account')
    await dialog().getByTestId('account-action-swap').click()
    const chooseToken = dialog().getByRole('button', {
      name: startingWith(en('swaps', 'chooseTokenToBuy')),
    })
    await chooseToken.waitFor()
    await shoot('swap')
    await chooseToken.click()
    const usdc = dialog().getByRole('button', { name: /USDC/ }).first()
    await usdc.waitFor()
    await shoot('swap-select-token')
    await usdc.click()
    await dialog()
      .getByRole('textbox', { name: en('swaps', 'amountToSell') })
      .fill('0.01')
    const review = dialog().getByRole('button', { name: en('swaps', 'review'), exact: true })
    await expect.poll(() => review.isEnabled()).toBe(true)
    await shoot('swap-quote')
    await review.click()
    await dialog()
      .getByRole('button', { name: startingWith(en('swaps', 'confirm')) })
      .waitFor()
    await shoot('swap-review')
    await closeModal(page)
    finish(found)
  })

  it('Send: the form with what is missing, the token list, the review', async () => {
    const found = problems.length
    await openModal(page, 'Account')
    await dialog().getByTestId('account-action-send').click()
    const review = dialog().getByRole('button', { name: en('send', 'review'), exact: true })
    await review.click()
    await shoot('send-missing')
    await dialog()
      .getByRole('group', { name: en('send', 'token') })
      .getByRole('button')
      .click()
    const usdc = dialog().getByRole('button', { name: /USDC/ }).first()
    await usdc.waitFor()
    await shoot('send-select-token')
    await usdc.click()
    await dialog()
      .getByRole('textbox', { name: en('send', 'amount') })
      .fill('1.5')
    await dialog()
      .getByRole('textbox', { name: en('send', 'receiver') })
      .fill(FRIEND)
    await review.click()
    await dialog()
      .getByRole('button', { name: en('send', 'send'), exact: true })
      .waitFor()
    await shoot('send-review')
    await closeModal(page)
    finish(found)
  })

  it('Pay connected, Payment completed, then Activity with the payment (its time masked)', async () => {
    const found = problems.length
    await buyNotebook(page)
    const payFromWallet = dialog().getByRole('button', {
      name: startingWith(en('pay', 'payFromWallet', { wallet: 'Demo Wallet' })),
    })
    await payFromWallet.waitFor()
    await shoot('pay-connected')
    // The completed view closes by itself PAYMENT_AUTO_CLOSE_MS after the payment ends: the
    // page's timers of that length wait until its four looks are taken, then run.
    const release = await holdTimers(page, PAYMENT_AUTO_CLOSE_MS)
    await payFromWallet.click()
    await dialog().locator('[data-display="completed"]').waitFor()
    await shoot('payment-completed')
    await release()
    await dialog().waitFor({ state: 'detached' })
    await openModal(page, 'Account')
    await dialog()
      .getByRole('tab', { name: en('shell', 'account.tabs.activity') })
      .click()
    await dialog().getByText('-5 USDC').first().waitFor()
    await shoot('account-activity')
    await closeModal(page)
    await openModal(page, 'Activity')
    await dialog().getByText('-5 USDC').first().waitFor()
    await shoot('activity')
    await closeModal(page)
    finish(found)
  })

  it('every baseline is of a view drawn above (the update mode removes the others)', () => {
    expect(passed, 'the view tests above all passed, so every view was drawn').toBe(VIEW_TESTS)
    const stale = (existsSync(BASELINES) ? readdirSync(BASELINES) : []).filter(
      (file) => !shots.has(file),
    )
    if (options.update) for (const file of stale) rmSync(path.join(BASELINES, file))
    else expect(stale).toEqual([])
  })
})
