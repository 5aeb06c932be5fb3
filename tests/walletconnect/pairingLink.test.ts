import { describe, expect, it } from 'vitest'
import { universalLink } from '../../core/connectors/walletconnect/links'
import { pairingUriOf } from '../../demo/mobile-wallet/pairingLink'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const at = (href: string) => {
  const url = new URL(href)
  return { search: url.search, hash: url.hash }
}

describe('pairingUriOf', () => {
  it('reads ?uri=wc:…, encoded or not', () => {
    expect(
      pairingUriOf(at(`http://127.0.0.1/mobile-wallet.html?uri=${encodeURIComponent(URI)}`)),
    ).toBe(URI)
  })

  it("reads the kit's universal link made from the wallet list's mobile_link", () => {
    const link = universalLink('http://127.0.0.1:5173/mobile-wallet.html#', URI)
    expect(link).toBe(`http://127.0.0.1:5173/mobile-wallet.html#/wc?uri=${encodeURIComponent(URI)}`)
    expect(pairingUriOf(at(link))).toBe(URI)
  })

  it('finds nothing in a link without a wc: URI', () => {
    expect(pairingUriOf(at('http://127.0.0.1/mobile-wallet.html'))).toBeUndefined()
    expect(
      pairingUriOf(at('http://127.0.0.1/mobile-wallet.html?uri=https://evil.test')),
    ).toBeUndefined()
  })
})
