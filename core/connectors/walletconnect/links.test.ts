import { describe, expect, it } from 'vitest'
import { copyLink, nativeLink, universalLink, walletLink } from './links'

const URI =
  'wc:7f6e5d@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const ENCODED = encodeURIComponent(URI)

describe('native app links', () => {
  it.each([
    ['metamask://', `metamask://wc?uri=${ENCODED}`],
    ['metamask:', `metamask://wc?uri=${ENCODED}`],
    ['metamask', `metamask://wc?uri=${ENCODED}`],
    ['metamask:///', `metamask://wc?uri=${ENCODED}`],
    [' rainbow:// ', `rainbow://wc?uri=${ENCODED}`],
    ['zerion://wallet', `zerion://wallet/wc?uri=${ENCODED}`],
    ['zerion://wallet/', `zerion://wallet/wc?uri=${ENCODED}`],
    ['zerion://wallet//', `zerion://wallet/wc?uri=${ENCODED}`],
  ])('%j → %s', (link, expected) => {
    expect(nativeLink(link, URI)).toBe(expected)
  })

  it('encodes the whole URI, so its own ? & = and @ cannot break the link', () => {
    const href = nativeLink('metamask://', URI)
    expect(new URL(href).searchParams.get('uri')).toBe(URI)
    expect(href.split('?')).toHaveLength(2)
  })
})

describe('universal links', () => {
  it.each([
    ['https://metamask.app.link', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://metamask.app.link/', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://metamask.app.link///', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://link.trustwallet.com/open', `https://link.trustwallet.com/open/wc?uri=${ENCODED}`],
    ['http://localhost:3000/', `http://localhost:3000/wc?uri=${ENCODED}`],
  ])('%s → %s', (link, expected) => {
    expect(universalLink(link, URI)).toBe(expected)
    expect(new URL(universalLink(link, URI)).searchParams.get('uri')).toBe(URI)
  })
})

describe('choosing the link of a wallet list item', () => {
  const wallet = {
    mobile_link: 'metamask://',
    desktop_link: 'https://desktop.example/',
    webapp_link: 'https://web.example',
  }

  it('uses the mobile link on a phone and the desktop link on a computer', () => {
    expect(walletLink(wallet, URI, 'mobile')).toEqual({
      href: `metamask://wc?uri=${ENCODED}`,
      kind: 'native',
    })
    expect(walletLink(wallet, URI, 'desktop')).toEqual({
      href: `https://desktop.example/wc?uri=${ENCODED}`,
      kind: 'universal',
    })
  })

  it('tells a universal mobile link from an app scheme', () => {
    expect(walletLink({ mobile_link: 'https://metamask.app.link/' }, URI, 'mobile')).toEqual({
      href: `https://metamask.app.link/wc?uri=${ENCODED}`,
      kind: 'universal',
    })
  })

  it('falls back to the web app, and to nothing when the wallet has no link', () => {
    expect(
      walletLink({ mobile_link: null, webapp_link: 'https://web.example' }, URI, 'mobile'),
    ).toEqual({ href: `https://web.example/wc?uri=${ENCODED}`, kind: 'universal' })
    expect(walletLink({ desktop_link: '  ', webapp_link: undefined }, URI, 'desktop')).toBe(
      undefined,
    )
    expect(walletLink({}, URI, 'mobile')).toBeUndefined()
  })

  it.each([
    'javascript:alert(1)//',
    'JavaScript://%0aalert(1)',
    'data:text/html,hi',
    'file:///etc/passwd',
    'vbscript:x',
    '//evil.example',
    'https:evil',
  ])('refuses the unsafe link %j from the wallet service', (link) => {
    expect(walletLink({ mobile_link: link, desktop_link: link }, URI, 'mobile')).toBeUndefined()
    expect(walletLink({ mobile_link: link, desktop_link: link }, URI, 'desktop')).toBeUndefined()
  })
})

describe('copy link', () => {
  it('is the raw wc: URI', () => {
    expect(copyLink(URI)).toBe(URI)
  })

  it('refuses anything else', () => {
    expect(() => copyLink('https://example.com')).toThrow('Only a wc: pairing URI can be copied')
  })
})
