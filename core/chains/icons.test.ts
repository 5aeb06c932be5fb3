import { describe, expect, it } from 'vitest'
import { NETWORK_CATALOGUE } from './catalogue'
import { letterIconSvg, NETWORK_ICONS, networkIconUrl, svgDataUrl } from './icons'

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml')

describe('network icons', () => {
  it('every catalogue network has a well-formed mark, and only those', () => {
    expect(Object.keys(NETWORK_ICONS).sort()).toEqual(
      NETWORK_CATALOGUE.map((network) => network.caipNetworkId).sort(),
    )
    for (const svg of Object.values(NETWORK_ICONS)) {
      expect(parse(svg).querySelector('parsererror')).toBeNull()
    }
  })

  it("the host's image wins, then the catalogue's mark, then a letter badge", () => {
    expect(
      networkIconUrl({
        caipNetworkId: 'eip155:1',
        assets: { imageUrl: 'https://images.example/eth.png' },
      }),
    ).toBe('https://images.example/eth.png')
    expect(networkIconUrl({ caipNetworkId: 'eip155:1' })).toBe(
      svgDataUrl(NETWORK_ICONS['eip155:1'] ?? ''),
    )
    expect(networkIconUrl({ caipNetworkId: 'eip155:31337', name: 'local chain' })).toBe(
      svgDataUrl(letterIconSvg('local chain')),
    )
    // Nothing from Object.prototype: "constructor" is a network the kit does not know.
    expect(networkIconUrl({ caipNetworkId: 'constructor', name: 'x' })).toBe(
      svgDataUrl(letterIconSvg('x')),
    )
  })

  it('a letter badge shows the first letter upper-cased, escaped, in a colour of the name', () => {
    const badge = parse(letterIconSvg('zora'))
    expect(badge.querySelector('text')?.textContent).toBe('Z')
    expect(parse(letterIconSvg('<script>')).querySelector('text')?.textContent).toBe('<')
    expect(parse(letterIconSvg('&')).querySelector('parsererror')).toBeNull()
    expect(parse(letterIconSvg('🦊 Fox')).querySelector('text')?.textContent).toBe('🦊')
    expect(letterIconSvg('zora')).toBe(letterIconSvg('zora'))
    expect(letterIconSvg('zora')).not.toBe(letterIconSvg('zoro'))
    expect(parse(letterIconSvg('  ')).querySelector('text')?.textContent).toBe('?')
  })
})
