import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal } from '../../../index'
import { createTestModal, openTestModal, renderModalApp, stubNetwork } from '../../modal/testModal'
import { addShellTranslations } from '../../locales'
import { ModalContext } from '../../react/context'
import { WalletList } from './WalletList'

let modal: Modal

beforeEach(() => {
  stubNetwork()
  modal = createTestModal()
})

afterEach(async () => {
  await act(() => modal.destroy())
})

test('Connect says honestly that there are no wallets yet', () => {
  renderModalApp(modal)
  openTestModal(modal)

  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
  expect(within(dialog).getByText('No wallets are available yet.')).toBeDefined()
  expect(
    within(dialog).getByText('Install a browser wallet, then reopen this window.'),
  ).toBeDefined()
  expect(within(dialog).queryByRole('list')).toBeNull()
})

test('the wallet list is a named list of row buttons', async () => {
  const onSelect = vi.fn()
  addShellTranslations(modal.i18n)
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
