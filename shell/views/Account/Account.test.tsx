import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { accountDataUpdated, selectActiveAccount } from '../../../core/account/slice'
import { networkIconUrl } from '../../../core/chains/icons'
import { definePlugin } from '../../../core/plugin/definePlugin'
import type { PluginEntry } from '../../../core/plugin/types'
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
import { avatarUrl } from '../../ui/avatar'

// The view loads the connection chunk on demand; loaded here first, so the test file never
// ends while that import is still on its way.
await import('../../../core/connection')

let modal: Modal
let provider: FakeProvider

beforeEach(() => {
  stubNetwork()
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] })
})

afterEach(async () => {
  await destroyTestModal(modal)
  Reflect.deleteProperty(navigator, 'clipboard')
})

/** Connects the demo wallet through core, then opens the modal, which opens on Account. */
async function openConnected(wallet: ConstructorParameters<typeof FakeProvider>[0] = {}) {
  provider = new FakeProvider(wallet)
  installTestWallet(provider)
  await connectTestWallet(modal)
  await renderModalApp(modal)
  openTestModal(modal)
  return selectActiveAccount(modal.getState()).address ?? ''
}

/** Replaces the page's clipboard (user-event brings its own; this one records the writes). */
function stubClipboard(clipboard: Partial<Clipboard> | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

test('shows the shortened address, whole for screen readers and on hover, and the network', async () => {
  const address = await openConnected()

  const dialog = screen.getByRole('dialog', { name: 'Account' })
  const heading = within(dialog).getByRole('heading', { name: address })
  expect(heading.getAttribute('title')).toBe(address)
  expect(within(heading).getByText(`${address.slice(0, 6)}…${address.slice(-4)}`)).toBeDefined()
  expect(within(dialog).getByRole('button', { name: /Ethereum/ })).toBeDefined()
})

test('shows the identity name above the address when there is one', async () => {
  const address = await openConnected()

  act(() => {
    modal.store.dispatch(
      accountDataUpdated({ namespace: 'eip155', data: { profileName: 'demo.eth' } }),
    )
  })

  expect(screen.getByRole('heading', { name: 'demo.eth' })).toBeDefined()
  expect(screen.getByTitle(address)).toBeDefined()
  expect(screen.queryByRole('heading', { name: address })).toBeNull()
})

test("the header shows the identity's image, else an avatar drawn from the address", async () => {
  const address = await openConnected()
  const dialog = screen.getByRole('dialog', { name: 'Account' })
  const avatar = () => dialog.querySelector('.account-avatar')
  expect(avatar()?.getAttribute('src')).toBe(avatarUrl(address))
  expect(avatar()?.getAttribute('alt')).toBe('')
  act(() => {
    modal.store.dispatch(
      accountDataUpdated({
        namespace: 'eip155',
        data: { profileImage: 'https://images.example/demo.png' },
      }),
    )
  })
  expect(avatar()?.getAttribute('src')).toBe('https://images.example/demo.png')
  // The network row wears the network's mark.
  const network = within(dialog).getByRole('button', { name: /Ethereum/ })
  expect(network.querySelector('img')?.getAttribute('src')).toBe(
    networkIconUrl({ caipNetworkId: 'eip155:1' }),
  )
})

test('a long identity name is cut to 30 characters, and whole in the description', async () => {
  await openConnected()
  const name = `${'a'.repeat(100_000)}.eth`

  act(() => {
    modal.store.dispatch(accountDataUpdated({ namespace: 'eip155', data: { profileName: name } }))
  })

  const heading = screen.getByRole('heading', { name: `${'a'.repeat(29)}…`, description: name })
  expect(heading.textContent).toHaveLength(30)
})

test('a wallet on a network the site did not configure reads Unknown network', async () => {
  await openConnected({ chainId: 137 })

  expect(screen.getByRole('button', { name: /Unknown network/ })).toBeDefined()
})

test('Copy address writes the whole address and says so', async () => {
  const user = userEvent.setup()
  const writeText = vi.fn(async () => undefined)
  stubClipboard({ writeText })
  const address = await openConnected()

  await user.click(screen.getByRole('button', { name: 'Copy address' }))

  expect(writeText).toHaveBeenCalledWith(address)
  expect(await screen.findByText('Address copied')).toBeDefined()
})

test('without a clipboard, Copy address says it could not', async () => {
  const user = userEvent.setup()
  stubClipboard(undefined)
  await openConnected()

  await user.click(screen.getByRole('button', { name: 'Copy address' }))

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('The address could not be copied')).toBeDefined()
})

test('the network row leads to the Networks view', async () => {
  const user = userEvent.setup()
  await openConnected()

  await user.click(screen.getByRole('button', { name: /Ethereum/ }))

  expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeDefined()
})

test('Disconnect tells the wallet, resets the account and closes the modal', async () => {
  const user = userEvent.setup()
  await openConnected()

  await user.click(screen.getByRole('button', { name: 'Disconnect' }))

  await waitFor(() => expect(modal.getState().modal.open).toBe(false))
  expect(provider.methods).toContain('wallet_revokePermissions')
  expect(selectActiveAccount(modal.getState())).toMatchObject({
    status: 'disconnected',
    address: undefined,
    caipNetworkId: undefined,
  })
})

test('a wallet that fails to confirm the disconnect: the toast stays readable, on Connect', async () => {
  const user = userEvent.setup()
  await openConnected()
  provider.fail('wallet_revokePermissions', -32603, 'Internal error')

  await user.click(screen.getByRole('button', { name: 'Disconnect' }))

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Failed to disconnect')).toBeDefined()
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  expect(selectActiveAccount(modal.getState()).status).toBe('disconnected')
})

test('the wallet dropping the account while Account is open leads back to Connect', async () => {
  await openConnected()
  expect(screen.getByRole('dialog', { name: 'Account' })).toBeDefined()

  act(() => provider.emit('accountsChanged', []))

  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull()
})

test('opened without a connected account it shows nothing of one and resets to Connect', async () => {
  await renderModalApp(modal)
  openTestModal(modal, 'Account')

  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  expect(modal.getState().router.history).toEqual([{ view: 'Connect' }])
})

test('the Wallets row opens the connection list', async () => {
  const user = userEvent.setup()
  await openConnected()
  await user.click(screen.getByRole('button', { name: /^Wallets/ }))
  expect(modal.getState().router.history.at(-1)).toEqual({ view: 'ProfileWallets' })
})

/**
 * A plugin of the test's own that contributes Account rows (the built-in plugins are left
 * out: the modal has these plugins only), each opening a view of the plugin that says its name.
 */
function rowsPlugin(
  id: string,
  rows: Array<{ id: string; view: 'Send' | 'Receive'; title: string; order?: number }>,
): PluginEntry {
  const manifest = {
    id,
    views: rows.map((row) => row.view),
    contributes: {
      accountActions: rows.map(({ title, ...row }) => ({ ...row, title: { en: title } })),
    },
  }
  const definition = definePlugin({
    manifest,
    views: Object.fromEntries(
      rows.map((row) => [
        row.view,
        () => Promise.resolve({ default: () => <p>{`The ${row.view} view`}</p> }),
      ]),
    ),
  })
  return { manifest, load: () => Promise.resolve({ default: definition }) }
}

/** A modal without its UI or the built-in plugins, knowing only `plugins`. */
async function withPlugins(...plugins: PluginEntry[]) {
  await destroyTestModal(modal)
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] }, { ui: false, plugins })
}

test('no plugin contributes a row: Account offers none of Send, Receive', async () => {
  await withPlugins()
  await openConnected()
  expect(screen.getByRole('dialog', { name: 'Account' })).toBeDefined()
  expect(screen.queryByRole('button', { name: /^Send/ })).toBeNull()
  expect(screen.queryByRole('button', { name: /^Receive/ })).toBeNull()
})

test('a plugin that contributes a Send row adds it, which loads the plugin and opens its view', async () => {
  const user = userEvent.setup()
  await withPlugins(rowsPlugin('send', [{ id: 'send', view: 'Send', title: 'Send' }]))
  await openConnected()
  expect(modal.getState().plugins.byId.send).toBeUndefined()

  await user.click(screen.getByRole('button', { name: /^Send/ }))

  expect(await screen.findByText('The Send view')).toBeDefined()
  expect(modal.getState().router.history.at(-1)).toEqual({ view: 'Send' })
  expect(modal.getState().plugins.byId.send?.status).toBe('ready')
})

test('contributed actions follow their order in the action row, after the network and Wallets', async () => {
  await withPlugins(
    rowsPlugin('receive', [{ id: 'receive', view: 'Receive', title: 'Receive', order: 20 }]),
    rowsPlugin('send', [{ id: 'send', view: 'Send', title: 'Send', order: 10 }]),
  )
  await openConnected()
  const dialog = screen.getByRole('dialog', { name: 'Account' })
  const group = within(dialog).getByRole('group', { name: 'Account actions' })
  const names = within(group)
    .getAllByRole('button')
    .map((button) => button.textContent)
  expect(names).toEqual(['Send', 'Receive'])
  expect(within(group).getByTestId('account-action-send')).toBeDefined()
  // In reading (and tab) order: the network, Wallets and Disconnect come before the actions.
  const buttons = within(dialog).getAllByRole('button')
  const order = (name: RegExp) => buttons.findIndex((button) => name.test(button.textContent))
  const wallets = buttons.indexOf(within(dialog).getByRole('button', { name: 'Wallets' }))
  expect(order(/^Ethereum/)).toBeLessThan(wallets)
  expect(wallets).toBeLessThan(order(/^Send$/))
})

test('Wallets and Disconnect are named icon buttons beside the network, reached with Tab', async () => {
  const user = userEvent.setup()
  await openConnected()
  const dialog = screen.getByRole('dialog', { name: 'Account' })
  const network = within(dialog).getByRole('button', { name: 'Ethereum Switch network' })
  const wallets = within(dialog).getByRole('button', { name: 'Wallets' })
  const disconnect = within(dialog).getByRole('button', { name: 'Disconnect' })
  expect(wallets.getAttribute('title')).toBe('Your connections, and switching between them')
  network.focus()
  await user.tab()
  expect(document.activeElement).toBe(wallets)
  await user.tab()
  expect(document.activeElement).toBe(disconnect)
  await user.tab({ shift: true })
  await user.keyboard('{Enter}')
  expect(modal.getState().router.history.at(-1)).toEqual({ view: 'ProfileWallets' })
})

/** A plugin whose Account row is labelled by keys of its manifest texts, loaded by the UI. */
function keyedRowPlugin(texts: PluginEntry['texts']): PluginEntry {
  const manifest = {
    id: 'tips',
    views: ['Send' as const],
    contributes: {
      accountActions: [
        { id: 'tip', view: 'Send' as const, title: 'row.title', description: 'row.hint' },
      ],
    },
  }
  const definition = definePlugin({
    manifest,
    views: { Send: () => Promise.resolve({ default: () => <p>Tips</p> }) },
  })
  return { manifest, load: () => Promise.resolve({ default: definition }), texts }
}

const TIP_TEXTS: Record<string, object> = {
  en: { row: { title: 'Tip', hint: 'Thank the author' } },
  es: { row: { title: 'Propina', hint: 'Agradece al autor' } },
}

/** One language's texts, as a plugin's `import(`./locales/manifest/${language}.json`)` brings them. */
const tipTexts: PluginEntry['texts'] = (language) => {
  const texts = TIP_TEXTS[language]
  return texts ? Promise.resolve({ default: texts }) : Promise.reject(new Error('no such file'))
}

test('a row labelled by keys reads the manifest texts in the modal language, before the plugin loads', async () => {
  await destroyTestModal(modal)
  modal = createTestModal(
    { networks: ['eip155:1', 'eip155:8453'], language: 'es-MX' },
    { ui: false, plugins: [keyedRowPlugin(tipTexts)] },
  )
  await openConnected()

  const row = screen.getByTestId('account-action-tip')
  // es-MX reads the Spanish file.
  expect(row.textContent).toContain('Propina')
  expect(row.textContent).toContain('Agradece al autor')
  expect(modal.getState().plugins.byId.tips).toBeUndefined()

  await act(() => modal.setLanguage('de'))
  // No German texts: English stands in.
  expect(screen.getByTestId('account-action-tip').textContent).toContain('Tip')
})

test('texts that fail to load or are not texts: the row reads its keys, and the console says why', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  await destroyTestModal(modal)
  modal = createTestModal(
    { networks: ['eip155:1', 'eip155:8453'] },
    {
      ui: false,
      plugins: [keyedRowPlugin(() => Promise.resolve({ default: { row: 42 } }))],
    },
  )
  await openConnected()

  expect(screen.getByTestId('account-action-tip').textContent).toContain('row.title')
  expect(error).toHaveBeenCalledWith(
    '[portico]',
    'The manifest texts of plugin "tips" could not be loaded',
    expect.objectContaining({ message: 'the en strings are not key -> text' }),
  )
})
