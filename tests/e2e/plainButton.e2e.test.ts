// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../support/axe'
import { hasChromium, newPage, stackForSuite } from './stack'

// portico/button on a page without React (demo/host/plain.html): the custom elements follow
// the modal through its store, open its views, wear its theme, and pass an axe audit, in
// Chromium on the local stack (the devnet, the services, the Demo Wallet).
vi.setConfig({ testTimeout: 90_000 })

describe.skipIf(!hasChromium)('<portico-connect-button> on a plain page, in Chromium', () => {
  const stack = stackForSuite()

  it('connects, shows network, balance and avatar, opens Account and Networks, disconnects', async () => {
    const { page, context } = await newPage(stack(), 'plain.html?autoApprove=1')
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const dialog = page.getByRole('dialog')

    // Disconnected: real buttons in the elements' shadow roots, styled from the theme.
    const connect = page.getByRole('button', { name: 'Connect Wallet' })
    await connect.waitFor()
    await page.getByRole('button', { name: 'Select Network' }).waitFor()
    expect(await page.evaluate(() => typeof customElements.get('portico-connect-button'))).toBe(
      'function',
    )
    // A page's own --portico-* reaches through the shadow boundary.
    await page.evaluate(() =>
      document.documentElement.style.setProperty('--portico-accent', 'rgb(10, 125, 90)'),
    )
    expect(await connect.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(10, 125, 90)',
    )
    await page.evaluate(() => document.documentElement.style.removeProperty('--portico-accent'))
    expect(await axeViolations(page)).toEqual([])

    // Connect through the modal.
    await connect.click()
    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    await dialog.waitFor({ state: 'detached' })

    // The network button and the account button (chain-status="none" on the connect button).
    const network = page.getByRole('button', { name: 'Local Mainnet' })
    await network.waitFor()
    const account = page.getByRole('button', { name: /^0xf39F…2266 9,999\.\d+ ETH$/ })
    await account.waitFor()
    expect(await network.locator('img').getAttribute('alt')).toBe('')
    // The network's image is the one the modal's network list shows (the local services'
    // asset image), in place of the kit's mark once it has loaded.
    await expect
      .poll(() => network.locator('img').getAttribute('src'))
      .toMatch(/\/public\/getAssetImage\/eip155%3A\d+\?/)
    expect(await account.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(await page.locator('portico-connect-button').getByRole('button').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])

    // The keyboard: Enter on the account button opens Account, Escape gives focus back.
    await account.focus()
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(
      await page.evaluate(
        () => document.activeElement?.shadowRoot?.activeElement?.textContent ?? null,
      ),
    ).toMatch(/^0xf39F…2266/)

    // The network button opens the network list.
    await network.click()
    await dialog.getByRole('heading', { name: 'Choose Network' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // An attribute changed by the page redraws the element: the network joins the pair.
    await page.evaluate(() =>
      document.querySelector('portico-connect-button')?.setAttribute('chain-status', 'icon'),
    )
    await page
      .locator('portico-connect-button')
      .getByRole('button', { name: 'Local Mainnet' })
      .waitFor()

    // The dark theme: the modal's mode reaches the elements; still no axe violation.
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await page.locator('portico-connect-button [data-portico-theme="dark"]').waitFor()
    expect(await axeViolations(page)).toEqual([])

    // Disconnect in Account: the elements go back to their first words.
    await account.click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await dialog.waitFor({ state: 'detached' })
    await connect.waitFor()
    await page.getByRole('button', { name: 'Select Network' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('on a phone the modal is a sheet its handle drags down to close; a short drag springs back', async () => {
    const { page, context } = await newPage(stack(), 'plain.html?autoApprove=1')
    await page.setViewportSize({ width: 375, height: 700 })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Demo Wallet/ }).waitFor()
    const handle = page.locator('.sheet-handle')
    // The sheet has slid in and the view has its height: the handle is where it stays.
    const settled = () =>
      page.waitForFunction(() =>
        [...document.querySelectorAll('*')]
          .flatMap((element) => (element.shadowRoot ? element.shadowRoot.getAnimations() : []))
          .every((animation) => animation.playState !== 'running'),
      )
    await settled()
    const box = await handle.boundingBox()
    if (!box) throw new Error('the sheet has no handle on screen')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const drag = async (distance: number) => {
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x, y + distance, { steps: 8 })
      await page.mouse.up()
    }

    // Short of SHEET_DRAG_CLOSE_PX (80): back into place, still open.
    await drag(40)
    await page.locator('[role="dialog"][data-drag="release"]').waitFor()
    expect(await dialog.evaluate((panel) => panel.style.transform)).toBe('')
    await settled()
    expect(await dialog.isVisible()).toBe(true)

    // Past it: closed, as Escape closes it.
    await drag(160)
    await dialog.waitFor({ state: 'detached' })
    await context.close()
  })
})
