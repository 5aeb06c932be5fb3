import { act, screen, within } from '@testing-library/react'
import { createModal, type Modal } from '../../../index'
import { accountHandlers, nativeEntry } from '../../../tests/msw/account'
import { TEST_ENDPOINTS } from '../../../tests/msw/services'
import { setupMswServer } from '../../../tests/msw/server'
import { DEMO_WALLET_INFO, installTestWallet } from '../../../tests/support/announceWallet'
import { FakeProvider } from '../../../tests/support/fakeProvider'
import { destroyTestModal, openTestModal, renderModalApp } from '../../modal/testModal'

// The connection chunk (with the account data it starts) is loaded up front.
const { connectWith } = await import('../../../core/connection')

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
  await act(() => modal.store.dispatch(connectWith(DEMO_WALLET_INFO.rdns)))
  renderModalApp(modal)
  openTestModal(modal)

  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  expect(await within(dialog).findByText('1.25 ETH')).toBeDefined()
  expect(await within(dialog).findByText('ada.eth')).toBeDefined()
  expect(dialog.querySelector('.account-avatar')?.getAttribute('src')).toBe(
    'https://avatars.example/ada.png',
  )
})
