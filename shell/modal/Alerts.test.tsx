import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { raiseAlert } from '../../core/alerts/attach'
import type { Modal } from '../../index'
import { createTestModal, openTestModal, renderModalApp, stubNetwork } from 'portico/testing'

let modal: Modal

beforeEach(async () => {
  stubNetwork()
  modal = createTestModal()
  await renderModalApp(modal)
  openTestModal(modal)
})

afterEach(async () => {
  await act(() => modal.destroy())
})

test('raised alerts show as banners: errors as alerts, warnings as statuses', () => {
  act(() => {
    modal.store.dispatch(raiseAlert({ code: 'INVALID_PROJECT_ID' }))
    modal.store.dispatch(raiseAlert({ code: 'SERVER_ERROR' }))
  })

  const error = screen.getByRole('alert')
  expect(error.dataset.severity).toBe('error')
  expect(within(error).getByText(/Invalid project id/)).toBeDefined()
  const warning = screen.getByRole('status')
  expect(warning.dataset.severity).toBe('warning')
  expect(within(warning).getByText(/configuration service had a problem/)).toBeDefined()
})

test('an alert is translated with its values', () => {
  act(() => modal.store.dispatch(raiseAlert({ code: 'PLUGIN_FAILED', values: { plugin: 'pay' } })))

  expect(screen.getByText('A part of this window (pay) could not be loaded.')).toBeDefined()
})

test('dismissing an alert hides it and leaves the others', async () => {
  const user = userEvent.setup()
  act(() => {
    modal.store.dispatch(raiseAlert({ code: 'INVALID_PROJECT_ID' }))
    modal.store.dispatch(raiseAlert({ code: 'SERVER_ERROR' }))
  })

  await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss alert' }))

  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.getByRole('status')).toBeDefined()
  expect(
    modal.getState().alerts?.list.find((a) => a.code === 'INVALID_PROJECT_ID')?.dismissed,
  ).toBe(true)
})
