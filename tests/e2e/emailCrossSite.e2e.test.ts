// @vitest-environment node
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { FRAME_ELEMENT_ID } from '../../plugins/email/frame/messenger'
import { devAccounts } from '../../demo/devnet/accounts.mjs'
import { devnetChain } from '../../demo/devnet/start.mjs'
import { approvalLinkIn, codeIn } from '../../demo/mail/extract'
import { mailListSchema } from '../../demo/mail/schemas'
import { approveThisDevice, connectedAddress, mailAfter } from './emailSignIn'
import { hasChromium, stackForSuite, tokenBalance } from './stack'

// The e-mail wallet across two sites, as in production (a shop embedding its wallet
// provider): the page on http://localhost, the auth service and its frame on
// http://127.0.0.1. Chromium here blocks third-party storage by default, so the embedded
// frame gets neither localStorage nor IndexedDB: it says so, and the visitor continues in the
// wallet window, a popup of the wallet's own site (first-party storage) opened from their
// click, where the recovery and the approvals show. Closing it fails what waited on it, the
// next action opens it again, and the session it keeps outlives a reload of the page.
vi.setConfig({ testTimeout: 120_000 })

const VISITOR = 'lin@example.com'
const RECOVERY_PASSWORD = 'harbour quartz meadow 73'
const MERCHANT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
/** Funds the embedded wallet: a development account with ETH and USDC. */
const FUNDER_INDEX = 4
const BUY = 'Buy Field notebook for 5.00 USDC'

describe.skipIf(!hasChromium)('the e-mail wallet on another site, in Chromium', () => {
  const stack = stackForSuite({ email: true, crossSite: true })

  /** Clicks `button` and returns the wallet window it opens. */
  async function walletWindowFrom(context: BrowserContext, click: () => Promise<void>) {
    const opened = context.waitForEvent('page')
    await click()
    const wallet = await opened
    await wallet.getByRole('heading', { name: 'Your e-mail wallet' }).waitFor()
    return wallet
  }

  /** A payment of the demo shop from the e-mail wallet, up to its approval in `wallet`. */
  async function payUntilAsked(page: Page, wallet: Page) {
    await page.getByRole('button', { name: BUY }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Pay from Email/ }).click()
    await dialog.getByText('Check the request in the wallet window').waitFor()
    await wallet.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await wallet.getByText('5 USDC', { exact: true }).waitFor()
  }

  it('continues in the wallet window when the frame has no storage; closes, reopens, and resumes after a reload', async () => {
    const started = Date.now()
    const authOrigin = new URL(stack().email?.authUrl ?? '').origin
    const pageOrigin = new URL(stack().pageUrl).origin
    expect(new URL(authOrigin).hostname).toBe('127.0.0.1')
    expect(new URL(pageOrigin).hostname).toBe('localhost')
    const context = await stack().browser.newContext()
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort(),
    )
    const page = await context.newPage()
    await page.goto(`${stack().pageUrl}?autoApprove=1&signIn=off`)

    // The embedded frame finds its storage refused and says so; the kit removes it and offers
    // the window, with why.
    const sentAfter = Date.now() - 1_000
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(VISITOR)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog
      .getByText(/This browser keeps the e-mail wallet’s storage from this site/)
      .waitFor()
    await page.locator(`#${FRAME_ELEMENT_ID}`).waitFor({ state: 'detached' })
    expect(await dialog.getByRole('alert').count()).toBe(0)

    // The window, opened in the visitor's click: the wallet's own site, for this page.
    const wallet = await walletWindowFrom(context, () =>
      dialog.getByRole('button', { name: 'Continue in a secure window' }).click(),
    )
    const address = new URL(wallet.url())
    expect(address.origin).toBe(authOrigin)
    expect(address.searchParams.get('mode')).toBe('window')
    expect(address.searchParams.get('parentOrigin')).toBe(pageOrigin)
    await wallet.getByText(pageOrigin, { exact: true }).waitFor()

    // Sign-up as on one site: the device approval and the code in the modal; the wallet's
    // recovery password is chosen in the window, which the modal points to.
    const approvedAt = await approveThisDevice(
      stack(),
      page,
      context,
      VISITOR,
      sentAfter,
      approvalLinkIn,
    )
    await dialog
      .getByRole('textbox', { name: 'Code' })
      .fill(await mailAfter(stack(), VISITOR, approvedAt, codeIn))
    await dialog.getByText('Answer in the wallet window').waitFor()
    await wallet.getByRole('heading', { name: 'Protect your wallet' }).waitFor()
    await wallet.getByRole('button', { name: 'Use a recovery password' }).click()
    await wallet.getByLabel('Recovery password', { exact: true }).fill(RECOVERY_PASSWORD)
    await wallet.getByLabel('Confirm recovery password').fill(RECOVERY_PASSWORD)
    await wallet.getByRole('button', { name: 'Protect wallet' }).click()
    await dialog.waitFor({ state: 'detached', timeout: 60_000 })
    await expect
      .poll(() => connectedAddress(page), { timeout: 15_000 })
      .toMatch(/^0x[0-9a-fA-F]{40}$/)
    const embedded = (await connectedAddress(page)) as Address
    // The window is back to its own page once the recovery is done.
    await wallet.getByRole('button', { name: `Back to ${pageOrigin}` }).waitFor()

    // Funds for the payments (the demo may fund a new wallet too).
    const [mainnet] = stack().devnet.chains
    const funderAccount = devAccounts(FUNDER_INDEX + 1)[FUNDER_INDEX]
    if (!mainnet || !funderAccount) throw new Error('no Local Mainnet or no funder')
    const funder = createWalletClient({
      account: funderAccount,
      chain: devnetChain(mainnet),
      transport: http(mainnet.rpcUrl),
    })
    await funder.sendTransaction({ to: embedded, value: parseEther('1') })
    await funder.writeContract({
      address: mainnet.tokens.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [embedded, parseUnits('20', 6)],
    })
    await expect
      .poll(() => tokenBalance(stack(), 'usdc', embedded), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(parseUnits('20', 6))
    const merchantBefore = await tokenBalance(stack(), 'usdc', MERCHANT)

    // A payment approved in the window.
    await payUntilAsked(page, wallet)
    await wallet.getByRole('button', { name: 'Approve' }).click()
    await dialog.getByText('Payment completed').waitFor({ timeout: 30_000 })
    expect(await tokenBalance(stack(), 'usdc', MERCHANT)).toBe(merchantBefore + parseUnits('5', 6))
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })

    // Another, and the visitor closes the window instead of answering: the request fails with
    // the window's own error, said in the modal; nothing moved.
    await payUntilAsked(page, wallet)
    await wallet.close()
    await page
      .getByText('The wallet window was closed, so this request was cancelled.', { exact: false })
      .first()
      .waitFor()
    await dialog.getByText('Payment failed').waitFor()
    expect(await tokenBalance(stack(), 'usdc', MERCHANT)).toBe(merchantBefore + parseUnits('5', 6))
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })

    // The next payment asks to open the window again; the new window unlocks from its own
    // storage (no code, no password) and asks there.
    await page.getByRole('button', { name: BUY }).click()
    await dialog.getByRole('button', { name: /Pay from Email/ }).click()
    await dialog.getByText(/The wallet window was closed\. Nothing is lost/).waitFor()
    const reopened = await walletWindowFrom(context, () =>
      dialog.getByRole('button', { name: 'Open the wallet window' }).click(),
    )
    await reopened.getByRole('heading', { name: 'Approve transaction' }).waitFor()
    await reopened.getByRole('button', { name: 'Approve' }).click()
    await dialog.getByText('Payment completed').waitFor({ timeout: 30_000 })
    expect(await tokenBalance(stack(), 'usdc', MERCHANT)).toBe(merchantBefore + parseUnits('10', 6))
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })
    await reopened.close()

    // A reload: the page cannot reach the window's storage by itself, so it is not connected
    // until the visitor opens the window; then the window's session signs them in, no code.
    const reloadedAt = Date.now()
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(VISITOR)
    const resumed = await walletWindowFrom(context, () =>
      dialog.getByRole('button', { name: 'Continue in a secure window' }).click(),
    )
    await expect.poll(() => connectedAddress(page), { timeout: 20_000 }).toBe(embedded)
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })
    const mail = await fetch(`${stack().email?.mailUrl}/messages?to=${encodeURIComponent(VISITOR)}`)
    const { messages } = mailListSchema.parse(await mail.json())
    expect(messages.filter((message) => Date.parse(message.receivedAt) >= reloadedAt)).toEqual([])
    await resumed.close()
    await context.close()
    console.info(`cross-site e-mail wallet: ${Date.now() - started} ms`)
  })
})
