import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { selectActiveAccount } from '../../../core/account/slice'
import { definePlugin } from '../../../core/plugin/definePlugin'
import type { ViewId } from '../../../core/router/views'
import type { Modal } from '../../../index'
import {
  announceWallet as installTestWallet,
  createTestModal,
  destroyTestModal,
  FakeProvider,
  openTestModal,
  renderModalApp,
  stubNetwork,
  TEST_WALLET_INFO as DEMO_WALLET_INFO,
} from 'portico/testing'

// The view loads the connection chunk on demand; loaded here first, so the test file never
// ends while that import is still on its way.
await import('../../../core/connection')

const CONNECTOR_ID = DEMO_WALLET_INFO.rdns

let modal: Modal
let provider: FakeProvider

beforeEach(() => {
  stubNetwork()
  provider = new FakeProvider()
  installTestWallet(provider)
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] })
})

afterEach(() => destroyTestModal(modal))

/** A wallet answer that waits until the test lets it through. */
function heldAnswer(): { answer: Promise<unknown>; release: () => void } {
  let release = () => undefined as void
  const answer = new Promise<unknown>((resolve) => {
    release = () => resolve([...provider.state.accounts])
  })
  return { answer, release }
}

const requestsFor = (method: string) => provider.paramsOf(method).length

test('waits with the wallet icon, name and a spinner, and closes once connected', async () => {
  const held = heldAnswer()
  provider.respondOnce('eth_requestAccounts', () => held.answer)
  await renderModalApp(modal)
  openTestModal(modal, 'ConnectingExternal', { connectorId: CONNECTOR_ID })

  const dialog = screen.getByRole('dialog', { name: 'Connecting' })
  expect(within(dialog).getByRole('heading', { name: 'Demo Wallet' })).toBeDefined()
  expect(dialog.querySelector('.connecting-image')?.getAttribute('src')).toBe(DEMO_WALLET_INFO.icon)
  expect(within(dialog).getByRole('status', { name: 'Waiting for your wallet' })).toBeDefined()
  expect(within(dialog).getByText('Continue in Demo Wallet')).toBeDefined()
  await waitFor(() => expect(requestsFor('eth_requestAccounts')).toBe(1))
  expect(modal.getState().modal.open).toBe(true)

  await act(async () => held.release())

  await waitFor(() => expect(modal.getState().modal.open).toBe(false))
  expect(selectActiveAccount(modal.getState()).status).toBe('connected')
})

test('a rejection in the wallet says so, and Try again asks the wallet again', async () => {
  const user = userEvent.setup()
  provider.failOnce('eth_requestAccounts', 4001, 'User rejected')
  await renderModalApp(modal)
  openTestModal(modal, 'ConnectingExternal', { connectorId: CONNECTOR_ID })

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Connection rejected')).toBeDefined()
  expect(screen.queryByRole('status', { name: 'Waiting for your wallet' })).toBeNull()
  expect(selectActiveAccount(modal.getState()).status).toBe('disconnected')

  await user.click(screen.getByRole('button', { name: 'Try again' }))

  await waitFor(() => expect(modal.getState().modal.open).toBe(false))
  expect(requestsFor('eth_requestAccounts')).toBe(2)
  expect(selectActiveAccount(modal.getState())).toMatchObject({
    status: 'connected',
    connectorId: CONNECTOR_ID,
  })
})

test('any other failure reads Failed to connect, with the wallet reason as detail', async () => {
  provider.failOnce('eth_requestAccounts', -32603, 'The wallet is locked')
  await renderModalApp(modal)
  openTestModal(modal, 'ConnectingExternal', { connectorId: CONNECTOR_ID })

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Failed to connect')).toBeDefined()
  expect(within(alert).getByText('The wallet is locked')).toBeDefined()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
})

test('a wallet that is not in the page is reported as not available', async () => {
  await renderModalApp(modal)
  openTestModal(modal, 'ConnectingExternal', { connectorId: 'com.example.gone' })

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Wallet not available')).toBeDefined()
  expect(screen.queryByRole('heading', { name: 'Demo Wallet' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
  expect(requestsFor('eth_requestAccounts')).toBe(0)
})

test('opened without a connector it says so and offers nothing to retry', async () => {
  await renderModalApp(modal)
  openTestModal(modal, 'ConnectingExternal')

  expect(within(screen.getByRole('alert')).getByText('Wallet not available')).toBeDefined()
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
})

test('under StrictMode the wallet is asked once, and the answer still closes the modal', async () => {
  const held = heldAnswer()
  provider.respondOnce('eth_requestAccounts', () => held.answer)
  await renderModalApp(modal, { reactStrictMode: true })
  openTestModal(modal, 'ConnectingExternal', { connectorId: CONNECTOR_ID })

  await waitFor(() => expect(requestsFor('eth_requestAccounts')).toBe(1))
  await act(async () => held.release())

  await waitFor(() => expect(modal.getState().modal.open).toBe(false))
  expect(requestsFor('eth_requestAccounts')).toBe(1)
})

/** A host plugin with a Help view, reached from the header of the connecting view. */
const helpPlugin = definePlugin({
  manifest: {
    id: 'help',
    views: ['Help' as ViewId],
    contributes: {
      headerActions: [
        {
          id: 'help',
          view: 'Help' as ViewId,
          label: { en: 'Help' },
          iconPath: 'M0 0h24v24H0z',
          on: ['ConnectingExternal'],
        },
      ],
    },
  },
  views: { ['Help' as ViewId]: () => Promise.resolve({ default: () => <p>How to connect</p> }) },
})

test('leaving before the wallet answers keeps the visitor where they went', async () => {
  await destroyTestModal(modal)
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'], plugins: [helpPlugin] })
  const user = userEvent.setup()
  const held = heldAnswer()
  provider.respondOnce('eth_requestAccounts', () => held.answer)
  await renderModalApp(modal)
  openTestModal(modal)
  await user.click(screen.getByRole('button', { name: /Demo Wallet/ }))
  await waitFor(() => expect(requestsFor('eth_requestAccounts')).toBe(1))

  await user.click(screen.getByRole('button', { name: 'Help' }))
  expect(await screen.findByText('How to connect')).toBeDefined()
  await act(async () => held.release())

  await waitFor(() => expect(selectActiveAccount(modal.getState()).status).toBe('connected'))
  expect(modal.getState().modal.open).toBe(true)
  expect(screen.getByText('How to connect')).toBeDefined()
})

// Connect is a way to connect like the Connecting views: a visitor who went back to it is
// done there once the wallet answers, so the modal closes (core/connection/afterConnect).
test('going back to Connect before the wallet answers: connected, the modal closes', async () => {
  const user = userEvent.setup()
  const held = heldAnswer()
  provider.respondOnce('eth_requestAccounts', () => held.answer)
  await renderModalApp(modal)
  openTestModal(modal)
  await user.click(screen.getByRole('button', { name: /Demo Wallet/ }))
  await waitFor(() => expect(requestsFor('eth_requestAccounts')).toBe(1))

  await user.click(screen.getByRole('button', { name: 'Back' }))
  await act(async () => held.release())

  await waitFor(() => expect(selectActiveAccount(modal.getState()).status).toBe('connected'))
  await waitFor(() => expect(modal.getState().modal.open).toBe(false))
})

// The attempt is the store's, not the view's: coming back to the view is not a new attempt.
test('back from another view after a rejection: the rejection is still shown, the wallet not asked again', async () => {
  await destroyTestModal(modal)
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'], plugins: [helpPlugin] })
  const user = userEvent.setup()
  provider.failOnce('eth_requestAccounts', 4001, 'User rejected')
  await renderModalApp(modal)
  openTestModal(modal, 'ConnectingExternal', { connectorId: CONNECTOR_ID })
  expect(within(await screen.findByRole('alert')).getByText('Connection rejected')).toBeDefined()

  await user.click(screen.getByRole('button', { name: 'Help' }))
  expect(await screen.findByText('How to connect')).toBeDefined()
  await user.click(screen.getByRole('button', { name: 'Back' }))

  expect(within(await screen.findByRole('alert')).getByText('Connection rejected')).toBeDefined()
  expect(requestsFor('eth_requestAccounts')).toBe(1)
  expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
})
