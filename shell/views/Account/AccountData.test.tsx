import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { definePlugin } from '../../../core/plugin/definePlugin'
import type { PluginEntry } from '../../../core/plugin/types'
import { createModal, type Modal } from '../../../index'
import {
  announceWallet as installTestWallet,
  connectWallet as connectTestWallet,
  createTestModal,
  destroyTestModal,
  FakeProvider,
  nativeEntry,
  openTestModal,
  renderModalApp,
  serviceHandlers as accountHandlers,
  setupServiceServer as setupMswServer,
  TEST_ENDPOINTS,
  tokenEntry,
} from 'portico/testing'

// The connection chunk (with the account data it starts) is loaded up front.
await import('../../../core/connection')

const server = setupMswServer()
const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7'
let modal: Modal

afterEach(() => destroyTestModal(modal))

test('Account shows the balance and identity the services give for the connected wallet', async () => {
  server.use(
    accountHandlers.balances({ [ADDRESS]: [nativeEntry('eip155:1', '1.25')] }),
    accountHandlers.identities({
      [ADDRESS]: { name: 'ada.eth', avatar: 'https://avatars.example/ada.png' },
    }),
  )
  installTestWallet(new FakeProvider())
  modal = createModal({ projectId: 'p1', networks: ['eip155:1'], endpoints: TEST_ENDPOINTS })
  await connectTestWallet(modal)
  await renderModalApp(modal)
  openTestModal(modal)

  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  // Once in the identity block, once in the Tokens tab.
  expect((await within(dialog).findAllByText('1.25 ETH')).length).toBe(2)
  expect(await within(dialog).findByText('ada.eth')).toBeDefined()
  expect(dialog.querySelector('.account-avatar')?.getAttribute('src')).toBe(
    'https://avatars.example/ada.png',
  )
})

/** A plugin of the test's own whose manifest contributes the Activity tab, behind `feature`. */
function activityTabPlugin(feature?: string): PluginEntry & { load: ReturnType<typeof vi.fn> } {
  const manifest = {
    id: 'activity',
    ...(feature !== undefined && { feature }),
    contributes: {
      accountTabs: [{ view: 'AccountActivity' as const, title: { en: 'Activity' } }],
    },
  }
  const definition = definePlugin({
    manifest,
    views: { AccountActivity: () => Promise.resolve({ default: () => <p>Recent activity</p> }) },
  })
  return { manifest, load: vi.fn(() => Promise.resolve({ default: definition })) }
}

/** A connected modal without the built-in plugins, knowing only `plugins`, open on Account. */
async function openConnected(
  plugins: PluginEntry[],
  options: Parameters<typeof createTestModal>[0] = {},
) {
  installTestWallet(new FakeProvider())
  modal = createTestModal({ projectId: 'p1', ...options }, { ui: false, plugins })
  await connectTestWallet(modal)
  await renderModalApp(modal)
  openTestModal(modal)
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  return { dialog, tabs: within(dialog).getByRole('tablist', { name: 'Account' }) }
}

const tabNames = (tabs: HTMLElement) =>
  within(tabs)
    .getAllByRole('tab')
    .map((tab) => tab.textContent)

test('the tabs: Tokens lists the balances; a tab a plugin contributes joins; arrows move', async () => {
  server.use(
    accountHandlers.balances({
      [ADDRESS]: [nativeEntry('eip155:1', '1.25'), tokenEntry('eip155:1', 'USDC', '42.5')],
    }),
  )
  const plugin = activityTabPlugin()
  const { dialog, tabs } = await openConnected([plugin])

  // Offered from the manifest, before its plugin loads; Tokens, the shell's own, comes first.
  expect(tabNames(tabs)).toEqual(['Tokens', 'Activity'])
  expect(within(tabs).getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe(
    'true',
  )
  const tokens = await within(dialog).findByRole('list', { name: 'Tokens' })
  expect(within(tokens).getByText('42.5 USDC')).toBeDefined()
  expect(within(tokens).getByText('1.25 ETH')).toBeDefined()
  expect(plugin.load).not.toHaveBeenCalled()

  within(tabs).getByRole('tab', { name: 'Tokens' }).focus()
  await userEvent.keyboard('{ArrowRight}')
  expect(within(tabs).getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe(
    'true',
  )
  // Choosing the tab loads its plugin.
  expect(await within(dialog).findByText('Recent activity')).toBeDefined()
  expect(plugin.load).toHaveBeenCalledTimes(1)
  expect(within(dialog).getByRole('tabpanel', { name: 'Activity' })).toBeDefined()
  await userEvent.keyboard('{ArrowRight}')
  expect(within(tabs).getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe(
    'true',
  )
})

test('without a plugin contributing one, Tokens is the only tab (no NFTs tab of the core)', async () => {
  server.use(accountHandlers.balances({ [ADDRESS]: [nativeEntry('eip155:1', '1.25')] }))
  const { tabs } = await openConnected([])
  expect(tabNames(tabs)).toEqual(['Tokens'])
})

test('a contributed tab is not offered while its feature is off, nor once its plugin failed', async () => {
  server.use(accountHandlers.balances({ [ADDRESS]: [nativeEntry('eip155:1', '1.25')] }))
  const off = await openConnected([activityTabPlugin('activity')], {
    features: { activity: false },
  })
  expect(tabNames(off.tabs)).toEqual(['Tokens'])
  await destroyTestModal(modal)

  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const broken: PluginEntry = {
    manifest: activityTabPlugin().manifest,
    load: () => Promise.reject(new Error('chunk missing')),
  }
  const { tabs } = await openConnected([broken])
  expect(tabNames(tabs)).toEqual(['Tokens', 'Activity'])
  await userEvent.click(within(tabs).getByRole('tab', { name: 'Activity' }))
  await waitFor(() => expect(tabNames(tabs)).toEqual(['Tokens']))
  // The panel falls back to Tokens, which is still there.
  expect(within(tabs).getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe(
    'true',
  )
})
