import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal } from 'portico'
import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  inModal,
  stubNetwork,
} from 'portico/testing'
import { onTestFinished } from 'vitest'

// The kit keeps the checksummed form of what the wallet answers.
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const NETWORKS = ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

beforeEach(() => stubNetwork())

/** A modal made the way a host makes it, so the built-in registry is the one in use. */
const create = (): Modal => createTestModal({ networks: NETWORKS })

async function connect(shown: Modal): Promise<void> {
  await connectWallet(shown, createFakeWallet())
  expect(shown.getState().account.byNamespace.eip155?.address).toBe(ADDRESS)
}

/** Opens the Receive view through the public handle, as a host's "Receive" button would. */
async function openReceive(shown: Modal) {
  await act(async () => shown.open({ view: 'Receive' }))
  return waitFor(() => inModal().getByRole('dialog', { name: 'Receive' }))
}

/** Replaces navigator.clipboard for one test, and puts the page's own back afterwards. */
function stubClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined): void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
  onTestFinished(() => {
    if (own) Object.defineProperty(navigator, 'clipboard', own)
    else Reflect.deleteProperty(navigator, 'clipboard')
  })
}

test('the plugin loads only when Receive first opens, and only once', async () => {
  const shown = create()
  let loads = 0
  let previous = shown.getState().plugins.byId.receive?.status
  shown.store.subscribe(() => {
    const status = shown.getState().plugins.byId.receive?.status
    if (status === 'loading' && previous !== 'loading') loads += 1
    previous = status
  })
  // Known from the registry by its view, but not loaded, even once the modal opens elsewhere.
  await act(async () => shown.open())
  await waitFor(() => inModal().getByRole('dialog'))
  await waitFor(() => expect(shown.getState().plugins.viewOwners.Receive).toBe('receive'))
  expect(shown.getState().plugins.byId.receive).toBeUndefined()
  expect(loads).toBe(0)

  await act(async () => shown.close())
  await openReceive(shown)
  expect(shown.getState().plugins.byId.receive?.status).toBe('ready')

  await act(async () => shown.close())
  await openReceive(shown)
  expect(loads).toBe(1)
})

test('connected: the QR code of the address, and the whole address as text', async () => {
  const shown = create()
  await connect(shown)
  const dialog = within(await openReceive(shown))

  const qr = await dialog.findByRole('img', { name: 'QR code of your address' })
  expect(qr.querySelector('path')?.getAttribute('d')).not.toBe('')
  expect(dialog.getByText(ADDRESS)).toBeDefined()
})

test('copy writes the address and says so; without a clipboard it says it could not', async () => {
  const shown = create()
  await connect(shown)
  const writeText = vi.fn(async (_text: string) => undefined)
  stubClipboard({ writeText })
  const dialog = within(await openReceive(shown))

  await userEvent.click(await dialog.findByRole('button', { name: 'Copy address' }))
  expect(writeText).toHaveBeenCalledWith(ADDRESS)
  expect(await inModal().findByText('Address copied')).toBeDefined()

  stubClipboard(undefined)
  await userEvent.click(dialog.getByRole('button', { name: 'Copy address' }))
  expect(await inModal().findByText('The address could not be copied')).toBeDefined()
})

test("lists the host's networks of the account's namespace, the wallet's marked", async () => {
  const shown = create()
  await connect(shown)
  const dialog = within(await openReceive(shown))

  const list = await dialog.findByRole('list', { name: 'Networks this address can receive on' })
  const rows = within(list).getAllByRole('button')
  expect(rows.map((row) => row.querySelector('.list-item-title')?.textContent)).toEqual([
    'Ethereum',
    'Base',
  ])
  // The wallet's network is the one chosen until the visitor picks another.
  expect(within(list).getByRole('button', { name: /Ethereum/ }).textContent).toContain(
    "Your wallet's network",
  )
  expect(within(list).getByRole('button', { name: /Ethereum/, pressed: true })).toBeDefined()
  expect(dialog.queryByText(/Solana/)).toBeNull()
})

test("warns when the picked network is not the wallet's, and stops when it is again", async () => {
  const shown = create()
  await connect(shown)
  const dialog = within(await openReceive(shown))
  const list = await dialog.findByRole('list', { name: 'Networks this address can receive on' })
  // The snackbar is an alert too (the stubbed services fail): look for this view's warning.
  const warning = () => dialog.queryByText(/switch before sending/)
  expect(warning()).toBeNull()

  await userEvent.click(within(list).getByRole('button', { name: 'Base' }))
  expect(warning()?.closest('[role="alert"]')?.textContent).toBe(
    'Your wallet is on Ethereum: switch before sending on Base.',
  )
  expect(within(list).getByRole('button', { name: 'Base', pressed: true })).toBeDefined()

  await userEvent.click(within(list).getByRole('button', { name: /Ethereum/ }))
  expect(warning()).toBeNull()
})

test('opened with data.network (a CAIP-2 id or a chain id), shows that network chosen', async () => {
  const shown = create()
  await connect(shown)
  await act(async () => shown.open({ view: 'Receive', data: { network: '8453' } }))
  const dialog = within(await waitFor(() => inModal().getByRole('dialog', { name: 'Receive' })))
  const list = await dialog.findByRole('list', { name: 'Networks this address can receive on' })
  expect(within(list).getByRole('button', { name: 'Base', pressed: true })).toBeDefined()
  expect(dialog.getByText(/switch before sending/).textContent).toBe(
    'Your wallet is on Ethereum: switch before sending on Base.',
  )
  // The visitor's own pick wins over the data.
  await userEvent.click(within(list).getByRole('button', { name: /Ethereum/ }))
  expect(dialog.queryByText(/switch before sending/)).toBeNull()
})

test("data naming none of the account's networks shows the wallet's own, and tells the console", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  onTestFinished(() => warn.mockRestore())
  const shown = create()
  await connect(shown)
  // A Solana network is the host's, but not one this eip155 account receives on.
  const network = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  await act(async () => shown.open({ view: 'Receive', data: { network } }))
  const dialog = within(await waitFor(() => inModal().getByRole('dialog', { name: 'Receive' })))
  const list = await dialog.findByRole('list', { name: 'Networks this address can receive on' })
  expect(within(list).getByRole('button', { name: /Ethereum/, pressed: true })).toBeDefined()
  expect(dialog.queryByText(/switch before sending/)).toBeNull()
  await waitFor(() =>
    expect(warn.mock.calls.flat().join(' ')).toContain(
      `Receive was opened with data.network ${network}, which is not one of this modal's networks`,
    ),
  )
})

test('not connected: says so, and Connect leads to the Connect view', async () => {
  const shown = create()
  const dialog = within(await openReceive(shown))

  expect(
    await dialog.findByText('Connect a wallet to see the address you can receive on.'),
  ).toBeDefined()
  expect(dialog.queryByRole('img', { name: 'QR code of your address' })).toBeNull()
  await userEvent.click(dialog.getByRole('button', { name: 'Connect a wallet' }))
  expect(shown.router.current().view).toBe('Connect')
})

test('the Account view offers Receive, which opens the plugin', async () => {
  const shown = create()
  await connect(shown)
  await act(async () => shown.open())
  const account = await waitFor(() => inModal().getByRole('dialog', { name: 'Account' }))
  await userEvent.click(within(account).getByRole('button', { name: /^Receive/ }))
  await waitFor(() => inModal().getByRole('dialog', { name: 'Receive' }))
  expect(await inModal().findByRole('img', { name: 'QR code of your address' })).toBeDefined()
})
