import { beforeEach, describe, expect, it } from 'vitest'
import { makeWallet } from 'portico/testing'
import { RECENT_WALLETS_STORAGE_KEY, readRecentWallets, rememberRecentWallet } from './recents'

const [a, b, c] = [makeWallet(0), makeWallet(1), makeWallet(2)]
const ids = (wallets: ReadonlyArray<{ id: string }>) => wallets.map((wallet) => wallet.id)

beforeEach(() => localStorage.clear())

describe('recent wallets in storage (SPEC §9: 2 kept)', () => {
  it('is empty when nothing was stored', () => {
    expect(readRecentWallets()).toEqual([])
  })

  it('keeps the 2 most recent, the latest first, each once', () => {
    rememberRecentWallet(a)
    rememberRecentWallet(b)
    expect(ids(readRecentWallets())).toEqual([b.id, a.id])
    expect(ids(rememberRecentWallet(c))).toEqual([c.id, b.id])
    expect(ids(readRecentWallets())).toEqual([c.id, b.id])
    rememberRecentWallet(b)
    expect(ids(readRecentWallets())).toEqual([b.id, c.id])
    expect(JSON.parse(localStorage.getItem(RECENT_WALLETS_STORAGE_KEY) ?? '')).toEqual([b, c])
  })

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ id: 'x' })],
    ['items without a name', JSON.stringify([{ id: 'x' }])],
  ])('drops %s from storage, never throws', (_label, stored) => {
    localStorage.setItem(RECENT_WALLETS_STORAGE_KEY, stored)
    expect(readRecentWallets()).toEqual([])
    expect(localStorage.getItem(RECENT_WALLETS_STORAGE_KEY)).toBeNull()
    // And remembering starts afresh.
    expect(rememberRecentWallet(a)).toEqual([a])
  })

  it('survives a storage that refuses to write', () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    try {
      expect(rememberRecentWallet(a)).toEqual([a])
      expect(readRecentWallets()).toEqual([])
    } finally {
      setItem.mockRestore()
    }
  })
})
