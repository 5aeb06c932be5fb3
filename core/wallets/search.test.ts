import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WALLET_SEARCH_WAIT_MS } from '../constants'
import {
  answerGetWallets,
  makeWallets,
  serviceHandlers,
  setupServiceServer,
  TEST_ENDPOINTS,
} from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { servicesOf } from '../services'
import { injectWalletEndpoints } from './endpoints'
import { selectWallets } from './selectors'
import { walletsSlice } from './slice'
import { fetchNextPage, searchWallets, setWalletFilters } from './thunks'

const server = setupServiceServer(serviceHandlers.walletImage())

async function walletsModal() {
  const seen: URL[] = []
  server.use(serviceHandlers.wallets(makeWallets(150), seen))
  const modal = coreModal()
  const { walletServices } = await servicesOf(modal.runtime)
  modal.runtime.bundle.rootReducer.inject(walletsSlice)
  injectWalletEndpoints(walletServices)
  const search = () => selectWallets(modal.getState()).search
  const status = () => selectWallets(modal.getState()).requests.search
  return { modal, seen, search, status, dispatch: modal.store.dispatch }
}

const searched = (seen: URL[]) => seen.map((url) => url.searchParams.get('search'))

afterEach(() => {
  vi.useRealTimers()
})

describe('wallet search', () => {
  it("waits 300 ms: typing 'me', 'met', 'meta' quickly makes one request, for 'meta'", async () => {
    const { seen, search, status, dispatch } = await walletsModal()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    dispatch(searchWallets('me'))
    await vi.advanceTimersByTimeAsync(120)
    dispatch(searchWallets('met'))
    await vi.advanceTimersByTimeAsync(120)
    dispatch(searchWallets('meta'))
    expect(status().state).toBe('loading')
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS - 1)
    expect(seen).toHaveLength(0)

    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(status().state).toBe('idle'))
    expect(searched(seen)).toEqual(['meta'])
    expect(search()).toMatchObject({ term: 'meta', resultsTerm: 'meta', count: 3 })
    expect(search().results.map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Metamorph',
      'MetaWallet Pro',
    ])
  })

  it('asks for up to 100 matches, page 1, with the host networks and filters', async () => {
    const { seen, search, status, dispatch } = await walletsModal()
    dispatch(setWalletFilters({ featuredIds: [], includedIds: [], excludedIds: ['wallet-0000'] }))
    dispatch(searchWallets('  test ', 'certified'))
    await vi.waitFor(() => expect(status().state).toBe('idle'))
    const params = seen[0]?.searchParams
    expect(params?.get('entries')).toBe('100')
    expect(params?.get('page')).toBe('1')
    expect(params?.get('search')).toBe('test')
    expect(params?.get('badge_type')).toBe('certified')
    expect(params?.get('exclude')).toBe('wallet-0000')
    expect(params?.get('chains')).toBe('eip155:1')
    expect(params?.get('projectId')).toBe('p1')
    expect(search().results).toHaveLength(100)
    expect(search().count).toBe(140)
  })

  it('an empty term clears the results at once and sends nothing', async () => {
    const { seen, search, status, dispatch } = await walletsModal()
    dispatch(searchWallets('meta'))
    await vi.waitFor(() => expect(search().results).toHaveLength(3))
    dispatch(searchWallets('   '))
    expect(search()).toMatchObject({ term: '   ', results: [], resultsTerm: '', count: 0 })
    expect(status()).toEqual({ state: 'idle' })
    await new Promise((resolve) => setTimeout(resolve, WALLET_SEARCH_WAIT_MS + 50))
    expect(seen).toHaveLength(1)
  })

  it('clearing the box while a search waits cancels it', async () => {
    const { seen, search, dispatch } = await walletsModal()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    dispatch(searchWallets('meta'))
    await vi.advanceTimersByTimeAsync(200)
    dispatch(searchWallets(''))
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_WAIT_MS * 2)
    expect(seen).toHaveLength(0)
    expect(search().results).toEqual([])
  })

  it('drops an answer that arrives after the visitor typed past its term', async () => {
    const { seen, search, status, dispatch } = await walletsModal()
    let metaAsked = false
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    // Holds the answer for 'meta' back; anything else falls through to the default handler.
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/getWallets`, async ({ request }) => {
        const url = new URL(request.url)
        if (url.searchParams.get('search') !== 'meta') return undefined
        metaAsked = true
        await gate
        return HttpResponse.json(answerGetWallets(makeWallets(150), url.searchParams))
      }),
    )
    dispatch(searchWallets('meta'))
    await vi.waitFor(() => expect(metaAsked).toBe(true))
    dispatch(searchWallets('trust'))
    await vi.waitFor(() => expect(status().state).toBe('idle'))
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(search()).toMatchObject({ term: 'trust', resultsTerm: 'trust' })
    expect(search().results.map((wallet) => wallet.name)).toEqual(['Trust Wallet'])
    expect(searched(seen)).toEqual(['trust'])
  })

  it('a failed search sets the error, keeps the last results and the loaded pages', async () => {
    const { search, status, modal, dispatch } = await walletsModal()
    await dispatch(fetchNextPage())
    dispatch(searchWallets('meta'))
    await vi.waitFor(() => expect(search().results).toHaveLength(3))
    server.use(serviceHandlers.failing('/getWallets', 400))
    dispatch(searchWallets('trust'))
    await vi.waitFor(() => expect(status().state).toBe('failed'))
    expect(status()).toEqual({ state: 'failed', message: expect.stringContaining('400') })
    expect(search()).toMatchObject({ term: 'trust', resultsTerm: 'meta' })
    expect(selectWallets(modal.getState()).pagesLoaded).toBe(1)
  })

  it('works without any setup: the thunk injects the slice and starts the listener', async () => {
    const seen: URL[] = []
    server.use(serviceHandlers.wallets(makeWallets(20), seen))
    const modal = coreModal()
    modal.store.dispatch(searchWallets('rainbow'))
    await vi.waitFor(() =>
      expect(selectWallets(modal.getState()).search.results.map((wallet) => wallet.name)).toEqual([
        'Rainbow',
      ]),
    )
    modal.store.dispatch(searchWallets('zerion'))
    await vi.waitFor(() => expect(searched(seen)).toEqual(['rainbow', 'zerion']))
  })
})
