import { act } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal } from '../../index'
import { mountModal } from './mount'
import { STYLES } from './styles'
import { createTestModal, inModal, modalShadowRoot, stubNetwork } from 'portico/testing'
import { viewRegistryOf } from '../../core/plugin/viewRegistry'

let modal: Modal

beforeEach(() => {
  stubNetwork()
  // Without WalletConnect the Connect view has no rows: focus has only the header to visit.
  modal = createTestModal({ enableWalletConnect: false })
})

afterEach(async () => {
  await act(() => modal.destroy())
  document.body.replaceChildren()
})

/** A host button that itself lives in a shadow root, like a web-component connect button. */
function hostButtonInShadowRoot(): { button: HTMLButtonElement; root: ShadowRoot } {
  const element = document.createElement('host-widget')
  document.body.append(element)
  const root = element.attachShadow({ mode: 'open' })
  const button = document.createElement('button')
  button.textContent = 'Connect Wallet'
  root.append(button)
  return { button, root }
}

test('open() mounts the dialog into an open shadow root with the kit stylesheet', async () => {
  await act(() => modal.open())

  const hosts = document.querySelectorAll('[data-portico-modal]')
  expect(hosts).toHaveLength(1)
  const shadowRoot = modalShadowRoot()
  expect(shadowRoot.mode).toBe('open')
  expect(shadowRoot.querySelector('style')?.textContent).toBe(STYLES)
  const dialog = inModal().getByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog.getAttribute('aria-modal')).toBe('true')
  expect(inModal().getByText('No wallets are available yet.')).toBeDefined()
  // Nothing of the modal is in the light DOM.
  expect(document.body.querySelector('[role="dialog"]')).toBeNull()
})

test('i18next loads with the UI, not before: the page had none', async () => {
  expect(() => modal.i18n).toThrow('await modal.runtime.loadI18n() first')

  await act(() => modal.open())

  expect(modal.i18n.language).toBe('en')
  expect(modal.i18n.t('modal.close')).toBe('Close')
  expect(inModal().getByRole('button', { name: 'Close' })).toBeDefined()
})

test('focus moves in, stays in across the shadow root, and returns to the opener', async () => {
  const user = userEvent.setup()
  const opener = hostButtonInShadowRoot()
  opener.button.focus()
  expect(opener.root.activeElement).toBe(opener.button)

  await act(() => modal.open())
  const shadowRoot = modalShadowRoot()
  const close = inModal().getByRole('button', { name: 'Close' })
  expect(shadowRoot.activeElement).toBe(close)

  await user.tab()
  expect(shadowRoot.activeElement).toBe(close)
  await user.tab({ shift: true })
  expect(shadowRoot.activeElement).toBe(close)

  await user.keyboard('{Escape}')
  expect(inModal().queryByRole('dialog')).toBeNull()
  expect(opener.root.activeElement).toBe(opener.button)
})

test('focus that slipped out to the page is brought back by Tab', async () => {
  const user = userEvent.setup()
  await act(() => modal.open())
  const close = inModal().getByRole('button', { name: 'Close' })
  close.blur()
  expect(modalShadowRoot().activeElement).toBeNull()

  await user.tab()

  expect(modalShadowRoot().activeElement).toBe(close)
})

test('the returned unmount removes the UI and the shell views', async () => {
  const unmount = await act(() => mountModal(modal))
  expect(document.querySelector('[data-portico-modal]')).not.toBeNull()
  expect(viewRegistryOf(modal.runtime).get('Connect')?.owner).toBe('shell')

  act(() => unmount())

  expect(document.querySelector('[data-portico-modal]')).toBeNull()
  expect(viewRegistryOf(modal.runtime).has('Connect')).toBe(false)
})

test('destroy() removes the mounted modal', async () => {
  await act(() => modal.open())

  await act(() => modal.destroy())

  expect(document.querySelector('[data-portico-modal]')).toBeNull()
})
