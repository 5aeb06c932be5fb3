import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SHAKE_MS } from '../../core/constants'
import { closeBlockedSet } from '../../core/modal/slice'
import type { Modal } from '../../index'
import {
  createTestModal,
  openTestModal,
  pushView,
  registerTestView,
  renderModalApp,
  stubNetwork,
} from 'portico/testing'

function Actions() {
  return (
    <>
      <button type="button">First action</button>
      <button type="button">Second action</button>
    </>
  )
}

let modal: Modal

beforeEach(() => {
  stubNetwork()
  // WalletConnect on, as a host has it by default: the Connect view then ends with All Wallets.
  modal = createTestModal({ enableWalletConnect: true })
})

afterEach(async () => {
  await act(() => modal.destroy())
})

test('nothing is drawn while closed; when open, a modal dialog named by its header', async () => {
  await renderModalApp(modal)
  expect(screen.queryByRole('dialog')).toBeNull()

  openTestModal(modal)

  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog.getAttribute('aria-modal')).toBe('true')
  const titleId = dialog.getAttribute('aria-labelledby') ?? ''
  expect(document.getElementById(titleId)?.textContent).toBe('Connect Wallet')
})

test('focus moves into the dialog on open', async () => {
  await renderModalApp(modal)
  openTestModal(modal)

  const dialog = screen.getByRole('dialog')
  expect(dialog.contains(document.activeElement)).toBe(true)
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
})

test('Tab and Shift+Tab cycle inside the dialog', async () => {
  const user = userEvent.setup()
  await renderModalApp(modal)
  registerTestView(modal, 'Actions', Actions)
  openTestModal(modal, 'Actions')
  const close = screen.getByRole('button', { name: 'Close' })
  const first = await screen.findByRole('button', { name: 'First action' })
  const second = screen.getByRole('button', { name: 'Second action' })
  expect(document.activeElement).toBe(close)

  await user.tab()
  expect(document.activeElement).toBe(first)
  await user.tab()
  expect(document.activeElement).toBe(second)
  await user.tab()
  expect(document.activeElement).toBe(close)

  await user.tab({ shift: true })
  expect(document.activeElement).toBe(second)
  await user.tab({ shift: true })
  expect(document.activeElement).toBe(first)
  await user.tab({ shift: true })
  expect(document.activeElement).toBe(close)
  await user.tab({ shift: true })
  expect(document.activeElement).toBe(second)
})

test('Escape closes the dialog and gives focus back to the opener', async () => {
  const user = userEvent.setup()
  render(<button type="button">Open wallet</button>)
  const opener = screen.getByRole('button', { name: 'Open wallet' })
  opener.focus()
  await renderModalApp(modal)
  openTestModal(modal)
  expect(document.activeElement).not.toBe(opener)

  await user.keyboard('{Escape}')

  expect(screen.queryByRole('dialog')).toBeNull()
  expect(modal.getState().modal.open).toBe(false)
  expect(document.activeElement).toBe(opener)
})

test('while closing is blocked, Escape shakes the dialog instead of closing it', async () => {
  const user = userEvent.setup()
  await renderModalApp(modal)
  openTestModal(modal)
  act(() => modal.store.dispatch(closeBlockedSet(true)))
  const dialog = screen.getByRole('dialog')
  expect(dialog.dataset.shake).toBeUndefined()

  await user.keyboard('{Escape}')

  expect(screen.getByRole('dialog')).toBe(dialog)
  expect(modal.getState().modal.shakeCount).toBe(1)
  expect(dialog.dataset.shake).toBeDefined()
  // The shake plays once, for SHAKE_MS.
  await waitFor(() => expect(dialog.dataset.shake).toBeUndefined(), { timeout: SHAKE_MS * 3 })
})

test('clicking the overlay closes the dialog', async () => {
  const user = userEvent.setup()
  const { container } = await renderModalApp(modal)
  openTestModal(modal)
  const overlay = container.querySelector('[data-portico-overlay]')
  expect(overlay).toBeInstanceOf(HTMLElement)

  await user.click(overlay as HTMLElement)

  expect(screen.queryByRole('dialog')).toBeNull()
})

test('clicking the close button closes the dialog', async () => {
  const user = userEvent.setup()
  await renderModalApp(modal)
  openTestModal(modal)

  await user.click(screen.getByRole('button', { name: 'Close' }))

  expect(screen.queryByRole('dialog')).toBeNull()
})

test('the header title follows the view, and Back pops it', async () => {
  const user = userEvent.setup()
  await renderModalApp(modal)
  openTestModal(modal)
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()

  pushView(modal, 'Networks')
  expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeDefined()
  expect(screen.getByRole('heading', { name: 'Choose Network' })).toBeDefined()

  await user.click(screen.getByRole('button', { name: 'Back' }))

  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
  expect(modal.getState().router.history).toEqual([{ view: 'Connect' }])
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  // The focused Back button went away: focus stays in the dialog rather than on the page.
  expect(document.activeElement).toBe(dialog)
})

test('going back from the first view closes the dialog', async () => {
  await renderModalApp(modal)
  openTestModal(modal)

  act(() => modal.router.back())

  expect(screen.queryByRole('dialog')).toBeNull()
})

test('a view nobody translates gets the generic title', async () => {
  await renderModalApp(modal)
  registerTestView(modal, 'Untitled', Actions)
  openTestModal(modal, 'Untitled')

  await screen.findByRole('button', { name: 'First action' })
  expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeDefined()
})

test('in Spanish the header speaks Spanish', async () => {
  await renderModalApp(modal)
  openTestModal(modal)

  await act(() => modal.setLanguage('es'))

  expect(screen.getByRole('dialog', { name: 'Conectar billetera' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDefined()
  expect(screen.getByRole('button', { name: /Todas las billeteras/ })).toBeDefined()
})
