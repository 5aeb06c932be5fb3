import { fireEvent, screen } from '@testing-library/react'
import { letterIconSvg, NETWORK_ICONS, svgDataUrl } from '../../core/chains/icons'
import { assetImageUrl, tokenImageUrl } from '../../core/images/serviceImages'
import type { Modal } from '../../index'
import { createTestModal, TEST_ENDPOINTS, TEST_PROJECT_ID } from 'portico/testing'
import { NetworkIcon } from './NetworkIcon'
import { axeViolations, kitModal, renderInModal } from './test/kit'
import { TokenIcon } from './TokenIcon'
import { TokenRow } from './TokenRow'

let modal: Modal

beforeEach(async () => {
  modal = await kitModal()
})

afterEach(() => modal.destroy())

/** The stand-in drawn at once, and the service's image loading over it (if asked for). */
function parts(container: HTMLElement) {
  const box = container.querySelector<HTMLElement>('.fallback-image')
  const [standIn, remote] = [...(box?.querySelectorAll('img') ?? [])]
  return { box, standIn, remote }
}

const BASE = { caipNetworkId: 'eip155:8453', name: 'Base' }
const bundledBase = svgDataUrl(NETWORK_ICONS['eip155:8453'] ?? '')

describe('NetworkIcon', () => {
  it('asks the asset-image call by CAIP-2 id, the bundled mark standing in while it loads', () => {
    const { container } = renderInModal(modal, <NetworkIcon network={BASE} size={32} />)
    const { box, standIn, remote } = parts(container)
    expect(standIn?.getAttribute('src')).toBe(bundledBase)
    expect(remote?.getAttribute('src')).toBe(
      assetImageUrl(TEST_ENDPOINTS.walletServices, 'eip155:8453', TEST_PROJECT_ID),
    )
    expect(new URL(remote?.getAttribute('src') ?? '').pathname).toBe(
      '/public/getAssetImage/eip155%3A8453',
    )
    // The box has its final size before anything loads: nothing around it moves.
    expect(box?.style.width).toBe('32px')
    expect(box?.style.height).toBe('32px')
    expect(standIn?.getAttribute('width')).toBe('32')
    expect(remote?.getAttribute('height')).toBe('32')
    expect(box?.dataset.state).toBe('loading')

    if (remote) fireEvent.load(remote)
    expect(box?.dataset.state).toBe('loaded')
  })

  it('keeps the bundled mark when the asset call fails', () => {
    const { container } = renderInModal(modal, <NetworkIcon network={BASE} size={24} />)
    const { box, remote } = parts(container)
    if (remote) fireEvent.error(remote)
    expect(box?.dataset.state).toBe('fallback')
    expect([...(box?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('src'))).toEqual(
      [bundledBase],
    )
  })

  it('an unknown network: a letter badge of its name, kept when the call fails', () => {
    const zora = { caipNetworkId: 'eip155:7777777', name: 'Zora' }
    const { container } = renderInModal(modal, <NetworkIcon network={zora} size={24} />)
    const { box, standIn, remote } = parts(container)
    expect(standIn?.getAttribute('src')).toBe(svgDataUrl(letterIconSvg('Zora')))
    if (remote) fireEvent.error(remote)
    expect(box?.dataset.state).toBe('fallback')
    expect(box?.querySelector('img')?.getAttribute('src')).toBe(svgDataUrl(letterIconSvg('Zora')))
  })

  it("the host's image id is asked for, and the host's own image comes before the call", () => {
    const withId = { ...BASE, assets: { imageId: 'base-image' } }
    const first = renderInModal(modal, <NetworkIcon network={withId} size={24} />)
    expect(parts(first.container).remote?.getAttribute('src')).toContain(
      '/public/getAssetImage/base-image?',
    )
    first.unmount()
    const hosted = { ...BASE, assets: { imageUrl: 'https://host.example/base.png' } }
    const second = renderInModal(modal, <NetworkIcon network={hosted} size={24} />)
    expect(parts(second.container).remote?.getAttribute('src')).toBe(
      'https://host.example/base.png',
    )
  })

  it('without a project id the service is not asked: the bundled mark alone', () => {
    const bare = createTestModal({ projectId: undefined })
    try {
      const { container } = renderInModal(bare, <NetworkIcon network={BASE} size={24} />)
      const { box, remote } = parts(container)
      expect(remote).toBeUndefined()
      expect(box?.dataset.state).toBe('fallback')
    } finally {
      bare.destroy()
    }
  })

  it('is decoration by default, and named when given an accessible name', async () => {
    const { container, unmount } = renderInModal(modal, <NetworkIcon network={BASE} size={24} />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(await axeViolations(container)).toEqual([])
    unmount()
    renderInModal(modal, <NetworkIcon network={BASE} size={24} alt="Base" />)
    // One name, on the stand-in: the image over it is hidden from screen readers.
    expect(screen.getAllByRole('img', { name: 'Base' })).toHaveLength(1)
  })
})

describe('TokenIcon', () => {
  it('a token without an image of its own asks the token-image call by its symbol', () => {
    const { container } = renderInModal(modal, <TokenIcon symbol="GOLD" size={28} />)
    const { standIn, remote } = parts(container)
    expect(remote?.getAttribute('src')).toBe(
      tokenImageUrl(TEST_ENDPOINTS.walletServices, 'GOLD', TEST_PROJECT_ID),
    )
    expect(standIn?.getAttribute('src')).toBe(svgDataUrl(letterIconSvg('GOLD')))
  })

  it('an image missing at the service leaves the letter of the symbol', () => {
    const { container } = renderInModal(modal, <TokenIcon symbol="weth" size={28} />)
    const { box, remote } = parts(container)
    if (remote) fireEvent.error(remote)
    expect(box?.dataset.state).toBe('fallback')
    const letter = box?.querySelector('img')?.getAttribute('src') ?? ''
    expect(decodeURIComponent(letter)).toContain('>W</text>')
  })

  it("the balance service's icon comes first", () => {
    const { container } = renderInModal(
      modal,
      <TokenIcon symbol="USDC" iconUrl="https://tokens.example/usdc.png" size={28} />,
    )
    expect(parts(container).remote?.getAttribute('src')).toBe('https://tokens.example/usdc.png')
  })

  it('TokenRow always draws an icon, the letter standing in', () => {
    const { container } = renderInModal(modal, <TokenRow name="Wrapped Ether" symbol="WETH" />)
    const icon = container.querySelector('.token-row .token-row-icon')
    expect(icon?.querySelector('img')?.getAttribute('src')).toBe(svgDataUrl(letterIconSvg('WETH')))
    expect(screen.queryByRole('img')).toBeNull()
  })
})
