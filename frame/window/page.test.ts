import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameI18n } from '../consent/i18n'
import { drawWindowPage } from './page'

const SITE = 'https://shop.example'

afterEach(() => {
  document.body.replaceChildren()
  delete document.documentElement.dataset.mode
})

describe("the wallet window's own page", () => {
  it('says which site it works for, in its title too, and brings that site back on a click', () => {
    const backToSite = vi.fn()
    drawWindowPage({ doc: document, i18n: createFrameI18n('en'), siteOrigin: SITE, backToSite })
    expect(document.documentElement.dataset.mode).toBe('window')
    expect(document.title).toBe(`Wallet for ${SITE}`)
    expect(document.querySelector('h1')?.textContent).toBe('Your e-mail wallet')
    expect(document.querySelector('.window-site strong')?.textContent).toBe(SITE)
    const back = document.querySelector('button')
    expect(back?.textContent).toBe(`Back to ${SITE}`)
    back?.click()
    expect(backToSite).toHaveBeenCalledTimes(1)
  })

  it('makes way for the approval and recovery screens while either shows', () => {
    const page = drawWindowPage({
      doc: document,
      i18n: createFrameI18n('en'),
      siteOrigin: SITE,
      backToSite: () => undefined,
    })
    const root = document.querySelector('main')
    const requestId = 'r1'
    page.follow({ type: 'FRAME_APPROVAL_NEEDED', payload: { requestId } })
    expect(root?.hidden).toBe(true)
    page.follow({ type: 'FRAME_RECOVERY_NEEDED', payload: { requestId } })
    page.follow({ type: 'FRAME_APPROVAL_SIZE', payload: { height: 300 } })
    page.follow({ type: 'FRAME_APPROVAL_DONE', payload: { requestId, outcome: 'approved' } })
    expect(root?.hidden).toBe(true)
    page.follow({ type: 'FRAME_RECOVERY_DONE', payload: { requestId, outcome: 'unlocked' } })
    expect(root?.hidden).toBe(false)
  })

  it('follows the language', () => {
    const i18n = createFrameI18n('en')
    const page = drawWindowPage({ doc: document, i18n, siteOrigin: SITE, backToSite: () => {} })
    i18n.setLanguage('de')
    page.refresh()
    expect(document.querySelector('button')?.textContent).toBe(`Zurück zu ${SITE}`)
  })
})
