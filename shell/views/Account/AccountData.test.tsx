import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createModal, type Modal } from '../../../index'
import {
  announceWallet as installTestWallet,
  connectWallet as connectTestWallet,
  destroyTestModal,
  FakeProvider,
  nativeEntry,
  openTestModal,
  registerTestView,
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

test('the tabs: Tokens lists the balances; a tab a plugin registers joins; arrows move', async () => {
  server.use(
    accountHandlers.balances({
      [ADDRESS]: [nativeEntry('eip155:1', '1.25'), tokenEntry('eip155:1', 'USDC', '42.5')],
    }),
  )
  installTestWallet(new FakeProvider())
  modal = createModal({ projectId: 'p1', networks: ['eip155:1'], endpoints: TEST_ENDPOINTS })
  await connectTestWallet(modal)
  await renderModalApp(modal)
  openTestModal(modal)

  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  const tabs = within(dialog).getByRole('tablist', { name: 'Account' })
  // Nothing fills NFTs or Activity yet: only Tokens is offered.
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Tokens'])
  const tokens = await within(dialog).findByRole('list', { name: 'Tokens' })
  expect(within(tokens).getByText('42.5 USDC')).toBeDefined()
  expect(within(tokens).getByText('1.25 ETH')).toBeDefined()

  registerTestView(modal, 'AccountActivity', () => <p>Recent activity</p>, 'activity')
  await waitFor(() =>
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens', 'Activity']),
  )
  within(tabs).getByRole('tab', { name: 'Tokens' }).focus()
  await userEvent.keyboard('{ArrowRight}')
  expect(within(tabs).getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe(
    'true',
  )
  expect(await within(dialog).findByText('Recent activity')).toBeDefined()
  expect(within(dialog).getByRole('tabpanel', { name: 'Activity' })).toBeDefined()
})
