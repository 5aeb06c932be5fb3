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

// The view loads the connection chunk on demand; loaded here first, so the test file never
// ends while that import is still on its way.
await import('../../../core/connection')

let modal: Modal
let provider: FakeProvider

beforeEach(() => {
  stubNetwork()
  // On Ethereum, and already knows Base: switching needs no wallet_addEthereumChain.
  provider = new FakeProvider({ chainId: 1, knownChainIds: [1, 8453] })
  installTestWallet(provider)
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] })
})

afterEach(() => destroyTestModal(modal))

/** Connected on Ethereum, the modal open on Account, then on to Networks by its row. */
async function openNetworks(user: ReturnType<typeof userEvent.setup>) {
  await connectTestWallet(modal)
  await renderModalApp(modal)
  openTestModal(modal)
  await user.click(screen.getByRole('button', { name: /Ethereum/ }))
  return screen.getByRole('list', { name: 'Networks' })
}

test("lists the site's networks with the wallet's current one marked", async () => {
  const list = await openNetworks(userEvent.setup())

  const rows = within(list).getAllByRole('button')
  expect(rows.map((row) => row.querySelector('.list-item-title')?.textContent)).toEqual([
    'Ethereum',
    'Base',
  ])
  const ethereum = within(list).getByRole('button', { name: /Ethereum/ })
  expect(ethereum.getAttribute('aria-current')).toBe('true')
  expect(ethereum.textContent).toContain('Current network')
  expect(within(list).getByRole('button', { name: /Base/ }).hasAttribute('aria-current')).toBe(
    false,
  )
})

test('switching shows a spinner on the row and disables the list, then goes back', async () => {
  const user = userEvent.setup()
  const list = await openNetworks(user)
  let answer = () => undefined as void
  provider.respondOnce(
    'wallet_switchEthereumChain',
    () => new Promise((resolve) => (answer = () => resolve(null))),
  )

  await user.click(within(list).getByRole('button', { name: /Base/ }))

  const base = within(list).getByRole('button', { name: /Base/ })
  expect(base.textContent).toContain('Switching…')
  expect(base.querySelector('.list-item-end .spinner-icon')).not.toBeNull()
  expect(list.getAttribute('aria-busy')).toBe('true')
  for (const row of within(list).getAllByRole('button'))
    expect(row).toHaveProperty('disabled', true)
  expect(provider.paramsOf('wallet_switchEthereumChain')).toEqual([[{ chainId: '0x2105' }]])

  await act(async () => answer())

  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Account' })).toBeDefined())
  expect(screen.getByRole('button', { name: /Base/ })).toBeDefined()
  expect(selectActiveAccount(modal.getState()).caipNetworkId).toBe('eip155:8453')
})

test("a failed switch keeps the account as it was and shows the wallet's reason", async () => {
  const user = userEvent.setup()
  const list = await openNetworks(user)
  const before = selectActiveAccount(modal.getState())
  provider.fail('wallet_switchEthereumChain', 4001, 'User rejected the request.')

  await user.click(within(list).getByRole('button', { name: /Base/ }))

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('User rejected the request.')).toBeDefined()
  const after = selectActiveAccount(modal.getState())
  expect(after.address).toBe(before.address)
  expect(after.caipNetworkId).toBe('eip155:1')
  expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeDefined()
  await waitFor(() =>
    expect(within(list).getByRole('button', { name: /Base/ })).toHaveProperty('disabled', false),
  )
  expect(
    within(list)
      .getByRole('button', { name: /Ethereum/ })
      .getAttribute('aria-current'),
  ).toBe('true')
})

test('choosing the current network asks the wallet nothing and goes back', async () => {
  const user = userEvent.setup()
  const list = await openNetworks(user)

  await user.click(within(list).getByRole('button', { name: /Ethereum/ }))

  expect(screen.getByRole('dialog', { name: 'Account' })).toBeDefined()
  expect(provider.paramsOf('wallet_switchEthereumChain')).toEqual([])
})

test('without a connected wallet a switch is refused with a message, and nothing is marked', async () => {
  const user = userEvent.setup()
  await renderModalApp(modal)
  openTestModal(modal, 'Networks')
  const list = screen.getByRole('list', { name: 'Networks' })
  expect(within(list).queryByRole('button', { current: true })).toBeNull()

  await user.click(within(list).getByRole('button', { name: /Base/ }))

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('The network could not be switched')).toBeDefined()
  expect(provider.paramsOf('wallet_switchEthereumChain')).toEqual([])
})
