import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  destroyTestModal,
  FAKE_WALLET_ACCOUNT,
  reloadTestModal,
  renderModal,
  setupServiceServer,
} from 'portico/testing'
import { describe, expect, it, vi } from 'vitest'

// reloadTestModal stands in for a reload of the page: what the page stored stays, and the
// modal made anew finds it; destroyTestModal stays the clean slate between tests.

setupServiceServer()

type TestModal = ReturnType<typeof createTestModal>

const connection = (modal: TestModal) => modal.getState().account.byNamespace.eip155

describe('reloadTestModal', () => {
  it('keeps the connection: the reloaded modal restores it from storage', async () => {
    const modal = createTestModal()
    const wallet = await connectWallet(modal, createFakeWallet())
    expect(connection(modal)?.status).toBe('connected')
    const stored = localStorage.getItem('portico:connections')
    expect(stored).not.toBeNull()

    const reloaded = await reloadTestModal(modal)

    expect(reloaded === modal).toBe(false)
    expect(localStorage.getItem('portico:connections')).toBe(stored)
    await vi.waitFor(() => expect(connection(reloaded)?.status).toBe('connected'))
    expect(connection(reloaded)?.address?.toLowerCase()).toBe(FAKE_WALLET_ACCOUNT.toLowerCase())
    // Restored without asking the visitor again: the wallet was only asked what it has.
    expect(wallet.calls.filter((call) => call.method === 'eth_requestAccounts')).toHaveLength(1)
  })

  it('keeps localStorage and sessionStorage as they were, whatever the teardown did', async () => {
    const modal = createTestModal({ themeMode: 'dark' })
    localStorage.setItem('host:cart', '3 items')
    sessionStorage.setItem('host:step', 'checkout')

    const reloaded = await reloadTestModal(modal)

    expect(localStorage.getItem('host:cart')).toBe('3 items')
    expect(sessionStorage.getItem('host:step')).toBe('checkout')
    // Made anew with the same options.
    expect(reloaded.getState().options.themeMode).toBe('dark')
  })

  it('ends the old modal as an unload does: its UI gone, nothing more of it runs', async () => {
    const modal = createTestModal()
    await renderModal(modal)
    expect(document.querySelectorAll('[data-portico-modal]')).toHaveLength(1)

    const reloaded = await reloadTestModal(modal)

    expect(document.querySelectorAll('[data-portico-modal]')).toHaveLength(0)
    await expect(modal.open()).rejects.toMatchObject({ code: 'MODAL_DESTROYED' })
    const { findByRole } = await renderModal(reloaded)
    expect(await findByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
    // A modal torn down already cannot be reloaded.
    await expect(reloadTestModal(modal)).rejects.toThrow('torn down already')
  })

  it('keeps the plugins it was made with', async () => {
    const load = vi.fn(async () => {
      const { definePlugin } = await import('portico/plugin')
      return definePlugin({ manifest: { id: 'kitReloadProbe' } })
    })
    const modal = createTestModal(
      {},
      { plugins: [{ manifest: { id: 'kitReloadProbe' }, load }], ui: false },
    )
    const reloaded = await reloadTestModal(modal)
    expect(await reloaded.loadPlugin('kitReloadProbe')).toBe('ready')
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('destroyTestModal', () => {
  it('is still the clean slate: the stored connection and the rest of localStorage go', async () => {
    const modal = createTestModal()
    await connectWallet(modal, createFakeWallet())
    localStorage.setItem('host:cart', '3 items')
    await destroyTestModal(modal)
    expect(localStorage.getItem('portico:connections')).toBeNull()
    expect(localStorage.getItem('host:cart')).toBeNull()
  })
})
