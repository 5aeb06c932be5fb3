import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { announceWallet, FakeProvider, setupServiceServer, TEST_WALLET_INFO } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { RESTORE_WALLET_WAIT_MS } from '../constants'
import { AFTER_PAINT_FALLBACK_MS } from '../defaults'
import { afterNextPaint } from '../env/idle'
import { restoreConnections } from './restore'
import { readConnections, writeConnection } from './storage'

setupServiceServer()

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('restoring a wallet that never answers', () => {
  it('gives up after 10 s, resets to disconnected, and ignores the late answer', async () => {
    expect(RESTORE_WALLET_WAIT_MS).toBe(10_000)
    // A wallet that still grants the page, once it answers.
    const wallet = new FakeProvider({ authorised: true })
    const accounts = wallet.hold('eth_accounts')
    announceWallet(wallet)
    // The modal first (nothing stored yet, so it restores nothing on its own), then the
    // connection an earlier visit stored.
    const modal = coreModal()
    // It looks for a stored connection just after the page's first paint: let that pass.
    await new Promise<void>((resolve) => afterNextPaint(resolve, AFTER_PAINT_FALLBACK_MS))
    writeConnection({
      namespace: 'eip155',
      connectorId: TEST_WALLET_INFO.rdns,
      status: 'connected',
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    const restoring = modal.store.dispatch(restoreConnections())
    await accounts.received
    const account = () => modal.getState().account.byNamespace.eip155
    expect(account()?.status).toBe('connecting')

    await vi.advanceTimersByTimeAsync(RESTORE_WALLET_WAIT_MS - 1)
    expect(account()?.status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    await restoring
    expect(account()?.status).toBe('disconnected')
    expect(readConnections().connections).toEqual([
      { namespace: 'eip155', connectorId: TEST_WALLET_INFO.rdns, status: 'disconnected' },
    ])

    // The wallet wakes up: nothing of its answer is kept, not even its event listeners.
    accounts.approve()
    await vi.advanceTimersByTimeAsync(0)
    expect(wallet.methods).toEqual(['eth_accounts'])
    expect(account()?.status).toBe('disconnected')
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
  })
})
