import { describe, expect, it } from 'vitest'
import { makeWallet } from 'portico/testing'
import { selectWalletById } from '../../shell/views/ConnectingWalletConnect/selectWallet'
import type { CoreState } from '../store/types'
import { selectWalletList } from './selectors'
import { initialWalletsState, pageLoaded, pageRequested, walletsSlice } from './slice'

// Wallet ids come from the explorer service and, through `open({ view, data: { walletId } })`,
// from the host: a name Object.prototype has is an id like any other, or no wallet at all.

const withId = (index: number, id: string) => ({ ...makeWallet(index), id })

function listed(items: ReturnType<typeof makeWallet>[]) {
  let wallets = walletsSlice.reducer(
    initialWalletsState,
    pageRequested({ requestId: 'r1', exclude: [] }),
  )
  wallets = walletsSlice.reducer(
    wallets,
    pageLoaded({ requestId: 'r1', page: 1, entries: 40, items, count: items.length }),
  )
  return { wallets } as CoreState
}

describe('the wallet table', () => {
  it("keeps a wallet whose id is 'constructor', and never one that would set its prototype", () => {
    const state = listed([withId(0, 'constructor'), withId(1, '__proto__'), makeWallet(2)])
    expect(selectWalletList(state).map((wallet) => wallet.id)).toEqual([
      'constructor',
      makeWallet(2).id,
    ])
    expect(Object.getPrototypeOf(state.wallets?.list.entities)).toBe(Object.prototype)
    expect(selectWalletById(state, 'constructor')?.name).toBe(makeWallet(0).name)
  })

  it('finds no wallet under an Object.prototype member name it does not have', () => {
    const state = listed([makeWallet(0)])
    for (const id of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(selectWalletById(state, id)).toBeUndefined()
    }
  })
})
