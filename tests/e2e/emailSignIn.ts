import type { BrowserContext, FrameLocator, Page } from 'playwright-core'
import type { Address } from 'viem'
import { expect } from 'vitest'
import { FRAME_ELEMENT_ID } from '../../plugins/email/frame/messenger'
import { mailListSchema, type MailMessage } from '../../demo/mail/schemas'
import type { Stack } from './stack'

// The visitor's steps of the e-mail sign-in on the demo page, as the browser suites take
// them: the codes and the approval link read from the SMTP sink's mail API (as the visitor
// reads them in the Mailbox), the wallet frame's own screens reached through its iframe.

/** The wallet frame, as the visitor sees it inside the modal. */
export const walletFrame = (page: Page): FrameLocator => page.frameLocator(`#${FRAME_ELEMENT_ID}`)

/** The newest message to `to` received after `after` (ms) that `pick` finds something in. */
export async function mailAfter(
  stack: Stack,
  to: string,
  after: number,
  pick: (text: string) => string | undefined,
): Promise<string> {
  const mailUrl = stack.email?.mailUrl
  if (!mailUrl) throw new Error('the stack has no mail API')
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailUrl}/messages?to=${encodeURIComponent(to)}`)
        const { messages } = mailListSchema.parse(await response.json())
        const fresh = messages.filter(
          (message: MailMessage) => Date.parse(message.receivedAt) >= after,
        )
        found = fresh.map((message) => pick(message.text)).find(Boolean)
        return found
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBeTruthy()
  if (!found) throw new Error('no matching e-mail')
  return found
}

/** The page's connected address (eip155), once connected. */
export const connectedAddress = (page: Page) =>
  page.evaluate(() => {
    const modal = (window as Window & { porticoModal?: { getState(): unknown } }).porticoModal
    const state = modal?.getState() as
      { account: { byNamespace: { eip155?: { address?: string; status?: string } } } } | undefined
    const account = state?.account.byNamespace.eip155
    return account?.status === 'connected' ? account.address : undefined
  })

/** Types the address on the Connect view and continues; returns when the request was sent. */
export async function startLogin(page: Page, email: string) {
  const sentAfter = Date.now() - 1_000
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  return { dialog, sentAfter }
}

/**
 * After startLogin on a device the address never used: waits for "Approve this device" (the
 * service's 30 s resend cooldown, when an e-mail went to the address moments before, is
 * passed once: the visitor would wait the seconds the alert names, the suite moves the auth
 * service's clock past them, then continues as the visitor would), then opens the e-mailed
 * link in a tab of the same browser and approves. Returns when the code was asked for, with
 * the time to read it after.
 */
export async function approveThisDevice(
  stack: Stack,
  page: Page,
  context: BrowserContext,
  email: string,
  sentAfter: number,
  linkIn: (text: string) => string | undefined,
) {
  const dialog = page.getByRole('dialog')
  const heading = dialog.getByRole('heading', { name: 'Approve this device' })
  const cooldown = dialog.getByRole('alert').filter({ hasText: /Please try again after/ })
  await heading.or(cooldown).waitFor()
  let sent = sentAfter
  if (await cooldown.isVisible()) {
    const seconds = Number(/after (\d+) seconds/.exec(await cooldown.innerText())?.[1] ?? '30')
    const { email: services } = stack
    if (!services) throw new Error('the stack has no auth service')
    services.advanceClock((seconds + 1) * 1_000)
    sent = Date.now() - 1_000
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  }
  await heading.waitFor()
  const link = await mailAfter(stack, email, sent, linkIn)
  const approvedAt = Date.now() - 1_000
  const tab = await context.newPage()
  await tab.goto(link)
  await tab.getByRole('button', { name: 'Approve' }).click()
  await tab.getByRole('heading', { name: 'Device approved' }).waitFor()
  await tab.close()
  // Once approved, the service sends the code; the view asks for it.
  await dialog.getByRole('textbox', { name: 'Code' }).waitFor()
  return approvedAt
}

/**
 * Types the e-mailed code; `inFrame` then answers what the wallet frame asks (its recovery
 * screens, shown in the login view). Returns the connected address, once the modal closed.
 */
export async function enterCode(
  stack: Stack,
  page: Page,
  email: string,
  sentAfter: number,
  codeIn: (text: string) => string | undefined,
  inFrame: (wallet: FrameLocator) => Promise<void>,
) {
  const dialog = page.getByRole('dialog')
  const code = await mailAfter(stack, email, sentAfter, codeIn)
  const entered = Date.now()
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code)
  await dialog.getByRole('heading', { name: 'Protect or unlock your wallet' }).waitFor()
  await inFrame(walletFrame(page))
  const address = await connectedOnceClosed(page)
  // Measured for the report (code entry to connected, the visitor's answers included).
  console.info(`e-mail login: code entry to connected in ${Date.now() - entered} ms`)
  return address
}

/**
 * Once an embedded wallet's sign-in (e-mail code or social) is answered, it connects and the
 * modal closes as after any connection: waits for both and returns the connected address. A
 * sign-in that does not finish fails with what the modal and the wallet frame show instead
 * (the frame's error, a screen still asking), which names the cause.
 */
export async function connectedOnceClosed(page: Page): Promise<Address> {
  const dialog = page.getByRole('dialog')
  await dialog.waitFor({ state: 'detached', timeout: 60_000 }).catch(async (error: unknown) => {
    const shown = await dialog.innerText().catch(() => '(no dialog text)')
    const asked = await walletFrame(page)
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(nothing)')
    throw new Error(
      `The sign-in did not finish; the modal shows: ${shown}; the wallet frame: ${asked}`,
      { cause: error },
    )
  })
  await expect
    .poll(() => connectedAddress(page), { timeout: 15_000 })
    .toMatch(/^0x[0-9a-fA-F]{40}$/)
  const address = await connectedAddress(page)
  if (!address) throw new Error('not connected')
  return address as Address
}
