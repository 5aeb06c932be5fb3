import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal } from '../../index'
import {
  announceWallet,
  connectWallet,
  createTestModal,
  FakeProvider,
  openTestModal,
  renderModalApp,
  stubNetwork,
} from 'portico/testing'

// Account loads the connection chunk on demand; loaded here first, so the file never ends
// while that import is still on its way.
await import('../../core/connection')

const CREDIT = 'Secured by Portico'
let modal: Modal

beforeEach(() => stubNetwork())
afterEach(async () => {
  await act(() => modal.destroy())
})

const credit = () => screen.queryByText(CREDIT)

test('drawn at the bottom of Connect while the feature is on (the default)', async () => {
  modal = createTestModal()
  await renderModalApp(modal)
  openTestModal(modal)

  const line = credit()
  expect(line?.closest('[role="dialog"]')).toBe(screen.getByRole('dialog'))
  // After the view, not inside it: it stays put while views change.
  expect(line?.closest('.body')).toBeNull()
})

test('drawn on Account, and not on the views opened from them', async () => {
  modal = createTestModal()
  announceWallet(new FakeProvider({ chainId: 1 }))
  await connectWallet(modal)
  await renderModalApp(modal)
  openTestModal(modal)
  expect(screen.getByRole('dialog', { name: 'Account' })).toBeDefined()
  expect(credit()).not.toBeNull()

  await userEvent.setup().click(screen.getByRole('button', { name: /Ethereum/ }))
  expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeDefined()
  expect(credit()).toBeNull()
})

test('not drawn when the host turns reownBranding off', async () => {
  modal = createTestModal({ features: { reownBranding: false } })
  await renderModalApp(modal)
  openTestModal(modal)

  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  expect(credit()).toBeNull()
})

test('not drawn in basic mode, where remote features are off', async () => {
  modal = createTestModal({ basic: true })
  await renderModalApp(modal)
  openTestModal(modal)

  expect(screen.getByRole('dialog')).toBeDefined()
  expect(credit()).toBeNull()
})
