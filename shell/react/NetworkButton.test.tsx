import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { networkIconUrl } from '../../core/chains/icons'
import type { HostOptionsInput } from '../../core/options'
import { setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { assetImageUrl } from '../../core/images/serviceImages'
import { coreModal } from '../../testing/coreModal'
import { axeViolations } from '../ui/test/kit'
import { ModalProvider } from './ModalProvider'
import { NetworkButton, type NetworkButtonProps } from './NetworkButton'
import { connectAccount } from './test/connectAccount'
import { stubImageLoads } from './test/imageLoads'

setupServiceServer()

function renderButton(props: NetworkButtonProps = {}, options: Partial<HostOptionsInput> = {}) {
  const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'], ...options })
  const view = render(
    <ModalProvider modal={modal}>
      <NetworkButton {...props} />
    </ModalProvider>,
  )
  return { modal, ...view }
}

/** The connected button, once its parts have loaded (the name alone is drawn meanwhile). */
const findConnected = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole('button', { name })
    expect(button.dataset['variant']).toBeDefined()
    return button
  })

describe('NetworkButton', () => {
  it('reads "Select Network" while disconnected and opens Connect', async () => {
    const { modal } = renderButton({ className: 'host' })
    const button = screen.getByRole('button', { name: 'Select Network' })
    expect(button.className).toBe('host')
    await userEvent.click(button)
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.getState().router.history.at(-1)?.view).toBe('Connect')
  })

  it("shows the network's mark and name once connected, and opens the network list", async () => {
    const { modal } = renderButton()
    connectAccount(modal, { caipNetworkId: 'eip155:8453' })
    const button = await findConnected('Base')
    expect(button.hasAttribute('data-portico-network-button')).toBe(true)
    expect(button.getAttribute('data-portico-theme')).toBe('light')
    expect(button.hasAttribute('data-portico-responsive')).toBe(true)
    expect(button.querySelector('img')?.getAttribute('src')).toBe(
      networkIconUrl({ caipNetworkId: 'eip155:8453' }),
    )
    await userEvent.click(button)
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Networks' }]))
  })

  it.each([
    ['icon', true, false],
    ['name', false, true],
  ] as const)('chainStatus="%s": mark %s, name shown %s', async (chainStatus, mark, shown) => {
    const { modal } = renderButton({ chainStatus, responsive: false })
    connectAccount(modal)
    const button = await findConnected('Ethereum')
    expect(button.querySelector('img') !== null).toBe(mark)
    expect(button.querySelector('[data-portico-label]')?.hasAttribute('data-hidden')).toBe(!shown)
    expect(button.hasAttribute('data-portico-responsive')).toBe(false)
  })

  it("uses the host network's own image, the kit's mark until it loads and when it fails", async () => {
    const images = stubImageLoads()
    const { modal } = renderButton(
      {},
      {
        networks: [
          {
            id: 1,
            caipNetworkId: 'eip155:1',
            chainNamespace: 'eip155',
            name: 'Mainnet',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: ['https://rpc.example'] } },
            assets: { imageUrl: 'https://images.example/mainnet.png' },
          },
        ],
      },
    )
    connectAccount(modal)
    const button = await findConnected('Mainnet')
    const image = button.querySelector('img')
    // The kit's mark until the image has loaded, and if it fails.
    expect(image?.getAttribute('src')).toBe(networkIconUrl({ caipNetworkId: 'eip155:1' }))
    await images.fail('https://images.example/mainnet.png')
    expect(image?.getAttribute('src')).toBe(networkIconUrl({ caipNetworkId: 'eip155:1' }))
    await images.load('https://images.example/mainnet.png')
    expect(image?.getAttribute('src')).toBe('https://images.example/mainnet.png')
  })

  it("shows the wallet-services asset image the modal's network list shows", async () => {
    const images = stubImageLoads()
    const { modal } = renderButton()
    connectAccount(modal, { caipNetworkId: 'eip155:8453' })
    const image = (await findConnected('Base')).querySelector('img')
    expect(image?.getAttribute('src')).toBe(networkIconUrl({ caipNetworkId: 'eip155:8453' }))
    const asset = assetImageUrl(TEST_ENDPOINTS.walletServices, 'eip155:8453', 'p1')
    await images.load(asset)
    expect(image?.getAttribute('src')).toBe(asset)
  })

  it('says "Wrong network" for a network the host did not configure', async () => {
    const { modal } = renderButton()
    connectAccount(modal, { caipNetworkId: 'eip155:10' })
    const button = await findConnected('Wrong network')
    expect(button.dataset['variant']).toBe('error')
  })

  it('opens the network list from its plain form too, while the connected parts still load', async () => {
    // A fresh copy of the button whose connected parts never arrive: the plain button stays.
    vi.resetModules()
    vi.doMock('./ConnectButton', () => ({ loadConnectedParts: () => new Promise(() => {}) }))
    try {
      const { NetworkButton: Plain } = await import('./NetworkButton')
      const { ModalProvider: Provider } = await import('./ModalProvider')
      const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
      render(
        <Provider modal={modal}>
          <Plain />
        </Provider>,
      )
      connectAccount(modal, { caipNetworkId: 'eip155:8453' })
      const button = await screen.findByRole('button', { name: 'Base' })
      expect(button.dataset['variant']).toBeUndefined()
      await userEvent.click(button)
      await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Networks' }]))
    } finally {
      vi.doUnmock('./ConnectButton')
      vi.resetModules()
    }
  })

  it.each(['light', 'dark'] as const)('passes an axe audit in the %s theme', async (themeMode) => {
    const { container, modal } = renderButton({}, { themeMode })
    expect(await axeViolations(container)).toEqual([])
    connectAccount(modal)
    const button = await findConnected('Ethereum')
    expect(button.getAttribute('data-portico-theme')).toBe(themeMode)
    expect(await axeViolations(container)).toEqual([])
  })
})
