// @vitest-environment node
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { FAUCET_ETH } from '../../demo/services/faucetSchemas'
import { FRAME_ELEMENT_ID } from '../../plugins/email/frame/messenger'
import { axeViolations } from '../support/axe'
import { connectedAddress, connectedOnceClosed, walletFrame } from './emailSignIn'
import { pseudoLocaleProblems } from './languagePage'
import { hasChromium, newPage, stackForSuite } from './stack'

// The browser suite of social sign-in on the local stack, as `npm run demo` runs it: the auth
// service (serving the wallet frame) with the OpenID Connect stand-in playing GitHub and the
// others (its sign-in page lists demo people) and the Farcaster stand-in (its page plays the
// Farcaster app). Kept small: the CI run is near its time limit. Skipped without Chromium.
vi.setConfig({ testTimeout: 90_000 })

/** The recovery password each new embedded wallet is protected with. */
const RECOVERY_PASSWORD = 'lantern orchard velvet 42'

/**
 * Until the wallet frame stands still over its box for two animation frames: it follows the
 * modal's view as it slides in, and Chromium drops a click on a frame that just moved.
 */
const frameSettled = (page: Page) =>
  page.waitForFunction(
    (id) =>
      new Promise<boolean>((resolve) => {
        const frame = document.getElementById(id)
        if (!frame) return resolve(false)
        const before = JSON.stringify(frame.getBoundingClientRect())
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(JSON.stringify(frame.getBoundingClientRect()) === before),
          ),
        )
      }),
    FRAME_ELEMENT_ID,
  )

/** Protects the new embedded wallet with a recovery password, inside the wallet frame. */
async function protectWithPassword(page: Page) {
  const wallet = walletFrame(page)
  await wallet.getByRole('heading', { name: 'Protect your wallet' }).waitFor()
  await frameSettled(page)
  await wallet.getByRole('button', { name: 'Use a recovery password' }).click()
  await wallet.getByLabel('Recovery password', { exact: true }).fill(RECOVERY_PASSWORD)
  await wallet.getByLabel('Confirm recovery password').fill(RECOVERY_PASSWORD)
  await wallet.getByRole('button', { name: 'Protect wallet' }).click()
}

/** Protects the new wallet, then waits until the page is connected to it; its address. */
async function connectedAfterSignIn(page: Page): Promise<Address> {
  await protectWithPassword(page)
  return connectedOnceClosed(page)
}

describe.skipIf(!hasChromium)('social sign-in on the local stack, in Chromium', () => {
  const stack = stackForSuite({ email: true, socials: true })

  it("closes GitHub's popup (popup closed), signs in with GitHub on the provider's page, shows the username and the wallet's balance, stays connected after a reload", async () => {
    const { page, context } = await newPage(stack())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const socials = dialog.getByRole('group', { name: 'Sign in with a social account' })
    const github = socials.getByRole('button', { name: 'Continue with GitHub' })
    await github.waitFor()
    expect(await axeViolations(page)).toEqual([])

    // The popup opens in the click; the visitor closes it before signing in.
    const [closing] = await Promise.all([context.waitForEvent('page'), github.click()])
    await closing.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor()
    await closing.close()
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Popup closed. Open it again to continue with GitHub.' })
      .waitFor()
    expect(await pseudoLocaleProblems(page)).toEqual([])

    // Again, through the provider's sign-in and consent pages.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Try again' }).click(),
    ])
    await popup.getByRole('button', { name: /^Ada Lovelace \(@ada,/ }).click()
    await popup.getByRole('button', { name: 'Allow' }).click()
    const embedded = await connectedAfterSignIn(page)

    // The demo page's faucet funds a new embedded wallet (1 ETH, 100 USDC): once on chain, the
    // balance Account shows is the chain's.
    const [mainnet] = stack().devnet.chains
    if (!mainnet) throw new Error('no Local Mainnet')
    const chain = createPublicClient({ transport: http(mainnet.rpcUrl) })
    await expect
      .poll(() => chain.getBalance({ address: embedded }), { timeout: 20_000 })
      .toBe(parseEther(FAUCET_ETH))

    // After a reload still connected (restored through the frame), as the GitHub username;
    // Account shows it and the wallet's balance, read afresh.
    await page.reload()
    await expect.poll(() => connectedAddress(page), { timeout: 20_000 }).toBe(embedded)
    await page.getByRole('button', { name: 'ada' }).click()
    await dialog
      .getByRole('heading', { name: 'ada' })
      .or(dialog.getByText('ada', { exact: true }))
      .first()
      .waitFor()
    await dialog.getByText(`${FAUCET_ETH} ETH`, { exact: true }).first().waitFor()
    // The connection list names it by its provider and username too (not 'Email').
    await dialog.getByRole('button', { name: /^Wallets/ }).click()
    await dialog.getByRole('button', { name: 'GitHub, ada, Active' }).waitFor()
    await context.close()
  })

  it('signs in with Farcaster by approving on the Farcaster page (the QR view audited)', async () => {
    const { page, context } = await newPage(stack())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /more ways to sign in/ }).click()
    // The rest of the methods, in the pseudo-locale too (accented, 40 % longer): all fits, none
    // English. (ConnectingFarcaster's spinner runs until the approval: that view is not still.)
    await dialog.getByRole('button', { name: 'Continue with Farcaster' }).waitFor()
    expect(await pseudoLocaleProblems(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    const open = dialog.getByRole('link', { name: 'Open in Farcaster' })
    await open.waitFor()
    await dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    // The Farcaster app, on another device: the link of the QR code, approved by @alice.
    const href = await open.getAttribute('href')
    if (!href) throw new Error('no Farcaster link')
    const app = await context.newPage()
    await app.goto(href)
    await app.getByRole('button', { name: /^Sign in as @alice/ }).click()
    await app.getByRole('heading', { name: 'Signed in as @alice' }).waitFor()
    await app.close()

    await connectedAfterSignIn(page)
    await page.getByRole('button', { name: 'alice' }).waitFor()
    await context.close()
  })
})
