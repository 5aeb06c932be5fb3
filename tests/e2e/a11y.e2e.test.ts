// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { hasChromium, newPage, stackForSuite } from './stack'
import { axeViolations } from '../support/axe'

// An accessibility audit of the modal's views on the local stack, in Chromium, with axe-core
// (the WCAG 2.1 A and AA rules): names, roles, labels, contrast, ARIA use. axe reads open
// shadow roots, where the modal lives. In the light and the dark theme.
vi.setConfig({ testTimeout: 90_000 })

describe.skipIf(!hasChromium)("the modal's views pass an axe audit (WCAG 2.1 AA)", () => {
  const stack = stackForSuite()

  it.each(['light', 'dark'] as const)('in the %s theme', async (theme) => {
    const { page, context } = await newPage(stack())
    if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
    const dialog = page.getByRole('dialog')
    const found: Record<string, string[]> = {}
    const check = async (view: string) => {
      const violations = await axeViolations(page)
      if (violations.length > 0) found[view] = violations
    }

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: /Demo Wallet/ }).waitFor()
    // (The demo turns WalletConnect and so All Wallets off: there is no relay offline.)
    await check('Connect')
    // The onboarding views (with WalletConnect off Get a wallet has nothing to list).
    await dialog.getByRole('button', { name: 'What is a wallet?' }).click()
    await dialog.getByRole('heading', { name: 'Your keys stay with you' }).waitFor()
    await check('WhatIsAWallet')
    await dialog.getByRole('button', { name: 'Get a wallet' }).click()
    await dialog.getByText('Install one of these wallets').waitFor()
    await check('GetAWallet')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Buy Field notebook for 5.00 USDC' }).click()
    await dialog.getByText('5.0000 USDC').first().waitFor()
    await check('Pay, nobody connected')
    await dialog.getByRole('button', { name: /Pay from a wallet/ }).click()
    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    await dialog.getByRole('button', { name: /Pay from Demo Wallet/ }).waitFor()
    await check('Pay, connected')
    await dialog.getByRole('button', { name: /Pay from Demo Wallet/ }).click()
    await dialog.getByText('Payment completed').waitFor()
    await check('PayLoading, completed')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: '0xf39F…2266' }).click()
    await dialog.getByRole('button', { name: /^Send/ }).waitFor()
    await check('Account, Tokens')
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByText('-5 USDC').first().waitFor()
    await check('Account, Activity')
    await dialog.getByRole('button', { name: /^Local Mainnet/ }).click()
    await check('Networks')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: /^Receive/ }).click()
    await check('Receive')
    await dialog.getByRole('button', { name: 'Back' }).click()

    await dialog.getByRole('button', { name: /^Send/ }).click()
    await dialog.getByRole('button', { name: 'Review' }).click()
    await check('Send, with what is missing pointed out')
    await dialog.getByRole('button', { name: /Choose a token/ }).click()
    await check('SendSelectToken')
    await dialog.getByRole('button', { name: /USDC/ }).first().click()
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await dialog
      .getByRole('textbox', { name: 'To' })
      .fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await dialog.getByRole('button', { name: 'Review' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).waitFor()
    await check('SendPreview')

    expect(found).toEqual({})
    await context.close()
  })

  // The demo shop's required sign-in (issue 14): a page without signIn=off, and without
  // autoApprove, so the wallet's prompt can decline the signature.
  it.each(['light', 'dark'] as const)('SIWXSignMessage in the %s theme', async (theme) => {
    const { page, context } = await newPage(stack(), '')
    if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
    const prompt = page.getByRole('alertdialog', { name: 'Demo Wallet request' })
    const signIn = page.getByRole('dialog', { name: 'Sign in' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Demo Wallet/ }).click()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await signIn.getByRole('button', { name: 'Sign', exact: true }).waitFor()
    const found: Record<string, string[]> = {}
    const check = async (view: string) => {
      const violations = await axeViolations(page)
      if (violations.length > 0) found[view] = violations
    }
    await check('SIWXSignMessage')
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await signIn.getByText('Signature declined').waitFor()
    await check('SIWXSignMessage, Signature declined')
    expect(found).toEqual({})
    await context.close()
  })
})
