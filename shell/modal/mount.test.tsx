import { act } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished, vi } from 'vitest'
import type { Modal } from '../../index'
import { modalOpened } from '../../core/modal/slice'
import { mountModal, prepareModal } from './mount'
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

  // Close first, the Connect view's "What is a wallet?" last: Tab wraps at either end. (This
  // test DOM's Tab does not step between controls inside a shadow root, so only the wraps.)
  const learn = inModal().getByRole('button', { name: 'What is a wallet?' })
  await user.tab({ shift: true })
  expect(shadowRoot.activeElement).toBe(learn)
  await user.tab()
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

describe('prepared on idle (prepareModal)', () => {
  test('readies the first open: i18next with the strings, the empty host in the page', async () => {
    await act(() => prepareModal(modal))

    expect(modal.i18n.t('modal.close')).toBe('Close')
    // The wallet list's state is in the store before the Connect view first asks for it.
    expect(modal.getState().wallets).toBeDefined()
    const hosts = document.querySelectorAll('[data-portico-modal]')
    expect(hosts).toHaveLength(1)
    expect(modalShadowRoot().querySelector('style')?.textContent).toBe(STYLES)
    expect(inModal().queryByRole('dialog')).toBeNull()
    // The font sample is invisible and out of the accessibility tree.
    const sample = modalShadowRoot().querySelector('[aria-hidden="true"]')
    expect(sample).toBeInstanceOf(HTMLElement)
    expect((sample as HTMLElement).style.visibility).toBe('hidden')
  })

  test('the first open renders into the prepared host, and drops the font sample', async () => {
    await act(() => prepareModal(modal))
    const prepared = document.querySelector('[data-portico-modal]')

    await act(() => modal.open())

    expect(document.querySelectorAll('[data-portico-modal]')).toHaveLength(1)
    expect(document.querySelector('[data-portico-modal]')).toBe(prepared)
    expect(inModal().getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
    expect(modalShadowRoot().querySelector(':scope > [aria-hidden="true"]')).toBeNull()
  })

  test('renders in the call that mounts: the dialog is there when mountModal resolves', async () => {
    await act(() => prepareModal(modal))
    modal.store.dispatch(modalOpened())
    // As in a browser, outside act(): a render React scheduled for a later task would not be
    // in the DOM yet when the mount resolves.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    env.IS_REACT_ACT_ENVIRONMENT = false
    onTestFinished(() => void (env.IS_REACT_ACT_ENVIRONMENT = true))

    const unmount = await mountModal(modal)

    expect(inModal().getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
    unmount()
  })

  test('a prepared host the page removed meanwhile is put back on open', async () => {
    await act(() => prepareModal(modal))
    document.body.replaceChildren()

    await act(() => modal.open())

    expect(document.querySelectorAll('[data-portico-modal]')).toHaveLength(1)
    expect(inModal().getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  })

  test('destroy() before any open takes the host prepared on idle away', async () => {
    // createModal prepares the UI by itself once the page is idle.
    await vi.waitFor(() => expect(document.querySelector('[data-portico-modal]')).not.toBeNull(), {
      timeout: 2_500,
    })

    await act(() => modal.destroy())

    expect(document.querySelector('[data-portico-modal]')).toBeNull()
  })

  test("prepareModal's undo takes the prepared host away, never a mounted UI", async () => {
    const undo = await act(() => prepareModal(modal))
    undo()
    expect(document.querySelector('[data-portico-modal]')).toBeNull()

    const undoAgain = await act(() => prepareModal(modal))
    await act(() => modal.open())
    undoAgain()

    expect(inModal().getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  })
})
