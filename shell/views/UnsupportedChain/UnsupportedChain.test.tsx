import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { selectActiveAccount } from '../../../core/account/slice'
import type { Modal } from '../../../index'
import {
  announceWallet as installTestWallet,
  connectWallet as connectTestWallet,
  createTestModal,
  destroyTestModal,
  FakeProvider,
  openTestModal,
  renderModalApp,
  stubNetwork,
} from 'portico/testing'

// The chunks this view and its flow load on demand, loaded up front.
await import('../../../core/connection')
await import('./UnsupportedChain')

let modal: Modal
let provider: FakeProvider

beforeEach(async () => {
  stubNetwork()
  // The wallet is on Polygon, which the host did not configure.
  provider = new FakeProvider({ chainId: 137, knownChainIds: [1, 137, 8453] })
  installTestWallet(provider)
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] })
  await renderModalApp(modal)
})

afterEach(() => destroyTestModal(modal))

async function connectOnPolygon() {
  await connectTestWallet(modal)
  return screen.findByRole('dialog', { name: 'Switch Network' })
}

test('opens by itself on an unsupported network and offers the host networks', async () => {
  const errors = vi.spyOn(console, 'error')
  const dialog = await connectOnPolygon()
  // Its strings arrive with its chunk and are added before it draws, never while React
  // renders it ("Cannot update a component (`Header`) while rendering a different component").
  expect(
    errors.mock.calls.filter((call) => String(call[0]).includes('Cannot update a component')),
  ).toEqual([])
  errors.mockRestore()
  expect(within(dialog).getByText(/doesn't support your wallet's current network/)).toBeDefined()
  const networks = within(dialog).getByRole('list', { name: 'Networks' })
  expect(
    within(networks)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([expect.stringContaining('Ethereum'), expect.stringContaining('Base')])
})

test('switching to a host network closes it', async () => {
  const dialog = await connectOnPolygon()
  await userEvent.click(within(dialog).getByRole('button', { name: /Base/ }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(selectActiveAccount(modal.getState()).caipNetworkId).toBe('eip155:8453')
})

test('closes when the wallet moves to a host network on its own', async () => {
  await connectOnPolygon()
  act(() => provider.emit('chainChanged', '0x1'))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

test('Disconnect leaves the unsupported network behind', async () => {
  const dialog = await connectOnPolygon()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(selectActiveAccount(modal.getState()).status).toBe('disconnected')
})

test('opened over another view, it gives way back to that view once the network is fine', async () => {
  provider = new FakeProvider({ chainId: 1, knownChainIds: [1, 137, 8453] })
  installTestWallet(provider)
  await connectTestWallet(modal)
  openTestModal(modal)
  await screen.findByRole('dialog', { name: 'Account' })
  act(() => provider.emit('chainChanged', '0x89'))
  const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
  await userEvent.click(within(dialog).getByRole('button', { name: /Base/ }))
  expect(await screen.findByRole('dialog', { name: 'Account' })).toBeDefined()
  expect(modal.getState().router.history).toEqual([{ view: 'Account' }])
})
