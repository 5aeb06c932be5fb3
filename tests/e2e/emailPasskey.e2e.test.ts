// @vitest-environment node
import type { CDPSession } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { approvalLinkIn, codeIn } from '../../demo/mail/extract'
import { FRAME_ELEMENT_ID } from '../../plugins/email/frame/messenger'
import {
  approveThisDevice,
  connectedAddress,
  enterCode,
  mailAfter,
  startLogin,
  walletFrame,
} from './emailSignIn'
import { hasChromium, stackForSuite } from './stack'

// The e-mail wallet's recovery with a passkey, in Debian's Chromium: a new wallet's recovery
// share is sealed under the PRF output of a passkey the frame makes (Chromium's virtual
// authenticator, through CDP: CTAP2, internal, resident keys, user verification, PRF), and a
// device that has lost everything of the frame recovers the wallet with that passkey.
//
// The "new device" is this same tab with every byte of the frame's and the page's storage
// wiped (device id, device key, device share, session): to the frame and the service a device
// never seen. Not a fresh browser context, because a virtual authenticator belongs to its tab
// and the PRF secret of its credentials cannot be carried to another one: WebAuthn.getCredentials
// exports no hmac-secret, and a credential added to another authenticator evaluates no PRF.
// The page and the auth service are reached as localhost: WebAuthn takes no IP address as its
// relying party.
// Three sign-ins to one address, each e-mail after the service's 30 s resend cooldown.
vi.setConfig({ testTimeout: 300_000 })

const VISITOR = 'grace@example.com'

/** A platform authenticator with PRF whose touches and verifications succeed at once. */
async function virtualAuthenticator(cdp: CDPSession) {
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    authenticatorId,
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

describe.skipIf(!hasChromium)('e-mail wallet recovery with a passkey, in Chromium', () => {
  const stack = stackForSuite({ email: true, hostName: 'localhost' })

  it('protects a new wallet with a passkey made in the frame; a wiped device cancels once, then recovers it with that passkey', async () => {
    const authUrl = stack().email?.authUrl ?? ''
    expect(new URL(authUrl).hostname).toBe('localhost')
    const context = await stack().browser.newContext()
    // Only this machine: the page and the auth service (localhost), the services (127.0.0.1).
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort(),
    )
    const page = await context.newPage()
    const authenticator = await virtualAuthenticator(await context.newCDPSession(page))
    await page.goto(`${stack().pageUrl}?autoApprove=1&signIn=off`)

    // Sign-up: the approval link, the code, then the frame asks how to protect the wallet.
    const signUp = await startLogin(page, VISITOR)
    const approvedAt = await approveThisDevice(
      stack(),
      page,
      context,
      VISITOR,
      signUp.sentAfter,
      approvalLinkIn,
    )
    const made = await enterCode(stack(), page, VISITOR, approvedAt, codeIn, async (wallet) => {
      await wallet.getByRole('heading', { name: 'Protect your wallet' }).waitFor()
      await wallet.getByText(/^Recovery: only you/).waitFor()
      await wallet.getByRole('button', { name: 'Use a passkey' }).click()
    })
    const [credential, ...others] = await authenticator.credentials()
    expect(others).toEqual([])
    expect(credential).toMatchObject({ rpId: 'localhost', isResidentCredential: true })

    // Signed out, and every byte of the frame's and the page's storage gone.
    await page.getByRole('button', { name: /^0x/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const frame = page.frames().find((each) => each.url().startsWith(`${authUrl}/frame/`))
    if (!frame) throw new Error('the wallet frame is not loaded')
    await frame.evaluate(async () => {
      localStorage.clear()
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('portico-embedded-wallet')
        request.onsuccess = () => resolve()
        request.onerror = () => reject(request.error ?? new Error('not deleted'))
      })
    })
    await page.evaluate(() => localStorage.clear())
    await page.reload()

    // A new device to the service: the approval link, the code, then the passkey screen. The
    // visitor cancels there first: the sign-in says so, nothing is kept, the modal works on.
    const dialog = page.getByRole('dialog')
    const cancelled = await startLogin(page, VISITOR)
    const approvedFirst = await approveThisDevice(
      stack(),
      page,
      context,
      VISITOR,
      cancelled.sentAfter,
      approvalLinkIn,
    )
    await dialog
      .getByRole('textbox', { name: 'Code' })
      .fill(await mailAfter(stack(), VISITOR, approvedFirst, codeIn))
    await walletFrame(page).getByRole('heading', { name: 'Unlock with your passkey' }).waitFor()
    await walletFrame(page).getByRole('button', { name: 'Cancel' }).click()
    await dialog.getByText(/you cancelled its recovery/).waitFor()
    await page.locator(`#${FRAME_ELEMENT_ID}`).waitFor({ state: 'hidden' })
    expect(await connectedAddress(page)).toBeUndefined()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    // Again, through a new approval (the last sign-in's recovery was used up): the passkey.
    const again = await startLogin(page, VISITOR)
    const approvedAgain = await approveThisDevice(
      stack(),
      page,
      context,
      VISITOR,
      again.sentAfter,
      approvalLinkIn,
    )
    const recovered = await enterCode(
      stack(),
      page,
      VISITOR,
      approvedAgain,
      codeIn,
      async (wallet) => {
        await wallet.getByRole('heading', { name: 'Unlock with your passkey' }).waitFor()
        await wallet.getByRole('button', { name: 'Use passkey' }).click()
      },
    )
    expect(recovered).toBe(made)
    await context.close()
  })
})
