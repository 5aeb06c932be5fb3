// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { hasChromium, newPage, stackForSuite } from './stack'

// Sign in with the wallet (issue 14) on the local stack, in Chromium: the demo shop requires
// sign-in (its `siwx` option, checked by the shop's own server code with portico/server), so
// these pages are opened without `signIn=off`.
vi.setConfig({ testTimeout: 60_000 })
describe.skipIf(!hasChromium)('sign in with the wallet on the demo shop, in Chromium', () => {
  const stack = stackForSuite()

  /** Connects Demo Wallet; without autoApprove the wallet's prompt is approved. */
  const connect = async (query: string) => {
    const { page, context } = await newPage(stack(), query)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const demoWallet = page.getByRole('button', { name: /Demo Wallet/ })
    await demoWallet.waitFor()
    const connectClicked = performance.now()
    await demoWallet.click()
    if (!new URLSearchParams(query).has('autoApprove')) {
      await page
        .getByRole('alertdialog', { name: 'Demo Wallet request' })
        .getByRole('button', { name: 'Approve' })
        .click()
    }
    const signIn = page.getByRole('dialog', { name: 'Sign in' })
    await signIn.getByRole('heading', { name: 'Sign in to Portico demo shop' }).waitFor()
    return { page, context, signIn, connectClicked }
  }

  it('signs in after connecting, shows Members, stays signed in after a reload, and signs out', async () => {
    const { page, context, signIn, connectClicked } = await connect('?autoApprove=1')
    const members = page.getByRole('heading', { name: 'Members' })
    // Connected, not signed in: nothing of the members area yet.
    expect(await members.count()).toBe(0)
    await expect
      .poll(() => signIn.getByText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266').count())
      .toBe(1)
    expect(
      await signIn.getByText('Sign in to the Portico demo shop to see the members area.').count(),
    ).toBe(1)
    const viewShown = performance.now()

    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    const signClicked = performance.now()
    await signIn.waitFor({ state: 'detached' })
    await members.waitFor()
    await page.getByText('Early access').waitFor()
    const signedIn = performance.now()
    console.log(
      `[siwx] Demo Wallet click -> sign-in view ${Math.round(viewShown - connectClicked)} ms; ` +
        `Sign click -> Members shown ${Math.round(signedIn - signClicked)} ms; ` +
        `Demo Wallet click -> signed in (auto-approving wallet, one click on Sign) ${Math.round(signedIn - connectClicked)} ms`,
    )

    await page.reload()
    await members.waitFor()
    await page.getByText('Early access').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await members.count()).toBe(0)
    // The shop's server ended the session too: a reload does not sign in again.
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await members.count()).toBe(0)
    await context.close()
  })

  it('keeps the required sign-in open, says Signature declined, and Cancel disconnects', async () => {
    const { page, context, signIn } = await connect('')
    const panel = signIn

    // Escape, the close button and the overlay shake the modal instead of closing it.
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.getAttribute('data-shake')).not.toBeNull()
    await page.locator('[data-portico-overlay]').click({ force: true })
    expect(await signIn.count()).toBe(1)

    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await page
      .getByRole('alertdialog', { name: 'Demo Wallet request' })
      .getByRole('button', { name: 'Reject' })
      .click()
    await signIn.getByRole('alert').getByText('Signature declined').waitFor()
    expect(await page.getByRole('heading', { name: 'Members' }).count()).toBe(0)

    await signIn.getByRole('button', { name: 'Cancel' }).click()
    await signIn.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await context.close()
  })
})
