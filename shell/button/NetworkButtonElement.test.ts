import { waitFor } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { networkIconUrl } from '../../core/chains/icons'
import { assetImageUrl } from '../../core/images/serviceImages'
import { stubImageLoads } from '../react/test/imageLoads'
import { NetworkButtonElement } from '../../button'
import { connect, connecting, disconnect, mount } from './test/mount'

setupServiceServer()

afterEach(() => document.body.replaceChildren())

/** The network button once the connected parts have drawn it (before, it is the name alone). */
async function drawnNetwork(shadow: ReturnType<typeof mount>['shadow'], name = 'Ethereum') {
  const button = await shadow.findByRole('button', { name })
  await waitFor(() => expect(button.querySelector('[data-portico-label]')).not.toBeNull())
  return button
}

describe('<portico-network-button>', () => {
  it('reads "Select Network" while disconnected and opens Connect', async () => {
    const { modal, element, shadow } = mount('portico-network-button')
    expect(element).toBeInstanceOf(NetworkButtonElement)
    const button = shadow.getByRole('button', { name: 'Select Network' })
    expect(button.hasAttribute('data-portico-network-button')).toBe(true)
    await userEvent.click(button)
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Connect' }]))
  })

  it('keeps "Select Network" while a wallet answers', () => {
    const { modal, shadow } = mount('portico-network-button')
    connecting(modal)
    expect(shadow.getByRole('button', { name: 'Select Network' })).toBeTruthy()
  })

  it("shows the wallet's network with its mark once connected, and opens the network list", async () => {
    const { modal, shadow } = mount('portico-network-button')
    connect(modal)
    const button = await drawnNetwork(shadow)
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(button.dataset['variant']).toBe('surface')
    await userEvent.click(button)
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Networks' }]))
  })

  it("shows the wallet-services asset image the modal's network list shows, the kit's mark until then", async () => {
    const images = stubImageLoads()
    const { modal, shadow } = mount('portico-network-button')
    connect(modal)
    const image = (await drawnNetwork(shadow)).querySelector('img')
    expect(image?.getAttribute('src')).toBe(networkIconUrl({ caipNetworkId: 'eip155:1' }))
    const asset = assetImageUrl(TEST_ENDPOINTS.walletServices, 'eip155:1', 'p1')
    await images.load(asset)
    expect(image?.getAttribute('src')).toBe(asset)
  })

  it.each([
    ['full', true, true],
    ['icon', true, false],
    ['name', false, true],
  ] as const)('chain-status="%s": mark %s, name shown %s', async (chainStatus, mark, shown) => {
    const { modal, shadow } = mount('portico-network-button', { 'chain-status': chainStatus })
    connect(modal)
    const button = await drawnNetwork(shadow)
    expect(button.querySelector('img') !== null).toBe(mark)
    expect(button.querySelector('[data-portico-label]')?.hasAttribute('data-hidden')).toBe(!shown)
  })

  it('redraws on a change of chain-status; "none" is not one of its values', async () => {
    const { modal, element, shadow } = mount('portico-network-button', { 'chain-status': 'none' })
    connect(modal)
    const button = await drawnNetwork(shadow)
    expect(button.querySelector('img')).not.toBeNull()
    element.setAttribute('chain-status', 'name')
    expect(button.querySelector('img')).toBeNull()
  })

  it('reads "Wrong network" for a network the host did not configure', async () => {
    const { modal, shadow } = mount('portico-network-button')
    connect(modal, { caipNetworkId: 'eip155:8453' })
    const wrong = await shadow.findByRole('button', { name: 'Wrong network' })
    expect(wrong.dataset['variant']).toBe('error')
  })

  it('goes back to "Select Network" on disconnect, and opens Connect again', async () => {
    const { modal, shadow } = mount('portico-network-button')
    connect(modal)
    const button = await drawnNetwork(shadow)
    disconnect(modal)
    expect(shadow.getByRole('button', { name: 'Select Network' })).toBe(button)
    expect(button.hasAttribute('data-variant')).toBe(false)
    await userEvent.click(button)
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Connect' }]))
  })
})
