// @vitest-environment node
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { axeViolations } from '../support/axe'
import { hasChromium, newPage, stackForSuite } from './stack'

// The modal in other languages on the local stack, in Chromium: Connect and Account in French
// (one language's chunks, fetched for the modal's language), in the pseudo-locale (accented and
// longer, for clipped text), and right to left (Arabic), each with the axe audit.
vi.setConfig({ testTimeout: 90_000 })

const QUERY = '?autoApprove=1&signIn=off'

const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'))
const pageStrings = z.object({ connectButton: z.object({ connect: z.string() }) })
const shellStrings = z.object({ modal: z.object({ back: z.string() }) })
const activityLabels = z.object({ tab: z.object({ title: z.string() }) })
/** The Arabic names the suite finds its way by, read from the kit's own files. */
const arabic = {
  connect: pageStrings.parse(readJson('core/i18n/locales/ar.json')).connectButton.connect,
  back: shellStrings.parse(readJson('shell/locales/ar.json')).modal.back,
  activityTab: activityLabels.parse(readJson('plugins/activity/locales/manifest/ar.json')).tab
    .title,
}

/** The modal's root element's attribute, inside its shadow root. */
const rootAttribute = (page: Page, name: string) =>
  page.evaluate(
    (attribute) =>
      document
        .querySelector('[data-portico-modal]')
        ?.shadowRoot?.querySelector('[data-portico-root]')
        ?.getAttribute(attribute),
    name,
  )

async function connectAndOpenAccount(
  page: Page,
  names: { connect: RegExp | string; account: RegExp | string },
) {
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: names.connect }).click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: '0xf39F…2266' }).click()
  await dialog.getByRole('tab', { name: names.account }).waitFor()
  return dialog
}

describe.skipIf(!hasChromium)('the modal in other languages', () => {
  const stack = stackForSuite()

  it('French: Connect and Account, with the page button, and the axe audit', async () => {
    const { page, context } = await newPage(stack(), `${QUERY}&lang=fr`)
    const found: Record<string, string[]> = {}
    await page.getByRole('button', { name: 'Connecter un portefeuille' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connecter un portefeuille' })
    await dialog.getByRole('button', { name: /Demo Wallet/ }).waitFor()
    expect(await rootAttribute(page, 'lang')).toBe('fr')
    found.Connect = await axeViolations(page)
    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '0xf39F…2266' }).click()
    const account = page.getByRole('dialog', { name: 'Compte' })
    await account.getByRole('tab', { name: 'Activité' }).waitFor()
    await account.getByRole('button', { name: /^Envoyer/ }).waitFor()
    await account.getByRole('button', { name: /^Recevoir/ }).waitFor()
    found.Account = await axeViolations(page)
    expect(Object.values(found).flat()).toEqual([])
    await context.close()
  })

  it('the pseudo-locale: every string accented and longer, Connect and Account', async () => {
    const { page, context } = await newPage(stack(), `${QUERY}&lang=en-XA`)
    const dialog = await connectAndOpenAccount(page, {
      connect: /^\[Çóññéçţ Ŵáĺĺéţ/,
      account: /^\[Áçţíṽíţý/,
    })
    await dialog.getByRole('button', { name: /^\[Šéñð/ }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('right to left: the modal root, the back chevron mirrored, the address left to right', async () => {
    const { page, context } = await newPage(stack(), `${QUERY}&lang=ar`)
    // The Arabic strings as the kit ships them (the page button shows English until they came).
    const dialog = await connectAndOpenAccount(page, {
      connect: arabic.connect,
      account: arabic.activityTab,
    })
    expect(await rootAttribute(page, 'dir')).toBe('rtl')
    expect(await rootAttribute(page, 'lang')).toBe('ar')
    const address = await page.evaluate(() => {
      const root = document.querySelector('[data-portico-modal]')?.shadowRoot
      const line = root?.querySelector('.account-address [dir="ltr"]')
      return line ? getComputedStyle(line).direction : undefined
    })
    expect(address).toBe('ltr')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: /^Local Mainnet/ }).click()
    const back = dialog.getByRole('button', { name: arabic.back })
    await back.waitFor()
    const transform = await back.evaluate(
      (button) => getComputedStyle(button.querySelector('svg') ?? button).transform,
    )
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    await context.close()
  })
})
