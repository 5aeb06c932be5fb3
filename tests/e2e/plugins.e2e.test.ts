// @vitest-environment node
import { parseUnits } from 'viem'
import type { Locator } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { devAccounts } from '../../demo/devnet/accounts.mjs'
import { connectDemoWallet, hasChromium, newPage, stackForSuite, tokenBalance } from './stack'

// The browser suites of issues 5 and 6: send, activity and pay on the local stack, in
// Debian's Chromium, checked against the chain itself. Skipped without /usr/bin/chromium.
vi.setConfig({ testTimeout: 90_000 })

const [visitor, friend, , merchant] = devAccounts(4).map((account) => account.address)
const MERCHANT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe.skipIf(!hasChromium)('send, activity and pay on the local stack, in Chromium', () => {
  const stack = stackForSuite()

  /** Fills the Send view with `amount` USDC to `to`, and goes on to the review. */
  const fillSend = async (dialog: Locator, amount: string, to: string) => {
    await dialog.getByRole('button', { name: /^Send/ }).click()
    await dialog.getByRole('button', { name: /Choose a token/ }).click()
    await dialog.getByRole('button', { name: /USDC/ }).first().click()
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount)
    await dialog.getByRole('textbox', { name: 'To' }).fill(to)
    await dialog.getByRole('button', { name: 'Review' }).click()
  }
  it('sends 1.5 USDC to a second account: the chain has it, and Activity lists it', async () => {
    expect(visitor).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const before = await tokenBalance(stack(), 'usdc', friend)
    const { page, context, dialog } = await connectDemoWallet(stack())
    await fillSend(dialog, '1.5', friend ?? '')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    // Back on Account once the wallet has sent it, saying what left.
    await dialog.getByRole('tab', { name: 'Activity' }).waitFor()
    await page.getByText('Sent 1.5 USDC').waitFor()
    expect(await tokenBalance(stack(), 'usdc', friend)).toBe(before + parseUnits('1.5', 6))

    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByText('-1.5 USDC').first().waitFor()
    await context.close()
  })

  it('leaves the form filled when the visitor rejects the send in the wallet', async () => {
    const before = await tokenBalance(stack(), 'usdc', friend)
    const { page, context, dialog } = await connectDemoWallet(stack(), '?signIn=off')
    await fillSend(dialog, '2.25', friend ?? '')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await page
      .getByRole('alertdialog', { name: 'Demo Wallet request' })
      .getByRole('button', { name: 'Reject' })
      .click()
    // The wallet's reason in the snackbar, and nothing lost: back to the form, all there.
    await dialog
      .getByText(/reject/i)
      .first()
      .waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    expect(await dialog.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('2.25')
    expect(await dialog.getByRole('textbox', { name: 'To' }).inputValue()).toBe(friend)
    expect(await tokenBalance(stack(), 'usdc', friend)).toBe(before)
    await context.close()
  })

  it("pays 5 USDC from Demo Wallet through modal.pay: the merchant's balance has it", async () => {
    expect(merchant).toBe(MERCHANT)
    const before = await tokenBalance(stack(), 'usdc', merchant)
    const { page, context } = await newPage(stack())
    await page.getByRole('button', { name: 'Buy Field notebook for 5.00 USDC' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('5.0000 USDC').first().waitFor()
    // Nobody is connected yet: paying from a wallet connects first, then comes back to Pay.
    await dialog.getByRole('button', { name: /Pay from a wallet|Connect a wallet/ }).click()
    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    await dialog.getByRole('button', { name: /Pay from Demo Wallet/ }).click()
    await dialog.getByText('Payment completed').waitFor()
    await page.getByText(/Paid 5\.00 USDC from your wallet, transaction 0x[0-9a-f]{64}/).waitFor()
    expect(await tokenBalance(stack(), 'usdc', merchant)).toBe(before + parseUnits('5', 6))
    // The modal closes by itself 3 s after the payment ended.
    await dialog.waitFor({ state: 'detached' })
    await context.close()
  })

  it('pays through Local Exchange: its checkout pays, and the modal sees Payment completed', async () => {
    const before = await tokenBalance(stack(), 'usdc', merchant)
    const { page, context } = await newPage(stack())
    await page.getByRole('button', { name: 'Buy Field notebook for 5.00 USDC' }).click()
    const dialog = page.getByRole('dialog')
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: /Local Exchange/ }).click(),
    ])
    await dialog.getByText('Payment initiated').waitFor()
    await checkout.getByRole('button', { name: 'Pay 5 USDC' }).click()
    await checkout.getByText('Payment sent').waitFor()
    // The modal learns it from the buy status, polled every 4 s.
    await dialog.getByText('Payment completed').waitFor()
    await page.getByText(/Paid 5\.00 USDC through local-exchange, transaction 0x/).waitFor()
    expect(await tokenBalance(stack(), 'usdc', merchant)).toBe(before + parseUnits('5', 6))
    await context.close()
  })
})
