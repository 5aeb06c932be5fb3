// @vitest-environment node
import type { Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import type { Modal, ViewId } from '../../index'
import { hasChromium, newPage, stackForSuite } from './stack'

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
})
