// @vitest-environment node
// The demo's wagmi page (demo/host/wagmi.html) on the local stack, in Chromium: an app built on
// wagmi's hooks whose connector is the modal (portico/wagmi). One connection, both sides: what
// the modal does, wagmi's hooks show; what wagmi does, the modal follows.
import type { Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { hasChromium, newPage, stackForSuite } from './stack'

vi.setConfig({ testTimeout: 60_000 })

// anvil's first development account, the Demo Wallet's.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The modal's network for the page's handle (window.porticoModal), as a CAIP-2 id. */
const modalNetwork = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as Window & {
          porticoModal?: {
            getState(): { account: { byNamespace: { eip155?: { caipNetworkId?: string } } } }
          }
        }
      ).porticoModal?.getState().account.byNamespace.eip155?.caipNetworkId,
  )

describe.skipIf(!hasChromium)('the wagmi page on the local stack, in Chromium', () => {
  const stack = stackForSuite()

  const wagmiPage = () => newPage(stack(), 'wagmi.html?autoApprove=1')
  /** Waits until wagmi's useConnection says `status`. */
  const wagmiStatus = (page: Page, status: string) =>
    page.getByTestId('wagmi-status').getByText(status, { exact: true }).waitFor()
  /** Waits until wagmi's useConnection names `chain`. */
  const wagmiChain = (page: Page, chain: string) =>
    page.getByTestId('wagmi-chain').getByText(chain, { exact: true }).waitFor()

  /** Connects in the modal, as a visitor does with its button. */
  const connectInModal = async (page: Page) => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Demo Wallet/ }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  }

  it("a connection made in the modal is wagmi's: account, chain, balance", async () => {
    const { page, context } = await wagmiPage()
    await wagmiStatus(page, 'disconnected')

    await connectInModal(page)

    await wagmiStatus(page, 'connected')
    expect(await page.getByTestId('wagmi-address').textContent()).toBe(ADDRESS)
    expect(await page.getByTestId('wagmi-chain').textContent()).toBe('Local Mainnet')
    await page
      .getByTestId('wagmi-balance')
      .getByText(/^\d+(\.\d+)? ETH$/)
      .waitFor()
    await context.close()
  })

  it('a switch in wagmi moves the modal, and one in the modal moves wagmi', async () => {
    const { page, context } = await wagmiPage()
    await connectInModal(page)
    const switches = page.getByRole('region', { name: 'useSwitchChain' })

    await switches.getByRole('button', { name: 'Local Base' }).click()

    await wagmiChain(page, 'Local Base')
    expect(await modalNetwork(page)).toBe('eip155:31338')

    // Back through the modal's own network list.
    await page.locator('[data-portico-network-button]').click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Local Mainnet/ })
      .click()
    await wagmiChain(page, 'Local Mainnet')
    expect(
      await switches.getByRole('button', { name: 'Local Mainnet' }).getAttribute('aria-pressed'),
    ).toBe('true')
    await context.close()
  })

  it('sends through wagmi with the wallet the modal connected', async () => {
    const { page, context } = await wagmiPage()
    await connectInModal(page)
    const send = page.getByRole('region', { name: 'useSendTransaction' })

    await send.getByRole('button', { name: 'Send' }).click()

    await send
      .getByRole('status')
      .getByText(/^Sent: 0x[0-9a-f]{64}$/)
      .waitFor()
    await context.close()
  })

  it("wagmi's connect opens the modal, and a reload keeps both connected without a prompt", async () => {
    const { page, context } = await wagmiPage()
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Demo Wallet/ })
      .click()
    await wagmiStatus(page, 'connected')

    // Without autoApprove: a prompt of the wallet would show, and none may.
    await page.goto(`${stack().pageUrl}wagmi.html`)

    await wagmiStatus(page, 'connected')
    await page.getByRole('button', { name: '0xf39F…2266' }).waitFor()
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await context.close()
  })

  it('a disconnect in wagmi disconnects the modal', async () => {
    const { page, context } = await wagmiPage()
    await connectInModal(page)
    await wagmiStatus(page, 'connected')

    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()

    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await wagmiStatus(page, 'disconnected')
    await context.close()
  })

  it('a disconnect in the modal disconnects wagmi', async () => {
    const { page, context } = await wagmiPage()
    await connectInModal(page)
    await wagmiStatus(page, 'connected')

    await page.getByRole('button', { name: '0xf39F…2266' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()

    await wagmiStatus(page, 'disconnected')
    expect(await page.getByTestId('wagmi-address').textContent()).toBe('—')
    await context.close()
  })
})
