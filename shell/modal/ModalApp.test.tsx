import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { definePlugin } from '../../core/plugin/definePlugin'
import type { ViewId } from '../../core/router/views'
import type { Modal } from '../../index'
import {
  createTestModal,
  openTestModal,
  pushView,
  renderModalApp,
  stubNetwork,
} from 'portico/testing'

// A view whose title lookup throws: the header, outside every view's own boundary, fails.
const EXPLODING = 'Exploding'
const MAILBOX = 'Mailbox' as ViewId

let modal: Modal | undefined

beforeEach(stubNetwork)

afterEach(async () => {
  await act(async () => modal?.destroy())
  modal = undefined
  vi.restoreAllMocks()
})

/** Makes the header throw while it draws the title of the Exploding view. */
function explodeOnTitle(target: Modal) {
  const exists = target.i18n.exists.bind(target.i18n)
  vi.spyOn(target.i18n, 'exists').mockImplementation((key, options) => {
    if (key === `views.${EXPLODING}`) throw new Error('the header is broken')
    return exists(key, options)
  })
}

test('a header that throws shows the error dialog, reports it, and Go back recovers', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  modal = createTestModal()
  const reportError = vi.spyOn(modal.runtime.analytics, 'reportError')
  await renderModalApp(modal)
  explodeOnTitle(modal)
  openTestModal(modal)

  pushView(modal, EXPLODING)

  expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeDefined()
  expect(screen.getByRole('alert').textContent).toContain('This window ran into a problem.')
  expect(reportError).toHaveBeenCalledWith('MODAL_FAILED', expect.any(Error))
  expect(consoleError).toHaveBeenCalledWith(
    '[portico]',
    'The modal failed',
    expect.objectContaining({
      error: expect.objectContaining({ message: 'the header is broken' }),
    }),
  )

  await user.click(screen.getByRole('button', { name: 'Go back' }))

  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  expect(modal.router.current().view).toBe('Connect')
})

test('Close from the error dialog closes the modal, and the next open works', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  modal = createTestModal()
  await renderModalApp(modal)
  explodeOnTitle(modal)
  openTestModal(modal, EXPLODING)
  expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeDefined()

  await user.click(screen.getByRole('button', { name: 'Close' }))

  expect(screen.queryByRole('dialog')).toBeNull()
  expect(modal.getState().modal.open).toBe(false)
  openTestModal(modal)
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
})

test('Escape closes the error dialog too', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  modal = createTestModal()
  await renderModalApp(modal)
  explodeOnTitle(modal)
  openTestModal(modal, EXPLODING)

  await user.keyboard('{Escape}')

  expect(screen.queryByRole('dialog')).toBeNull()
  expect(modal.getState().modal.open).toBe(false)
})

test('a throwing theme still shows the error dialog, in the default theme', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  modal = createTestModal()
  await renderModalApp(modal)
  // A state the setters refuse (issue 11, item 2), as a broken one would be: no theme to draw.
  act(() => modal?.store.dispatch({ type: 'options/themeVariablesSet', payload: null }))

  openTestModal(modal)

  expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeDefined()
})

test("a plugin's contributed component that throws is reported; Connect stays usable", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  modal = createTestModal({
    plugins: [
      definePlugin({
        manifest: {
          id: 'mail',
          contributes: { connectSections: [{ method: 'email', view: MAILBOX }] },
        },
        views: {
          [MAILBOX]: () =>
            Promise.resolve({
              default: (): never => {
                throw new Error('the section is broken')
              },
            }),
        },
      }),
    ],
  })
  const reportError = vi.spyOn(modal.runtime.analytics, 'reportError')
  await renderModalApp(modal)
  openTestModal(modal)

  expect(await screen.findByText('This screen could not be loaded.')).toBeDefined()
  await waitFor(() => expect(reportError).toHaveBeenCalledWith('VIEW_FAILED', expect.any(Error)))
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
})
