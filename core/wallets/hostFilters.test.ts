import { describe, expect, it } from 'vitest'
import { makeWallets, serviceHandlers, setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { selectWallets } from './selectors'
import { fetchNextPage } from './thunks'

const server = setupServiceServer(serviceHandlers.walletImage())

describe("the host's wallet ids (options.wallets)", () => {
  it('apply to the list from its first use: included asked for, excluded and featured left out', async () => {
    const seen: URL[] = []
    const modal = coreModal({
      wallets: {
        featuredIds: ['wallet-0001'],
        includedIds: ['wallet-0001', 'wallet-0002', 'wallet-0003'],
        excludedIds: ['wallet-0003'],
      },
    })
    server.use(serviceHandlers.wallets(makeWallets(50), seen))
    await modal.store.dispatch(fetchNextPage())
    expect(selectWallets(modal.getState()).filters).toEqual({
      featuredIds: ['wallet-0001'],
      includedIds: ['wallet-0001', 'wallet-0002', 'wallet-0003'],
      excludedIds: ['wallet-0003'],
    })
    const params = seen[0]?.searchParams
    expect(params?.get('include')).toBe('wallet-0001,wallet-0002,wallet-0003')
    expect(params?.get('exclude')?.split(',').sort()).toEqual(['wallet-0001', 'wallet-0003'])
  })
})
