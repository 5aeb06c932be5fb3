import { screen } from '@testing-library/react'
import {
  createTestModal,
  destroyTestModal,
  renderModal,
  renderView,
  setupServiceServer,
  TEST_ENDPOINTS,
  TEST_PROJECT_ID,
} from 'portico/testing'
import { describe, expect, it } from 'vitest'

// The kit's modal and its UI helpers. The tests of this file run in order: the second looks
// at what the first left behind, which the kit must have cleaned up.

setupServiceServer()

const hosts = () => document.querySelectorAll('[data-portico-modal]')

describe('createTestModal', () => {
  it('is on the test project, the msw endpoints, with WalletConnect off', () => {
    const { options } = createTestModal().getState()
    expect(options.projectId).toBe(TEST_PROJECT_ID)
    expect(options.endpoints).toMatchObject(TEST_ENDPOINTS)
    expect(options.enableWalletConnect).toBe(false)
    expect(createTestModal({ enableWalletConnect: true }).getState().options).toMatchObject({
      enableWalletConnect: true,
    })
  })

  it('opens as a host opens it, into a shadow root the queries are scoped to', async () => {
    localStorage.setItem('portico:connections', '[]')
    const modal = createTestModal()
    const { findByRole, root, user } = await renderView(modal, 'Connect')
    expect(root).toBeInstanceOf(ShadowRoot)
    const dialog = await findByRole('dialog', { name: 'Connect Wallet' })
    // The document's own queries do not see inside the shadow root.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(dialog.getRootNode()).toBe(root)

    await user.click(await findByRole('button', { name: 'Close' }))
    expect(modal.getState().modal.open).toBe(false)
  })

  it('left nothing behind: the UI unmounted, the stored connection gone', () => {
    expect(hosts()).toHaveLength(0)
    expect(localStorage.getItem('portico:connections')).toBeNull()
  })

  it('renderModal opens on the view the opening rules choose', async () => {
    const { findByRole } = await renderModal(createTestModal())
    expect(await findByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  })

  it('tears down once, whether or not the test did it first', async () => {
    const modal = createTestModal()
    await renderModal(modal)
    expect(hosts()).toHaveLength(1)
    await destroyTestModal(modal)
    expect(hosts()).toHaveLength(0)
    // The kit's own teardown at the end of this test finds it done.
    await expect(destroyTestModal(modal)).resolves.toBeUndefined()
  })

  it('without the UI, opening mounts nothing and renderModal says why', async () => {
    const modal = createTestModal({}, { ui: false })
    await expect(renderModal(modal)).rejects.toThrow('the modal mounted no UI')
    expect(modal.getState().modal.open).toBe(true)
    expect(hosts()).toHaveLength(0)
  })
})
