import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished } from 'vitest'
import { selectActiveAccount } from '../../../core/account/slice'
import { rememberRecentWallet } from '../../../core/connection/recents'
import type { Modal } from '../../../index'
import {
  announceWallet as installTestWallet,
  createTestModal,
  destroyTestModal,
  FakeProvider,
  makeWallet,
  openTestModal,
  renderModalApp,
  stubNetwork,
  TEST_WALLET_INFO as DEMO_WALLET_INFO,
} from 'portico/testing'
import { addShellTranslations } from '../../shellStrings'
import { ModalContext } from '../../react/context'
import { WalletList } from './WalletList'

// Connecting loads the connection chunk on demand; loaded here first, so the test file never
// ends while that import is still on its way.
await import('../../../core/connection')

let modal: Modal

beforeEach(() => {
  stubNetwork()
  // WalletConnect off: these tests are about the wallets of the page (one test turns it on).
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'], enableWalletConnect: false })
})

afterEach(() => destroyTestModal(modal))

/** A wallet extension in the page, announcing itself through EIP-6963. */
function installDemoWallet(): FakeProvider {
  const provider = new FakeProvider()
  installTestWallet(provider)
  return provider
}

/** A legacy `window.ethereum`, as older extensions inject it. */
function injectProvider(): void {
  Object.assign(window, { ethereum: new FakeProvider() })
  onTestFinished(() => void Reflect.deleteProperty(window, 'ethereum'))
}

/** Makes isMobileDevice() say mobile, the way Chromium's client hints do. */
function onMobile(): void {
  Object.defineProperty(navigator, 'userAgentData', { value: { mobile: true }, configurable: true })
  onTestFinished(() => void Reflect.deleteProperty(navigator, 'userAgentData'))
}

test('Connect says honestly that there are no wallets yet', async () => {
  await renderModalApp(modal)
  openTestModal(modal)

  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
  expect(within(dialog).getByText('No wallets are available yet.')).toBeDefined()
  expect(
    within(dialog).getByText('Install a browser wallet, then reopen this window.'),
  ).toBeDefined()
  expect(within(dialog).queryByRole('list')).toBeNull()
})

test('an announced wallet is listed with its icon, and the browser wallet is hidden on desktop', async () => {
  installDemoWallet()
  injectProvider()
  await renderModalApp(modal)
  openTestModal(modal)

  const list = screen.getByRole('list', { name: 'Wallets' })
  const rows = within(list).getAllByRole('button')
  expect(rows).toHaveLength(1)
  expect(rows[0]?.textContent).toBe('Demo WalletInstalled')
  expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe(DEMO_WALLET_INFO.icon)
  expect(within(list).queryByRole('button', { name: /Browser Wallet/ })).toBeNull()
})

test('on mobile the injected browser wallet is listed beside the announced one', async () => {
  onMobile()
  installDemoWallet()
  injectProvider()
  await renderModalApp(modal)
  openTestModal(modal)

  const list = screen.getByRole('list', { name: 'Wallets' })
  expect(within(list).getByRole('button', { name: /Browser Wallet/ })).toBeDefined()
  expect(within(list).getByRole('button', { name: /Demo Wallet/ })).toBeDefined()
})

test('a wallet announcing itself after the modal opened joins the list', async () => {
  await renderModalApp(modal)
  openTestModal(modal)
  expect(screen.getByText('No wallets are available yet.')).toBeDefined()

  act(() => void installDemoWallet())

  expect(screen.getByRole('button', { name: /Demo Wallet/ })).toBeDefined()
})

test('choosing a wallet connects it: the modal closes and the account is connected', async () => {
  const user = userEvent.setup()
  const provider = installDemoWallet()
  await renderModalApp(modal)
  openTestModal(modal)

  await user.click(screen.getByRole('button', { name: /Demo Wallet/ }))

  await waitFor(() => expect(modal.getState().modal.open).toBe(false))
  const account = selectActiveAccount(modal.getState())
  expect(account).toMatchObject({
    status: 'connected',
    caipNetworkId: 'eip155:1',
    connectorId: DEMO_WALLET_INFO.rdns,
  })
  expect(account.address?.toLowerCase()).toBe(provider.state.accounts[0])
  expect(provider.methods.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1)
})

test('the wallet list is a named list of row buttons', async () => {
  const onSelect = vi.fn()
  await addShellTranslations(modal.runtime)
  render(
    <ModalContext.Provider value={modal}>
      <WalletList
        rows={[
          { id: 'one', name: 'Wallet One' },
          { id: 'two', name: 'Wallet Two', description: 'Installed' },
        ]}
        onSelect={onSelect}
      />
    </ModalContext.Provider>,
  )

  const list = screen.getByRole('list', { name: 'Wallets' })
  expect(within(list).getAllByRole('listitem')).toHaveLength(2)
  await userEvent.click(within(list).getByRole('button', { name: /Wallet Two/ }))

  expect(onSelect).toHaveBeenCalledWith('two')
})

test('with WalletConnect on, it is offered first, and All Wallets at the end', async () => {
  await destroyTestModal(modal)
  modal = createTestModal({ networks: ['eip155:1'], enableWalletConnect: true })
  await renderModalApp(modal)
  openTestModal(modal)
  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
  const list = within(dialog).getByRole('list', { name: 'Wallets' })
  await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement)
  expect(modal.getState().router.history.at(-1)).toEqual({ view: 'ConnectingWalletConnect' })
  act(() => modal.router.back())
  await userEvent.click(screen.getByRole('button', { name: /All Wallets/ }))
  expect(modal.getState().router.history.at(-1)).toEqual({ view: 'AllWallets' })
})

describe('recent wallets', () => {
  // Paired by WalletConnect on an earlier visit; wallet 3 is Rainbow, wallet 5 is Zerion.
  const rainbow = makeWallet(3)
  const zerion = makeWallet(5)

  async function withWalletConnect() {
    await destroyTestModal(modal)
    modal = createTestModal({ networks: ['eip155:1'], enableWalletConnect: true })
  }

  test('are listed after WalletConnect, before the installed wallets, the latest first', async () => {
    await withWalletConnect()
    rememberRecentWallet(rainbow)
    rememberRecentWallet(zerion)
    installDemoWallet()
    await renderModalApp(modal)
    openTestModal(modal)

    const list = screen.getByRole('list', { name: 'Wallets' })
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.querySelector('.list-item-title')?.textContent)
    expect(names).toEqual(['WalletConnect', 'Zerion', 'Rainbow', 'Demo Wallet'])
    const row = within(list).getByRole('button', { name: /Zerion/ })
    expect(within(row).getByText('Recent')).toBeDefined()
    expect(row.querySelector('img')?.getAttribute('src')).toContain(
      `/getWalletImage/${zerion.image_id ?? ''}`,
    )
  })

  test('choosing one opens its WalletConnect pairing with the wallet', async () => {
    await withWalletConnect()
    rememberRecentWallet(rainbow)
    await renderModalApp(modal)
    openTestModal(modal)

    await userEvent.click(screen.getByRole('button', { name: /Rainbow/ }))

    expect(modal.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: rainbow.id },
    })
    act(() => modal.router.back())
  })

  test('one an installed wallet already offers is listed once, as the installed one', async () => {
    await withWalletConnect()
    rememberRecentWallet({ ...rainbow, rdns: DEMO_WALLET_INFO.rdns })
    installDemoWallet()
    await renderModalApp(modal)
    openTestModal(modal)

    const list = screen.getByRole('list', { name: 'Wallets' })
    expect(within(list).queryByRole('button', { name: /Rainbow/ })).toBeNull()
    expect(within(list).queryByText('Recent')).toBeNull()
  })

  test('are not offered when WalletConnect is off: nothing could pair them', async () => {
    rememberRecentWallet(rainbow)
    await renderModalApp(modal)
    openTestModal(modal)
    expect(screen.queryByRole('button', { name: /Rainbow/ })).toBeNull()
  })
})

test('a wallet the host excluded is hidden by its rdns, once the list names it', async () => {
  await destroyTestModal(modal)
  // The explorer knows the excluded id as the Demo Wallet (same rdns as the announced one).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input))
      if (url.pathname.endsWith('/getWallets')) {
        return Response.json({
          count: 1,
          data: [
            { id: 'demo-id', name: 'Demo Wallet', image_id: null, rdns: DEMO_WALLET_INFO.rdns },
          ],
        })
      }
      return new Response('{}', { status: 404 })
    }),
  )
  installTestWallet(new FakeProvider())
  modal = createTestModal({
    networks: ['eip155:1'],
    enableWalletConnect: false,
    wallets: { excludedIds: ['demo-id'] },
  })
  await renderModalApp(modal)
  openTestModal(modal)
  expect(await screen.findByText('No wallets are available yet.')).toBeDefined()
})

test("the host's featured wallets and the recommended ones are offered through WalletConnect", async () => {
  await destroyTestModal(modal)
  const wallet = (id: string, name: string) => ({ id, name, image_id: null, rdns: `io.${id}` })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input))
      if (!url.pathname.endsWith('/getWallets')) return new Response('{}', { status: 404 })
      // The featured lookup names its ids; the recommended one asks for 4 entries.
      const data = url.searchParams.get('include')
        ? [wallet('feat', 'Featured Wallet')]
        : [wallet('rec1', 'Recommended One'), wallet('rec2', 'Recommended Two')]
      return Response.json({ count: data.length, data })
    }),
  )
  modal = createTestModal({
    networks: ['eip155:1'],
    enableWalletConnect: true,
    wallets: { featuredIds: ['feat'] },
  })
  await renderModalApp(modal)
  openTestModal(modal)
  const list = await screen.findByRole('list', { name: 'Wallets' })
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('WalletConnect'),
      expect.stringContaining('Featured Wallet'),
      expect.stringContaining('Recommended One'),
      expect.stringContaining('Recommended Two'),
    ]),
  )
  await userEvent.click(within(list).getByRole('button', { name: /Recommended Two/ }))
  expect(modal.getState().router.history.at(-1)).toEqual({
    view: 'ConnectingWalletConnect',
    data: { walletId: 'rec2' },
  })
})
