// @vitest-environment node
import { parseUnits } from 'viem'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { devAccounts } from '../../demo/devnet/accounts.mjs'
import { historyResponseSchema } from '../../plugins/activity/schemas'
import { axeViolations } from '../support/axe'
import { connectDemoWallet, hasChromium, stackForSuite, tokenBalance, type Stack } from './stack'

// The browser suite of issue 26: buying crypto with a card through the local onramp provider,
// on the local stack in Debian's Chromium, checked against the chain itself.
vi.setConfig({ testTimeout: 120_000 })

const [visitor] = devAccounts(1).map((account) => account.address)
const ACCEPTED_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'

/** The provider's purchases for the visitor on Local Mainnet, as the services list them. */
async function onrampPurchases(stack: Stack): Promise<number> {
  const services = stack.services
  if (!services || !visitor) throw new Error('no services or no visitor')
  const url = `${services.url}/v1/account/${visitor}/history?chainId=eip155:31337&onramp=coinbase`
  return historyResponseSchema.parse(await (await fetch(url)).json()).data.length
}

/**
 * From Account: Buy, 25 USD of USDC on Local Mainnet by card, the quote on screen, then
 * Continue; returns the provider's checkout tab once its form is there.
 */
async function startPurchase(context: BrowserContext, dialog: Locator): Promise<Page> {
  await dialog.getByRole('button', { name: /^Buy/ }).click()
  await dialog.getByRole('combobox', { name: 'Buy' }).waitFor()
  expect(await dialog.getByRole('combobox', { name: 'Network' }).inputValue()).toBe('local-mainnet')
  await dialog.getByRole('textbox', { name: 'Amount in USD' }).fill('25')
  // The quote: 25 USD buys 25 USDC, with the card's 1.5% on top.
  const quote = dialog.getByRole('region', { name: 'Quote' })
  await quote.getByText('25 USDC').waitFor()
  await quote.getByText('$25.38').waitFor()
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Continue to checkout' }).click(),
  ])
  await checkout.getByRole('textbox', { name: 'Card number' }).waitFor()
  return checkout
}

async function payByCard(checkout: Page, number: string) {
  await checkout.getByRole('textbox', { name: 'Name on the card' }).fill('Ada Lovelace')
  await checkout.getByRole('textbox', { name: 'Card number' }).fill(number)
  await checkout.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39')
  await checkout.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123')
  await checkout.getByRole('button', { name: /^Pay / }).click()
}

describe.skipIf(!hasChromium)('buying crypto with a card on the local stack, in Chromium', () => {
  const stack = stackForSuite()

  it('buys 25 USDC with the test card: the balance rises on the chain, Activity says Bought', async () => {
    const before = await tokenBalance(stack(), 'usdc', visitor)
    const { page, context, dialog } = await connectDemoWallet(stack())
    // The audit waits for animations to end: the waiting spinner's ends with reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const checkout = await startPurchase(context, dialog)
    await dialog.getByText('Waiting for your purchase').waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(await axeViolations(checkout)).toEqual([])

    await payByCard(checkout, ACCEPTED_CARD)
    await checkout.getByRole('status').getByText('Purchase complete').waitFor()
    expect(await tokenBalance(stack(), 'usdc', visitor)).toBe(before + parseUnits('25', 6))

    // The modal learns it from the history with `onramp`, polled every 4 s.
    await dialog.getByText('Purchase arrived').waitFor({ timeout: 60_000 })
    await dialog.getByText('25 USDC arrived in your wallet.').waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByText('Bought').first().waitFor()
    await dialog.getByText('+25 USDC').first().waitFor()
    await context.close()
  })

  it("refuses the declined test card: the provider's refusal shows, and nothing arrives", async () => {
    const before = await tokenBalance(stack(), 'usdc', visitor)
    const purchases = await onrampPurchases(stack())
    const { context, dialog } = await connectDemoWallet(stack())
    const checkout = await startPurchase(context, dialog)

    await payByCard(checkout, DECLINED_CARD)
    await checkout
      .getByRole('alert')
      .getByText('Your card was declined. Nothing was charged; try another card.')
      .waitFor()
    expect(await tokenBalance(stack(), 'usdc', visitor)).toBe(before)
    expect(await onrampPurchases(stack())).toBe(purchases)
    // The modal still waits, and offers a way out.
    await dialog.getByText('Waiting for your purchase').waitFor()
    await dialog.getByRole('button', { name: 'Stop waiting' }).click()
    await dialog.getByText('Not waiting for a purchase').waitFor()
    await context.close()
  })

  it("opens Buy from the host's own button with the purchase filled in (modal.open with data)", async () => {
    const { page, context, dialog } = await connectDemoWallet(stack())
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Top up 25 USDC' }).click()
    await dialog.getByRole('heading', { name: 'Buy' }).waitFor()
    expect(await dialog.getByRole('textbox', { name: 'Amount in USD' }).inputValue()).toBe('25')
    expect(await dialog.getByRole('combobox', { name: 'Buy' }).inputValue()).toBe('usdc')
    expect(await dialog.getByRole('combobox', { name: 'Network' }).inputValue()).toBe(
      'local-mainnet',
    )
    await dialog.getByRole('region', { name: 'Quote' }).getByText('25 USDC').waitFor()
    await context.close()
  })

  it('passes axe on the Buy view (dark theme too) and on a card form with issues', async () => {
    const { page, context, dialog } = await connectDemoWallet(stack())
    await dialog.getByRole('button', { name: /^Buy/ }).click()
    await dialog.getByRole('textbox', { name: 'Amount in USD' }).fill('25')
    await dialog.getByRole('region', { name: 'Quote' }).getByText('25 USDC').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await page.getByRole('button', { name: '0xf39F…2266' }).click()
    await dialog.getByRole('button', { name: /^Buy/ }).click()
    await dialog.getByRole('textbox', { name: 'Amount in USD' }).fill('25')
    await dialog.getByRole('region', { name: 'Quote' }).getByText('25 USDC').waitFor()
    expect(await axeViolations(page)).toEqual([])
    // Below the card's limit: the field says why, and axe still passes.
    await dialog.getByRole('textbox', { name: 'Amount in USD' }).fill('5')
    await dialog.getByText('The least you can buy with this method is $10.00.').waitFor()
    expect(await axeViolations(page)).toEqual([])

    await dialog.getByRole('textbox', { name: 'Amount in USD' }).fill('25')
    await dialog.getByRole('region', { name: 'Quote' }).getByText('25 USDC').waitFor()
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Continue to checkout' }).click(),
    ])
    await checkout.getByRole('button', { name: /^Pay / }).click()
    await checkout.getByRole('alert').getByText('Please correct the fields marked below.').waitFor()
    expect(await axeViolations(checkout)).toEqual([])
    await context.close()
  })
})
