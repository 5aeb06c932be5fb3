// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { hasChromium, newPage, stackForSuite } from './stack'

// The browser suites of issue 4: the kit on the local stack, driven in Debian's Chromium.
// Without /usr/bin/chromium (a machine that did not run `.ci/run`) they are skipped.
// A browser step waits up to Playwright's 30 s; a test gets a minute.
vi.setConfig({ testTimeout: 60_000 })
// The smallest tap target the demo page offers on a phone.
const MIN_TAP_TARGET_PX = 44
describe.skipIf(!hasChromium)('the demo on the local stack, in Chromium', () => {
  const stack = stackForSuite()

  const connect = async (query = '?autoApprove=1&signIn=off') => {
    const { page, context } = await newPage(stack(), query)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Demo Wallet/ }).click()
    return { page, context }
  }

  it('connects with Demo Wallet and shows the real balance, and stays connected after a reload', async () => {
    const { page, context } = await connect()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const summary = page.locator('.account-summary')
    await summary.getByText(/ETH$/).waitFor()
    expect(await summary.textContent()).toMatch(
      /Connected as 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 on Local Mainnet · 9999\.\d+ ETH/,
    )
    // The header's network button shows the image the modal's network list shows (the local
    // services' asset image) in place of the kit's mark once it has loaded.
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Local Mainnet' }).locator('img').getAttribute('src'),
      )
      .toMatch(/\/public\/getAssetImage\/eip155%3A\d+\?/)
    await page.reload()
    await page.getByRole('button', { name: '0xf39F…2266' }).waitFor()
    await context.close()
  })

  it('switches to Local Base and back', async () => {
    const { page, context } = await connect()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const networkButton = page.locator('[data-portico-network-button]')
    await networkButton.click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Local Base/ })
      .click()
    await page.getByRole('button', { name: 'Local Base' }).waitFor()
    await networkButton.click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Local Mainnet/ })
      .click()
    await page.getByRole('button', { name: 'Local Mainnet' }).waitFor()
    await context.close()
  })

  it('shows the rejection when the visitor rejects in the wallet', async () => {
    const { page, context } = await connect('?signIn=off')
    const prompt = page.getByRole('alertdialog', { name: 'Demo Wallet request' })
    await prompt.getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('dialog').getByText('Connection rejected').waitFor()
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(1)
    await context.close()
  })

  it('disconnects', async () => {
    const { page, context } = await connect()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '0xf39F…2266' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await context.close()
  })

  it('opens in the very next frame once the page is idle, fetching no script for it', async () => {
    const { page, context } = await newPage(stack())
    await page.waitForLoadState('networkidle')
    // What the kit does on idle has run: the prepared modal's host element is in the page (the
    // last step of that work), and then no module arrived across two idle periods. On a loaded
    // machine the idle work may start after the network first went quiet.
    await page.waitForFunction(() => {
      const shadowRoot = document.querySelector('[data-portico-modal]')?.shadowRoot
      return [...(shadowRoot?.children ?? [])].some((child) => child.ariaHidden === 'true')
    })
    await page.evaluate(async () => {
      const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()))
      let seen = -1
      while (seen !== performance.getEntriesByType('resource').length) {
        seen = performance.getEntriesByType('resource').length
        await idle()
        await idle()
      }
    })
    const opened = page.evaluate(
      () =>
        new Promise<{ frame: number; scripts: number }>((resolve) => {
          window.addEventListener(
            'click',
            (event) => {
              let frame = 0
              const check = () => {
                frame += 1
                const host = document.querySelector('[data-portico-modal]')
                if (!host?.shadowRoot?.querySelector('[role="dialog"]')) {
                  requestAnimationFrame(check)
                  return
                }
                // Modules the click had to fetch before the dialog could be drawn.
                const scripts = performance
                  .getEntriesByType('resource')
                  .filter(
                    (entry) =>
                      entry.startTime >= event.timeStamp &&
                      /\.(m?[jt]sx?)(\?|$)|\/\.vite\/deps\//.test(entry.name),
                  ).length
                resolve({ frame, scripts })
              }
              requestAnimationFrame(check)
            },
            { capture: true, once: true },
          )
        }),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // The click only flips state: the dialog is in the first frame after it.
    expect(await opened).toEqual({ frame: 1, scripts: 0 })
    await context.close()
  })

  it('can be used with the keyboard alone', async () => {
    const { page, context } = await newPage(stack())
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    await connectButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    // Focus is in the dialog; Tab reaches the Demo Wallet row, Enter connects through it.
    for (let i = 0; i < 6; i++) {
      const name = await page.evaluate(() => {
        const host = document.querySelector('[data-portico-modal]')
        return host?.shadowRoot?.activeElement?.textContent ?? ''
      })
      if (name.includes('Demo Wallet')) break
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '0xf39F…2266' }).waitFor()
    // Escape closes a reopened modal and gives focus back to the opener.
    await page.getByRole('button', { name: '0xf39F…2266' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // The account button: the short address, then the balance.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^0xf39F…2266/)
    await context.close()
  })

  it('fits a phone: no sideways scroll down to 320 px, the Connect button in reach and uncovered', async () => {
    const { page, context } = await newPage(stack())
    // By its attribute: its accessible name changes once connected.
    const button = page.locator('[data-portico-connect-button]')
    await button.waitFor()
    const layoutAt = async (width: number) => {
      await page.setViewportSize({ width, height: 740 })
      return button.evaluate(async (element, minTapTarget) => {
        // The layout of the new width is drawn by the second frame.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return {
          width: window.innerWidth,
          fits: document.documentElement.scrollWidth <= window.innerWidth,
          // The tap at its centre reaches it, not another control drawn over it.
          reached: hit !== null && element.contains(hit),
          tapSize: Math.min(box.width, box.height) >= minTapTarget,
        }
      }, MIN_TAP_TARGET_PX)
    }
    const fine = (width: number) => ({ width, fits: true, reached: true, tapSize: true })
    for (const width of [320, 375, 1280]) expect(await layoutAt(width)).toEqual(fine(width))
    // Connected, the button is the account (the avatar alone on a phone).
    await button.click()
    await page.getByRole('button', { name: /Demo Wallet/ }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '0xf39F…2266' }).waitFor()
    expect(await layoutAt(320)).toEqual(fine(320))
    await context.close()
  })

  it('ignores a page script posing as Demo Wallet or as the kit, and malformed announcements', async () => {
    const { page, context } = await newPage(stack())
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // A script of the page announcing after Demo Wallet, now and on every discovery request:
    // as Demo Wallet (its rdns), as the kit's own connectors, and malformed.
    await page.evaluate(() => {
      const calls: string[] = []
      Object.assign(window, { impostorCalls: calls })
      const impostor = {
        request: ({ method }: { method: string }) => {
          calls.push(method)
          return Promise.reject(new Error('impostor'))
        },
      }
      const throwing = Object.defineProperty({}, 'request', {
        get() {
          throw new Error('gotcha')
        },
      })
      const info = (rdns: string) => ({
        uuid: crypto.randomUUID(),
        name: 'Impostor',
        icon: 'data:image/svg+xml,<svg/>',
        rdns,
      })
      const announce = () => {
        for (const detail of [
          { info: info('dev.localstack.demowallet'), provider: impostor },
          { info: info('injected'), provider: impostor },
          { info: info('walletConnect'), provider: impostor },
          { info: info('dev.localstack.throwing'), provider: throwing },
          42,
        ]) {
          window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
        }
      }
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Demo Wallet/ }).waitFor()
    expect(await dialog.getByText('Impostor').count()).toBe(0)
    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '0xf39F…2266' }).waitFor()
    expect(
      await page.evaluate(() => (window as { impostorCalls?: string[] }).impostorCalls),
    ).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  // Last: it stops the services for the rest of the suite.
  it('still connects with Demo Wallet when the services are down', async () => {
    await stack().stopServices()
    const { page, context } = await connect()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '0xf39F…2266' }).waitFor()
    await context.close()
  })
})
