import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { viewRegistryOf } from '../../../core/plugin/viewRegistry'
import { createModal, type Modal } from '../../../index'
import {
  announceWallet,
  destroyTestModal,
  FakeProvider,
  makeWallets,
  openTestModal,
  renderModalApp,
  serviceHandlers,
  setupServiceServer as setupMswServer,
  TEST_ENDPOINTS,
  TEST_WALLET_INFO as DEMO_WALLET,
} from 'portico/testing'
import { ROW_HEIGHT } from './windowing'

// Loaded up front so no test ends while the view's chunk is still arriving.
await import('./AllWallets')

const server = setupMswServer()
let modal: Modal | undefined
let stopAnnouncing: (() => void) | undefined

afterEach(async () => {
  stopAnnouncing?.()
  if (modal) await destroyTestModal(modal)
  modal = undefined
})

async function openAllWallets(wallets = makeWallets(2_000)) {
  const seen: URL[] = []
  server.use(serviceHandlers.wallets(wallets, seen), serviceHandlers.walletImage())
  modal = createModal({ projectId: 'p1', networks: ['eip155:1'], endpoints: TEST_ENDPOINTS })
  await renderModalApp(modal)
  act(() => {
    if (!modal) return
    viewRegistryOf(modal.runtime).register('test', { AllWallets: () => import('./AllWallets') })
  })
  openTestModal(modal, 'AllWallets')
  return { seen, pages: () => seen.filter((url) => !url.searchParams.get('search')) }
}

const list = () => screen.findByRole('list', { name: 'All wallets' })

describe('AllWallets', () => {
  it('adds its strings before it renders, never while the header renders (first visit)', async () => {
    const errors = vi.spyOn(console, 'error')
    try {
      await openAllWallets()
      const grid = await list()
      await waitFor(() => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0))
      expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toBeDefined()
      // "Cannot update a component (`Header`) while rendering a different component".
      const messages = errors.mock.calls.map((call) => call.map(String).join(' '))
      expect(messages.filter((message) => message.includes('Cannot update a component'))).toEqual(
        [],
      )
    } finally {
      errors.mockRestore()
    }
  })

  it('shows the first page, drawing only the rows in view', async () => {
    const { pages } = await openAllWallets()
    const grid = await list()
    await waitFor(() =>
      expect(within(grid).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('40'),
    )
    expect(pages()).toHaveLength(1)
    expect(pages()[0]?.searchParams.get('entries')).toBe('40')
    // 40 wallets are 10 rows; the 400 px viewport shows about 4, plus the overscan.
    expect(within(grid).getAllByRole('listitem').length).toBeLessThan(40)
    expect(within(grid).getByRole('button', { name: /Rainbow/ })).toBeDefined()
  })

  it('pages in as the visitor scrolls towards the end', async () => {
    const { pages } = await openAllWallets()
    const grid = await list()
    await waitFor(() => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(0))
    const viewport = grid.parentElement
    if (!viewport) throw new Error('the list has a scrolling viewport')
    viewport.scrollTop = 7 * ROW_HEIGHT
    fireEvent.scroll(viewport)
    await waitFor(() => expect(pages()).toHaveLength(2))
    await waitFor(() =>
      expect(within(grid).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('80'),
    )
  })

  it('searches once the visitor stops typing', async () => {
    const { seen } = await openAllWallets()
    await list()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'meta')
    await waitFor(() =>
      expect(seen.filter((url) => url.searchParams.get('search'))).toHaveLength(1),
    )
    expect(seen.find((url) => url.searchParams.get('search'))?.searchParams.get('search')).toBe(
      'meta',
    )
    const grid = await list()
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(3))
  })

  it('puts the wallets of this page first and connects through them', async () => {
    const provider = new FakeProvider()
    // The wallet "asks the visitor" until the test approves: the modal stays on the way there.
    const asking = provider.hold('eth_requestAccounts')
    stopAnnouncing = announceWallet(provider)
    await openAllWallets()
    const grid = await list()
    const first = await waitFor(() => {
      const item = within(grid).getAllByRole('listitem')[0]
      if (!item) throw new Error('no tile yet')
      return item
    })
    expect(within(first).getByText('Installed')).toBeDefined()
    await userEvent.click(within(first).getByRole('button', { name: /Demo Wallet/ }))
    expect(modal?.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: DEMO_WALLET.rdns },
    })
    await asking.received
    // Approved, the connection is made and the modal, still on a connecting view, closes.
    act(() => asking.approve())
    await waitFor(() => expect(modal?.getState().modal.open).toBe(false))
    expect(modal?.getState().account.byNamespace.eip155?.status).toBe('connected')
  })

  it('says when the list cannot be loaded, and tries again', async () => {
    server.use(serviceHandlers.failing('/getWallets', 500))
    modal = createModal({ projectId: 'p1', networks: ['eip155:1'], endpoints: TEST_ENDPOINTS })
    await renderModalApp(modal)
    act(() => {
      if (!modal) return
      viewRegistryOf(modal.runtime).register('test', { AllWallets: () => import('./AllWallets') })
    })
    openTestModal(modal, 'AllWallets')
    // The service is asked 4 times (3 retries from 150 ms) before the failure shows.
    expect(
      await screen.findByText('The wallet list could not be loaded.', {}, { timeout: 3_000 }),
    ).toBeDefined()
    server.use(serviceHandlers.wallets(makeWallets(100)))
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const grid = await list()
    await waitFor(() => expect(within(grid).getByRole('button', { name: /Rainbow/ })).toBeDefined())
  })
})
