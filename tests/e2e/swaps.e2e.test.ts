// @vitest-environment node
import { parseUnits } from 'viem'
import type { Locator } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { devAccounts } from '../../demo/devnet/accounts.mjs'
import { connectDemoWallet, hasChromium, stackForSuite, tokenBalance } from './stack'
import { axeViolations } from '../support/axe'

// The browser suite of issue 15: swaps with Demo Wallet on the Uniswap V2 pools the devnet
// deploys, checked against the chain itself, and an axe audit (WCAG 2.1 AA) of the Swap view
// and its review step. Skipped without /usr/bin/chromium.
vi.setConfig({ testTimeout: 90_000 })

const [visitor] = devAccounts(1).map((account) => account.address)

describe.skipIf(!hasChromium)('swaps on the local Uniswap V2, in Chromium', () => {
  const stack = stackForSuite()

  /** From Account to a quoted swap of `amount` `from` for `to`, then on to the review. */
  const fillSwap = async (
    dialog: Locator,
    from: string,
    to: string,
    amount: string,
    audit = false,
  ) => {
    await dialog.getByRole('button', { name: /^Swap/ }).click()
    const form = dialog.getByRole('form', { name: 'Swap tokens' })
    // The native currency is what is sold unless something else is chosen.
    await form.getByRole('button', { name: 'Token to pay: ETH' }).waitFor()
    if (from !== 'ETH') {
      await form.getByRole('button', { name: 'Token to pay: ETH' }).click()
      await dialog.getByRole('list', { name: 'Tokens to pay with' }).waitFor()
      await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(from.toLowerCase())
      await dialog.getByRole('button', { name: new RegExp(`^${from} ·`) }).click()
    }
    await form.getByRole('button', { name: /Choose the token to receive|Token to receive/ }).click()
    await dialog.getByRole('list', { name: 'Tokens to receive' }).waitFor()
    if (audit) {
      // The form has left (the view before fades out over the new one).
      await form.waitFor({ state: 'detached' })
      expect(await axeViolations(dialog.page())).toEqual([])
    }
    await dialog.getByRole('button', { name: new RegExp(`^${to} ·`) }).click()
    await form.getByRole('textbox', { name: 'Amount to pay' }).fill(amount)
    await form.getByText(/^Minimum received/).waitFor()
    // The other amount is the quote's.
    expect(
      Number(await form.getByRole('textbox', { name: 'Amount to receive' }).inputValue()),
    ).toBeGreaterThan(0)
    return form
  }

  /** The review's minimum received, in the bought token's smallest units. */
  const minimumOnReview = async (dialog: Locator, decimals: number) => {
    // The last term of the quote's details is the minimum received.
    await dialog.getByText(/^Minimum received/).waitFor()
    const text = await dialog.getByLabel('Quote details').getByRole('definition').last().innerText()
    const amount = /^([\d.]+) /.exec(text)?.[1]
    if (!amount) throw new Error(`No minimum in "${text}"`)
    return parseUnits(amount, decimals)
  }

  it('swaps 0.1 ETH for USDC: the chain credits at least the minimum received', async () => {
    const before = await tokenBalance(stack(), 'usdc', visitor)
    const { page, context, dialog } = await connectDemoWallet(stack())
    // axe audits the token list, the form with its quote and the review step.
    const form = await fillSwap(dialog, 'ETH', 'USDC', '0.1', true)
    expect(await axeViolations(page)).toEqual([])
    await form.getByRole('button', { name: 'Review swap' }).click()
    await dialog.getByRole('button', { name: 'Swap', exact: true }).waitFor()
    const minimum = await minimumOnReview(dialog, 6)
    await form.waitFor({ state: 'detached' })
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await dialog.getByText('Swap complete').waitFor()
    const gained = (await tokenBalance(stack(), 'usdc', visitor)) - before
    expect(gained).toBeGreaterThanOrEqual(minimum)
    // 0.1 ETH at about 3,000 USDC: between 290 and 300 USDC.
    expect(gained).toBeGreaterThan(parseUnits('290', 6))
    // Activity was read again: the swap's two legs are there.
    await dialog.getByRole('button', { name: 'Done' }).click()
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByText('-0.1 ETH').first().waitFor()
    await context.close()
  })

  it('swaps USDC for GOLD with an approval of the exact amount first', async () => {
    const before = await tokenBalance(stack(), 'gold', visitor)
    const usdcBefore = await tokenBalance(stack(), 'usdc', visitor)
    const { context, dialog } = await connectDemoWallet(stack())
    const form = await fillSwap(dialog, 'USDC', 'GOLD', '50')
    await form.getByRole('button', { name: 'Review swap' }).click()
    const confirm = dialog.getByRole('button', { name: 'Approve USDC and swap' })
    await confirm.waitFor()
    const minimum = await minimumOnReview(dialog, 18)
    await confirm.click()
    await dialog.getByText('Swap complete').waitFor()
    expect((await tokenBalance(stack(), 'gold', visitor)) - before).toBeGreaterThanOrEqual(minimum)
    expect(usdcBefore - (await tokenBalance(stack(), 'usdc', visitor))).toBe(parseUnits('50', 6))
    await context.close()
  })

  it('keeps the form when the visitor rejects the swap in the wallet', async () => {
    const before = await tokenBalance(stack(), 'usdc', visitor)
    const { page, context, dialog } = await connectDemoWallet(stack(), '?signIn=off')
    const form = await fillSwap(dialog, 'ETH', 'USDC', '0.05')
    await form.getByRole('button', { name: 'Review swap' }).click()
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await page
      .getByRole('alertdialog', { name: 'Demo Wallet request' })
      .getByRole('button', { name: 'Reject' })
      .click()
    // The wallet's reason, and nothing lost: back on the form, all there.
    await dialog
      .getByRole('alert')
      .filter({ hasText: /did not go through.*reject/i })
      .waitFor()
    await dialog.getByRole('button', { name: 'Edit swap' }).click()
    const kept = dialog.getByRole('form', { name: 'Swap tokens' })
    expect(await kept.getByRole('textbox', { name: 'Amount to pay' }).inputValue()).toBe('0.05')
    await kept.getByRole('button', { name: 'Token to receive: USDC' }).waitFor()
    expect(await tokenBalance(stack(), 'usdc', visitor)).toBe(before)
    await context.close()
  })
})
