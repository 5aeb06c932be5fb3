// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { mailStrings } from '../mail/strings'
import { approvalPage, describeUserAgent, messagePage, PAGE_HEADERS } from './approvalPage'

const APPROVAL = {
  id: 'approval-1',
  email: 'ada@example.com',
  deviceId: 'device-two-0002',
  userId: 'user-1',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile Safari/604.1',
  network: '203.0.113.0/24',
  pageOrigin: null,
  createdAt: Date.UTC(2026, 2, 5, 14, 7),
  language: undefined,
}
const FIELDS = { token: 't'.repeat(43), form: 'f'.repeat(43) }

describe('the approval page', () => {
  it('has exactly the stylesheet its CSP allows by hash, and no script', async () => {
    const page = String(
      await approvalPage(APPROVAL, { token: 't'.repeat(43), form: 'f'.repeat(43) }),
    )
    const style = /<style>([^<]*)<\/style>/.exec(page)?.[1] ?? ''
    const hash = createHash('sha256').update(style).digest('base64')
    expect(PAGE_HEADERS['content-security-policy']).toContain(`style-src 'sha256-${hash}'`)
    expect(page).not.toMatch(/<script|style="/i)
  })

  it('says what asks in plain English, escaping what the request wrote', async () => {
    const page = String(
      await approvalPage(
        { ...APPROVAL, userAgent: '<b>Evil</b>', userId: null },
        { token: 't'.repeat(43), form: 'f'.repeat(43) },
      ),
    )
    expect(page).toContain('Confirm your e-mail address?')
    expect(page).toContain('5 March 2026 at 14:07 UTC')
    expect(page).toContain('network 203.0.113.0/24')
    expect(page).toContain('<dd>unknown</dd>')
    expect(page).not.toContain('<b>Evil</b>')
  })

  it('names the browser and the system of common User-Agents', () => {
    expect(describeUserAgent(APPROVAL.userAgent)).toBe('Safari on iOS')
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge on Windows')
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      ),
    ).toBe('Firefox on macOS')
    expect(describeUserAgent('curl/8.5.0')).toBe('An unknown browser')
    expect(describeUserAgent('')).toBe('An unknown browser')
  })

  it('shows the approximate place beside the network, or says it is unknown', async () => {
    const place = { city: 'Testville', region: 'North Fakeshire', country: 'Fakeland' }
    expect(String(await approvalPage({ ...APPROVAL, place }, FIELDS))).toContain(
      '<dd>Testville, North Fakeshire, Fakeland (network 203.0.113.0/24)</dd>',
    )
    expect(
      String(await approvalPage({ ...APPROVAL, place: { ...place, city: '' } }, FIELDS)),
    ).toContain('<dd>North Fakeshire, Fakeland (network 203.0.113.0/24)</dd>')
    expect(String(await approvalPage(APPROVAL, FIELDS))).toContain(
      '<dd>unknown (network 203.0.113.0/24)</dd>',
    )
    expect(String(await approvalPage(APPROVAL, FIELDS, mailStrings('de')))).toContain(
      '<dd>unbekannt (Netzwerk 203.0.113.0/24)</dd>',
    )
    expect(String(await approvalPage({ ...APPROVAL, network: 'unknown' }, FIELDS))).toMatch(
      /Approximate place<\/dt>\s*<dd>unknown<\/dd>/,
    )
    const escaped = String(
      await approvalPage({ ...APPROVAL, place: { ...place, city: '<b>Evil</b>' } }, FIELDS),
    )
    expect(escaped).toContain('&lt;b&gt;Evil&lt;/b&gt;, North Fakeshire')
    expect(escaped).not.toContain('<b>Evil</b>')
  })

  it("is written in the reader's language, its markup and the request's values kept", async () => {
    const page = String(await approvalPage(APPROVAL, FIELDS, mailStrings('de')))
    expect(page).toContain('<html lang="de" >')
    expect(page).toContain('Anmeldung auf einem neuen Gerät freigeben?')
    expect(page).toContain('<strong>ada@example.com</strong>')
    expect(page).toContain('Safari unter iOS')
    expect(page).toContain('5. März 2026 um 14:07 UTC')
    expect(page).toContain('<button type="submit">Freigeben</button>')
    expect(page).not.toMatch(/{{|page\./)
  })

  it('runs right to left in Arabic, on every page', async () => {
    const arabic = mailStrings('ar')
    const page = String(await approvalPage({ ...APPROVAL, userId: null }, FIELDS, arabic))
    expect(page).toContain('<html lang="ar" dir="rtl">')
    expect(page).toContain('<strong>ada@example.com</strong>')
    expect(page).toContain('موافقة</button>')
    expect(String(await messagePage(arabic, 'notValid'))).toContain('<html lang="ar" dir="rtl">')
    expect(String(await messagePage(mailStrings('en'), 'approved'))).toContain('Device approved')
  })
})
