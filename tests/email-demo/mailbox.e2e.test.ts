// @vitest-environment node
// The demo's Mailbox page (demo/host/mailbox.html) on the local stack with the e-mail services,
// in Chromium: it lists what the SMTP sink received newest first, opens a message with its
// code and its device-approval link, and passes an axe audit; the shop links to it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { codeMail, deviceApprovalMail, smtpMailer, type Mailer } from '../../server/mail'
import { hasChromium, newPage, stackForSuite } from '../e2e/stack'
import { axeViolations } from '../support/axe'

vi.setConfig({ testTimeout: 90_000 })

describe.skipIf(!hasChromium)('the Mailbox page, in Chromium', () => {
  const stack = stackForSuite({ email: true })
  let mailer: Mailer | undefined
  const LINK_PATH = '/v1/device/approve?token=mailbox-test-token_0123456789'

  beforeAll(async () => {
    const email = stack().email
    if (!email) throw new Error('the stack has no e-mail services')
    mailer = smtpMailer({
      host: '127.0.0.1',
      port: email.smtpPort,
      secure: false,
      from: 'Portico <no-reply@portico.localhost>',
    })
    // Oldest first: a code, then a device approval.
    await mailer.send(codeMail('ada@example.com', '314159'))
    await mailer.send(deviceApprovalMail('ada@example.com', `${email.authUrl}${LINK_PATH}`))
  })
  afterAll(() => mailer?.close())

  it('lists the messages newest first and opens each with its code or approval link', async () => {
    const { page, context } = await newPage(stack())
    // The shop links to it (in a new tab, so a sign-in in progress stays open).
    const link = page.getByRole('link', { name: 'Mailbox' })
    await expect.poll(() => link.getAttribute('href')).toBe('./mailbox.html')
    await page.goto(`${stack().pageUrl}mailbox.html`)

    const list = page.getByRole('list', { name: 'Messages, newest first' })
    const items = list.getByRole('button')
    await expect.poll(() => items.count()).toBe(2)
    expect(await items.nth(0).innerText()).toContain('Approve sign-in on a new device')
    expect(await items.nth(1).innerText()).toContain('Your sign-in code: 314159')
    await expect.poll(() => page.getByRole('status').innerText()).toBe('2 messages')

    // The newest is open: its approval link, clickable, to the auth service.
    const reader = page.getByRole('article')
    const approve = reader.getByRole('link', { name: 'Approve this device' })
    expect(await approve.getAttribute('href')).toBe(`${stack().email?.authUrl}${LINK_PATH}`)
    expect(await approve.getAttribute('target')).toBe('_blank')

    await items.nth(1).click()
    expect(await items.nth(1).getAttribute('aria-current')).toBe('true')
    const code = reader.getByRole('region', { name: 'Sign-in code' })
    await expect.poll(() => code.innerText()).toBe('314159')
    expect(await reader.getByRole('link', { name: 'Approve this device' }).count()).toBe(0)

    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('shows a new message without a reload', async () => {
    const { page, context } = await newPage(stack(), '?signIn=off')
    await page.goto(`${stack().pageUrl}mailbox.html`)
    const items = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('button')
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2)
    const before = await items.count()
    await mailer?.send(codeMail('bob@example.com', '271828'))
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(before + 1)
    expect(await items.nth(0).innerText()).toContain('271828')
    await context.close()
  })
})
