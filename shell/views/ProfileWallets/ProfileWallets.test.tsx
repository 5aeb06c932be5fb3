import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { accountDataUpdated, selectActiveAccount } from '../../../core/account/slice'
import { readConnections, writeConnection } from '../../../core/connection/storage'
import { PorticoError } from '../../../core/errors'
import type { Modal, ModalOptions } from '../../../index'
import {
  announceWallet as installTestWallet,
  createTestModal,
  destroyTestModal,
  FakeProvider,
  openTestModal,
  pushView,
  renderModalApp,
  stubNetwork,
  TEST_WALLET_INFO as DEMO_WALLET_INFO,
} from 'portico/testing'

vi.mock('@walletconnect/universal-provider', async () => {
  const { universalProviderModule } = await import('../../../tests/support/universalProviderMock')
  return universalProviderModule
})

// The chunks this view and its actions load on demand, loaded up front.
const { connectWith } = await import('../../../core/connection')
await import('./ProfileWallets')

const DEMO = DEMO_WALLET_INFO.rdns
// The wallet answers in lower case; the kit keeps the checksummed form.
const SHORT_ADDRESS = '0x5290…9EE7'

let modal: Modal | undefined

beforeEach(() => stubNetwork())
afterEach(async () => {
  if (modal) await destroyTestModal(modal)
  modal = undefined
  localStorage.clear()
})

/** The modal, rendered, with WalletConnect off unless a test turns it on. */
async function render(options: Partial<ModalOptions> = {}): Promise<Modal> {
  const created = createTestModal({ enableWalletConnect: false, ...options })
  modal = created
  await renderModalApp(created)
  return created
}

function walletInPage(provider = new FakeProvider()): FakeProvider {
  installTestWallet(provider)
  return provider
}

const list = () => screen.findByRole('list', { name: 'Your wallet connections' })
const account = (shown: Modal) => shown.getState().account.byNamespace.eip155

test('lists the connected wallet: name, icon, shortened address, Active', async () => {
  walletInPage()
  const shown = await render()
  await act(() => shown.store.dispatch(connectWith(DEMO)))
  openTestModal(shown, 'ProfileWallets')

  const rows = within(await list()).getAllByRole('listitem')
  expect(rows).toHaveLength(1)
  const entry = within(rows[0] as HTMLElement).getByRole('button', {
    name: `Demo Wallet, ${SHORT_ADDRESS}, Active`,
  })
  expect(entry.getAttribute('aria-current')).toBe('true')
  expect(entry.querySelector('img')?.getAttribute('src')).toBe(DEMO_WALLET_INFO.icon)
  expect(within(entry).getByText(`${SHORT_ADDRESS} · Active`)).toBeDefined()
  expect(screen.getByRole('button', { name: 'Disconnect Demo Wallet' })).toBeDefined()
})

test("shows the account's name in place of its address, as Account does", async () => {
  walletInPage()
  const shown = await render()
  await act(() => shown.store.dispatch(connectWith(DEMO)))
  act(() => {
    shown.store.dispatch(
      accountDataUpdated({ namespace: 'eip155', data: { profileName: 'ada-lovelace' } }),
    )
  })
  openTestModal(shown, 'ProfileWallets')
  const entry = await screen.findByRole('button', { name: 'Demo Wallet, ada-lovelace, Active' })
  expect(within(entry).getByText('ada-lovelace · Active')).toBeDefined()
})

test('names an account signed in through a social provider by the provider, not its connector', async () => {
  walletInPage()
  const shown = await render()
  await act(() => shown.store.dispatch(connectWith(DEMO)))
  act(() => {
    shown.store.dispatch(
      accountDataUpdated({
        namespace: 'eip155',
        data: { profileName: 'ada-lovelace', profileSource: 'GitHub' },
      }),
    )
  })
  openTestModal(shown, 'ProfileWallets')
  const entry = await screen.findByRole('button', { name: 'GitHub, ada-lovelace, Active' })
  expect(within(entry).getByText('GitHub')).toBeDefined()
  expect(within(entry).queryByText('Demo Wallet')).toBeNull()
  expect(screen.getByRole('button', { name: 'Disconnect GitHub' })).toBeDefined()
})

test('says so when no wallet was ever connected', async () => {
  await render()
  openTestModal(modal as Modal, 'ProfileWallets')
  expect(await screen.findByText('No wallet has been connected yet.')).toBeDefined()
  expect(screen.queryByRole('list', { name: 'Your wallet connections' })).toBeNull()
})

test('a wallet disconnected on an earlier visit is listed, and choosing it connects it', async () => {
  writeConnection({ namespace: 'eip155', connectorId: DEMO, status: 'disconnected' })
  const provider = walletInPage()
  const shown = await render()
  openTestModal(shown, 'ProfileWallets')

  const entry = within(await list()).getByRole('button', { name: 'Demo Wallet, Disconnected' })
  expect(screen.queryByRole('button', { name: /^Disconnect/ })).toBeNull()
  await userEvent.click(entry)

  expect(
    await screen.findByRole('button', { name: `Demo Wallet, ${SHORT_ADDRESS}, Active` }),
  ).toBeDefined()
  expect(selectActiveAccount(shown.getState())).toMatchObject({
    status: 'connected',
    connectorId: DEMO,
  })
  expect(provider.methods.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1)
  expect(readConnections().connections).toEqual([
    { namespace: 'eip155', connectorId: DEMO, status: 'connected' },
  ])
  // Opened as the first view, it stays: going back would close the modal.
  expect(shown.getState().router.history).toEqual([{ view: 'ProfileWallets' }])
})

test('opened from another view, it goes back there once the connection is active', async () => {
  writeConnection({ namespace: 'eip155', connectorId: DEMO, status: 'disconnected' })
  walletInPage()
  const shown = await render()
  openTestModal(shown, 'Networks')
  pushView(shown, 'ProfileWallets')

  await userEvent.click(
    within(await list()).getByRole('button', { name: 'Demo Wallet, Disconnected' }),
  )

  await waitFor(() => expect(shown.getState().router.history).toEqual([{ view: 'Networks' }]))
  expect(account(shown)?.status).toBe('connected')
})

test('a rejection in the wallet is shown, and the wallet stays disconnected', async () => {
  writeConnection({ namespace: 'eip155', connectorId: DEMO, status: 'disconnected' })
  walletInPage(new FakeProvider().failOnce('eth_requestAccounts', 4001, 'User said no'))
  const shown = await render()
  openTestModal(shown, 'ProfileWallets')

  await userEvent.click(
    within(await list()).getByRole('button', { name: 'Demo Wallet, Disconnected' }),
  )

  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Connection rejected')
  const entry = screen.getByRole('button', { name: 'Demo Wallet, Disconnected' })
  expect(entry).toHaveProperty('disabled', false)
  expect(account(shown)?.status).toBe('disconnected')
})

test('a wallet no longer in the page is named by its id and reported unavailable', async () => {
  writeConnection({ namespace: 'eip155', connectorId: 'io.gone', status: 'disconnected' })
  await render()
  openTestModal(modal as Modal, 'ProfileWallets')

  await userEvent.click(within(await list()).getByRole('button', { name: 'io.gone, Disconnected' }))

  expect((await screen.findByRole('alert')).textContent).toContain('Wallet not available')
})

test("'Invalid connection status' from core is shown in the visitor's words", async () => {
  // The view only passes the three statuses it derives (storage refuses any other), so the
  // refusal is forced here at the chunk's boundary.
  writeConnection({ namespace: 'eip155', connectorId: DEMO, status: 'disconnected' })
  walletInPage()
  const connection = await import('../../../core/connection')
  const refuse = vi.spyOn(connection, 'activateConnection').mockImplementation(() => async () => {
    throw new PorticoError('INVALID_CONNECTION_STATUS', 'Invalid connection status', {
      status: 'connecting',
    })
  })
  onTestFinished(() => refuse.mockRestore())
  await render()
  openTestModal(modal as Modal, 'ProfileWallets')

  await userEvent.click(
    within(await list()).getByRole('button', { name: 'Demo Wallet, Disconnected' }),
  )

  expect((await screen.findByRole('alert')).textContent).toContain('Invalid connection status')
})

test('Disconnect ends the connection, and the entry stays listed as disconnected', async () => {
  walletInPage()
  const shown = await render()
  await act(() => shown.store.dispatch(connectWith(DEMO)))
  openTestModal(shown, 'ProfileWallets')
  await list()

  await userEvent.click(screen.getByRole('button', { name: 'Disconnect Demo Wallet' }))

  expect(await screen.findByRole('button', { name: 'Demo Wallet, Disconnected' })).toBeDefined()
  expect(account(shown)).toMatchObject({ status: 'disconnected', address: undefined })
  expect(readConnections().connections[0]?.status).toBe('disconnected')
  expect(screen.queryByRole('button', { name: 'Disconnect Demo Wallet' })).toBeNull()
})

test("a wallet that does not confirm the disconnect: 'Failed to disconnect', still reset", async () => {
  walletInPage(new FakeProvider().fail('wallet_revokePermissions', -32603, 'Internal error'))
  const shown = await render()
  await act(() => shown.store.dispatch(connectWith(DEMO)))
  openTestModal(shown, 'ProfileWallets')
  await list()

  await userEvent.click(screen.getByRole('button', { name: 'Disconnect Demo Wallet' }))

  expect((await screen.findByRole('alert')).textContent).toContain('Failed to disconnect')
  expect(screen.getByRole('button', { name: 'Demo Wallet, Disconnected' })).toBeDefined()
})

test('an ended WalletConnect session is paired again with a new code', async () => {
  writeConnection({ namespace: 'eip155', connectorId: 'walletConnect', status: 'disconnected' })
  const shown = await render({ enableWalletConnect: true })
  openTestModal(shown, 'ProfileWallets')

  await userEvent.click(
    within(await list()).getByRole('button', { name: 'WalletConnect, Disconnected' }),
  )

  expect(shown.getState().router.history.at(-1)).toEqual({ view: 'ConnectingWalletConnect' })
})
