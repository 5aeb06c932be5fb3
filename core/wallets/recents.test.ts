import { describe, expect, it } from 'vitest'
import { RECENT_WALLETS_KEPT } from '../constants'
import { makeWallet } from 'portico/testing'
import type { ConnectorFacts } from './connectorFacts'
import { parseRecentWallets, rememberRecentWallet, shownRecentWallets } from './recents'

const [a, b, c] = [makeWallet(0), makeWallet(1), makeWallet(2)]

describe('recent wallets (SPEC §9: 2 kept)', () => {
  it('puts the latest first and keeps 2', () => {
    expect(RECENT_WALLETS_KEPT).toBe(2)
    let recents = rememberRecentWallet([], a)
    recents = rememberRecentWallet(recents, b)
    expect(recents.map((wallet) => wallet.id)).toEqual([b.id, a.id])
    recents = rememberRecentWallet(recents, c)
    expect(recents.map((wallet) => wallet.id)).toEqual([c.id, b.id])
  })

  it('moves a wallet used again to the front without repeating it', () => {
    const recents = rememberRecentWallet([b, a], a)
    expect(recents.map((wallet) => wallet.id)).toEqual([a.id, b.id])
  })

  it('replaces the stored copy with the newer one', () => {
    const renamed = { ...a, name: 'MetaMask (new)' }
    expect(rememberRecentWallet([a, b], renamed)[0]).toBe(renamed)
  })
})

describe('parseRecentWallets', () => {
  it('reads what was stored', () => {
    expect(parseRecentWallets(JSON.stringify([b, a]))).toEqual([b, a])
  })

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ id: 'x' })],
    ['an item without a name', JSON.stringify([{ id: 'x' }])],
  ])('drops %s, never throws', (_label, stored) => {
    expect(parseRecentWallets(stored)).toEqual([])
  })

  it('drops repeats and anything past the 2 kept', () => {
    expect(parseRecentWallets(JSON.stringify([a, a, b, c])).map((wallet) => wallet.id)).toEqual([
      a.id,
      b.id,
    ])
  })
})

describe('shownRecentWallets', () => {
  it('leaves out excluded wallets, by rdns or name', () => {
    expect(
      shownRecentWallets([a, b], {
        excludedWallets: [{ name: b.name.toUpperCase() }],
        connectors: [],
      }),
    ).toEqual([a])
    expect(
      shownRecentWallets([a, b], {
        excludedWallets: [{ name: 'x', rdns: a.rdns }],
        connectors: [],
      }),
    ).toEqual([b])
  })

  it('leaves out wallets an installed connector already offers', () => {
    const announced: ConnectorFacts = {
      id: 'announced',
      name: 'Something',
      type: 'ANNOUNCED',
      info: { rdns: a.rdns },
    }
    expect(shownRecentWallets([a, b], { excludedWallets: [], connectors: [announced] })).toEqual([
      b,
    ])
  })
})
