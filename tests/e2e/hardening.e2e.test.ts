// @vitest-environment node
import type { ConsoleMessage, Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import type { Modal, ViewId } from '../../index'
import { hasChromium, newPage, stackForSuite, type Stack } from './stack'

// The browser suite of issue 11: the modal survives what a host's script may hand it, on the
// demo page (which puts its handle on `window.porticoModal`). Skipped without /usr/bin/chromium.
vi.setConfig({ testTimeout: 60_000 })

type WithModal = Window & { porticoModal: Modal }

// What a script of the host page does with the handle. Each function runs in the page (its
// own closures do not go along): the view comes in as an argument.
const open = (page: Page, view?: string) =>
  page.evaluate(
    (view) =>
      (window as unknown as WithModal).porticoModal.open(
        view === undefined ? undefined : { view: view as ViewId },
      ),
    view,
  )
const push = (page: Page, view: string) =>
  page.evaluate(
    (view) => (window as unknown as WithModal).porticoModal.router.push(view as ViewId),
    view,
  )

describe.skipIf(!hasChromium)('hardening on the local stack, in Chromium', () => {
  const stack = stackForSuite()

  it("view ids such as 'constructor' and 'toString' show 'not available', then Connect works", async () => {
    const { page, context } = await newPage(stack())
    const pageErrors: Error[] = []
    page.on('pageerror', (error) => pageErrors.push(error))
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    await connectButton.waitFor()
    const dialog = page.getByRole('dialog')
    const unavailable = dialog.getByText('This screen is not available in this app.')

    await open(page, 'toString')
    await unavailable.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    await open(page)
    await dialog.getByRole('button', { name: /Demo Wallet/ }).waitFor()
    for (const view of ['constructor', 'valueOf', 'hasOwnProperty', '__proto__']) {
      await push(page, view)
      await unavailable.waitFor()
      await dialog.getByRole('button', { name: 'Back' }).click()
      await dialog.getByRole('button', { name: /Demo Wallet/ }).waitFor()
    }
    await push(page, 'constructor')
    await unavailable.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    // The modal is whole: the page's own button opens it, and the visitor connects.
    await connectButton.click()
    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '0xf39F…2266' }).waitFor()
    expect(pageErrors).toEqual([])
    await context.close()
  })

  // Last in the suite: it stops the services for good.
  it('with the services unreachable, the page logs no error of the kit before the first click', async () => {
    const current = stack()
    await current.stopServices()
    // The page as the suites load it, and as a visitor does (the shop's sign-in on).
    for (const query of ['?autoApprove=1&signIn=off', '']) {
      const { page, context, messages } = await pageCountingMessages(current, query)
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      // Everything the modal asks on its own (the remote config and what goes with it) has
      // been answered or given up on, and no request of the page is still under way.
      await page.evaluate(() =>
        (window as unknown as WithModal).porticoModal.runtime.remoteConfig(),
      )
      await page.waitForLoadState('networkidle')
      const errors = messages.filter((message) => message.type === 'error')
      const failedRequests = errors.filter(({ text }) => text.startsWith('Failed to load resource'))
      console.info(
        `offline page "${query}" before any click: ${errors.length} console errors, ` +
          `${failedRequests.length} of them failed requests; ` +
          `${messages.filter((message) => message.type === 'warning').length} warnings`,
        messages,
      )
      // At most one request fails (the remote config; Chromium itself reports it), and the
      // kit logs nothing of its own: its debug lines are off on this page.
      expect.soft(errors.filter((error) => !failedRequests.includes(error))).toEqual([])
      expect.soft(failedRequests.length).toBeLessThanOrEqual(1)
      await context.close()
    }
  })
})

/** A fresh page of the demo, whose console messages are collected from before it loads. */
async function pageCountingMessages(stack: Stack, query: string) {
  const context = await stack.browser.newContext()
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  )
  const page = await context.newPage()
  const messages: Array<{ type: string; text: string }> = []
  page.on('console', (message: ConsoleMessage) => {
    messages.push({ type: message.type(), text: message.text() })
  })
  await page.goto(`${stack.pageUrl}${query}`)
  return { page, context, messages }
}
