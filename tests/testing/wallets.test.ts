import { describe, expect, it } from 'vitest'
import { getWalletsResponseSchema } from '../../core/wallets/schemas'
import {
  answerGetWallets,
  makeWallets,
  serviceHandlers,
  setupServiceServer,
  TEST_ENDPOINTS,
  TEST_WALLET_SVG,
} from 'portico/testing'

const server = setupServiceServer()

const query = (params: Record<string, string>) => new URLSearchParams(params)

describe('the test wallet explorer', () => {
  it('makes the same wallets every time, each valid for the production schema', () => {
    const wallets = makeWallets(50)
    expect(makeWallets(50)).toEqual(wallets)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(50)
    expect(getWalletsResponseSchema.parse({ data: wallets, count: 50 }).data).toEqual(wallets)
  })

  it('pages with page and entries, counting every match', () => {
    const answer = answerGetWallets(makeWallets(85), query({ page: '3', entries: '40' }))
    expect(answer.count).toBe(85)
    expect(answer.data.map((wallet) => wallet.id)).toEqual([
      'wallet-0080',
      'wallet-0081',
      'wallet-0082',
      'wallet-0083',
      'wallet-0084',
    ])
  })

  it('searches names ignoring case, and honours include and exclude', () => {
    const wallets = makeWallets(85)
    const named = (params: Record<string, string>) =>
      answerGetWallets(wallets, query({ page: '1', entries: '100', ...params })).data.map(
        (wallet) => wallet.name,
      )
    expect(named({ search: 'META' })).toEqual(['MetaMask', 'Metamorph', 'MetaWallet Pro'])
    expect(named({ search: 'meta', exclude: 'wallet-0000' })).toEqual([
      'Metamorph',
      'MetaWallet Pro',
    ])
    expect(named({ include: 'wallet-0003,wallet-0008' })).toEqual(['Rainbow', 'Phantom'])
  })

  it('answers over HTTP, and serves an SVG for any wallet image', async () => {
    server.use(serviceHandlers.wallets(makeWallets(3)), serviceHandlers.walletImage())
    const list = await fetch(`${TEST_ENDPOINTS.walletServices}/getWallets?page=1&entries=2`)
    expect(getWalletsResponseSchema.parse(await list.json())).toMatchObject({ count: 3 })
    const image = await fetch(`${TEST_ENDPOINTS.walletServices}/getWalletImage/image-0001`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toBe(TEST_WALLET_SVG)
  })
})
