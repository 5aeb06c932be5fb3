// @vitest-environment node
import { parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { registrationMessage } from '../../plugins/names/schemas'
import { closeModal, openModal } from './languagePage'
import { connectDemoWallet, hasChromium, newPage, stackForSuite, tokenBalance } from './stack'

// Account names on the local stack, in Chromium: registered from Account with the Demo
// Wallet's signature (the local services verify it), shown on the page's button and in
// Account, and used as a Send receiver. Skipped without /usr/bin/chromium.
vi.setConfig({ testTimeout: 90_000 })

/** Anvil's second development account: it registers its own name, then receives a send. */
const FRIEND = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

/** A name not used by an earlier test of this run. */
const freshName = (prefix: string) => `${prefix}-${Date.now().toString(36)}`

describe.skipIf(!hasChromium)('account names on the local stack, in Chromium', () => {
  const stack = stackForSuite()

  it('registers a name from Account, then the button and Account show it', async () => {
    const { page, context, dialog } = await connectDemoWallet(stack())
    const name = freshName('shopper')
    await dialog.getByTestId('account-action-names').click()
    const field = dialog.getByRole('textbox', { name: 'Name' })
    await field.fill('ab')
    await dialog.getByText('A name has at least 4 characters.').waitFor()
    await field.fill(name)
    await dialog.getByText(`${name} is available.`).waitFor()
    await dialog.getByRole('button', { name: 'Register' }).click()
    // The Demo Wallet signs (autoApprove), the services verify and keep the name.
    await dialog.getByRole('heading', { name: `${name} is yours` }).waitFor()
    await dialog.getByRole('button', { name: 'Back to account' }).click()
    await dialog.getByText(name, { exact: true }).waitFor()
    await closeModal(page)
    // The page's account button: the name (then the balance) instead of 0xf39F…2266.
    await page.getByRole('button', { name }).waitFor()
    // After a reload the name comes from the identity call alone (the plugin is not loaded).
    await page.reload()
    await page.getByRole('button', { name }).waitFor()
    await context.close()
  })

  it('sends to a name another account registered', async () => {
    const services = stack().services
    if (!services) throw new Error('the local services are not running')
    const name = freshName('friend')
    const message = registrationMessage(name, Date.now())
    const registered = await fetch(
      `${services.url}/v1/profile/account?projectId=demo&st=portico&sv=0.1.0`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coin_type: 60,
          address: FRIEND.address,
          message,
          signature: await FRIEND.signMessage({ message }),
        }),
      },
    )
    expect(registered.status).toBe(200)

    // Connected as connectDemoWallet does, but the account may have a name by now (the test
    // before registers one): Account is opened through the page's modal handle.
    const { page, context } = await newPage(stack())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Demo Wallet/ }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await openModal(page, 'Account')
    const dialog = page.getByRole('dialog')
    const before = await tokenBalance(stack(), 'usdc', FRIEND.address)
    await dialog.getByTestId('account-action-send').click()
    await dialog.getByRole('group', { name: 'Token' }).getByRole('button').click()
    await dialog.getByRole('button', { name: /USDC/ }).first().click()
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.5')
    await dialog.getByRole('textbox', { name: 'To' }).fill(name)
    // The name resolves to the friend's address before the send is reviewed.
    await dialog.getByText(FRIEND.address).first().waitFor()
    await dialog.getByRole('button', { name: 'Review', exact: true }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByTestId('account-action-send').waitFor()
    await expect
      .poll(() => tokenBalance(stack(), 'usdc', FRIEND.address), { timeout: 30_000 })
      .toBe(before + parseUnits('12.5', 6))
    await context.close()
  })
})
