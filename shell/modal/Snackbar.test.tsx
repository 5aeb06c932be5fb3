import { act, fireEvent, screen, within } from '@testing-library/react'
import { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_REOPEN_DELAY_MS } from '../../core/constants'
import { showSnackbar } from '../../core/snackbar/show'
import type { SnackbarShown } from '../../core/snackbar/slice'
import type { Modal } from '../../index'
import { createTestModal, openTestModal, renderModalApp, stubNetwork } from 'portico/testing'

let modal: Modal

beforeEach(async () => {
  vi.useFakeTimers()
  stubNetwork()
  modal = createTestModal()
  await renderModalApp(modal)
  openTestModal(modal)
})

afterEach(async () => {
  await act(() => modal.destroy())
  vi.useRealTimers()
})

const show = (payload: SnackbarShown) =>
  act(async () => void modal.store.dispatch(showSnackbar(payload)))
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))

test('a message shows as a polite status and closes by itself', async () => {
  await show({ message: { text: 'Address copied' }, variant: 'success' })

  const status = screen.getByRole('status')
  expect(status.getAttribute('aria-live')).toBe('polite')
  expect(within(status).getByText('Address copied')).toBeDefined()

  await advance(SNACKBAR_AUTO_CLOSE_MS - 1)
  expect(screen.queryByText('Address copied')).not.toBeNull()
  await advance(1)
  expect(screen.queryByText('Address copied')).toBeNull()
  expect(modal.getState().snackbar?.open).toBe(false)
})

test('a message by key is translated with its values', async () => {
  await show({
    message: { key: 'alerts.PLUGIN_FAILED', values: { plugin: 'swaps' } },
    variant: 'success',
  })

  expect(screen.getByText('A part of this window (swaps) could not be loaded.')).toBeDefined()
})

test('a new message while one is open closes it, and shows after the reopen delay', async () => {
  await show({ message: { text: 'First' }, variant: 'success' })
  await advance(SNACKBAR_AUTO_CLOSE_MS - 500)

  await show({ message: { text: 'Second' }, variant: 'success' })
  expect(screen.queryByText('First')).toBeNull()
  expect(screen.queryByText('Second')).toBeNull()

  await advance(SNACKBAR_REOPEN_DELAY_MS)
  expect(screen.getByText('Second')).toBeDefined()

  // The auto-close timer starts again for the new message.
  await advance(SNACKBAR_AUTO_CLOSE_MS - 1)
  expect(screen.queryByText('Second')).not.toBeNull()
  await advance(1)
  expect(screen.queryByText('Second')).toBeNull()
})

test('an error is an alert; a loading message stays until dismissed', async () => {
  await show({ message: { text: 'Transfer failed' }, variant: 'error' })
  expect(within(screen.getByRole('alert')).getByText('Transfer failed')).toBeDefined()

  await show({ message: { text: 'Sending' }, variant: 'loading' })
  await advance(SNACKBAR_REOPEN_DELAY_MS)
  expect(within(screen.getByRole('status')).getByText('Sending')).toBeDefined()
  await advance(SNACKBAR_AUTO_CLOSE_MS * 3)
  expect(screen.getByText('Sending')).toBeDefined()

  // fireEvent: user-event's async wrapper waits on a timer that fake timers never fire.
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByText('Sending')).toBeNull()
})

test('a message shown while the modal is closed still closes by itself', async () => {
  act(() => modal.close())
  await show({ message: { text: 'Copied' }, variant: 'success' })

  await advance(SNACKBAR_AUTO_CLOSE_MS)

  expect(modal.getState().snackbar?.open).toBe(false)
})

test("an icon name such as 'constructor' is no icon: the variant's own shows", async () => {
  await show({ message: { text: 'Odd icon' }, variant: 'success', svg: 'constructor' })

  const status = screen.getByRole('status')
  expect(within(status).getByText('Odd icon')).toBeDefined()
  expect(status.querySelector('svg')).not.toBeNull()
})
