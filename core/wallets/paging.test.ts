import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeWallets, serviceHandlers, setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { servicesOf } from '../services'
import { injectWalletEndpoints } from './endpoints'
import { selectCanFetchNextPage, selectWalletList, selectWallets } from './selectors'
import { walletListReset, walletsSlice } from './slice'
import {
  fetchExcludedWallets,
  fetchFeatured,
  fetchNextPage,
  fetchRecommended,
  setWalletFilters,
} from './thunks'

const server = setupServiceServer(serviceHandlers.walletImage())

/** A modal with the service APIs attached, the wallets slice and endpoints injected. */
async function walletsModal(total: number) {
  const seen: URL[] = []
  server.use(serviceHandlers.wallets(makeWallets(total), seen))
  const modal = coreModal()
  const { walletServices } = await servicesOf(modal.runtime)
  modal.runtime.bundle.rootReducer.inject(walletsSlice)
  injectWalletEndpoints(walletServices)
  const state = () => selectWallets(modal.getState())
  const ids = () => selectWalletList(modal.getState()).map((wallet) => wallet.id)
  return { modal, seen, state, ids, dispatch: modal.store.dispatch }
}

const pageOf = (url: URL | undefined) => url?.searchParams.get('page')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('wallet list paging', () => {
  it('loads page 1 of 40, then appends page 2, and stops at count', async () => {
    const { seen, state, ids, dispatch, modal } = await walletsModal(85)
    await dispatch(fetchNextPage())
    expect(ids()).toHaveLength(40)
    expect(ids()[0]).toBe('wallet-0000')
    expect(state()).toMatchObject({
      pagesLoaded: 1,
      count: 85,
      requests: { page: { state: 'idle' } },
    })

    await dispatch(fetchNextPage())
    expect(ids()).toHaveLength(80)
    expect(ids()[40]).toBe('wallet-0040')

    await dispatch(fetchNextPage())
    expect(ids()).toHaveLength(85)
    expect(selectCanFetchNextPage(modal.getState())).toBe(false)

    await dispatch(fetchNextPage())
    expect(seen.map(pageOf)).toEqual(['1', '2', '3'])
    expect(seen.every((url) => url.searchParams.get('entries') === '40')).toBe(true)
  })

  it('makes no second request while a page is in flight', async () => {
    const { seen, ids, dispatch } = await walletsModal(85)
    await Promise.all([dispatch(fetchNextPage()), dispatch(fetchNextPage())])
    expect(seen.map(pageOf)).toEqual(['1'])
    expect(ids()).toHaveLength(40)
  })

  it('stops after a short page even when count promises more', async () => {
    const { seen, state, dispatch } = await walletsModal(0)
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/getWallets`, ({ request }) => {
        seen.push(new URL(request.url))
        return HttpResponse.json({ data: makeWallets(10), count: 1000 })
      }),
    )
    await dispatch(fetchNextPage())
    await dispatch(fetchNextPage())
    expect(seen).toHaveLength(1)
    expect(state().exhausted).toBe(true)
  })

  it('keeps each wallet once when the service repeats one on the next page', async () => {
    const wallets = makeWallets(80)
    const { ids, state, dispatch } = await walletsModal(0)
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/getWallets`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        const data = page === 1 ? wallets.slice(0, 40) : [wallets[39], ...wallets.slice(41, 80)]
        return HttpResponse.json({ data, count: 80 })
      }),
    )
    await dispatch(fetchNextPage())
    await dispatch(fetchNextPage())
    expect(ids()).toHaveLength(79)
    expect(new Set(ids()).size).toBe(79)
    expect(ids().indexOf('wallet-0039')).toBe(39)
    // Counted in pages: all 80 were sent, so nothing is left to ask for.
    expect(state().pagesLoaded).toBe(2)
  })

  it('on failure keeps the loaded pages, sets an error, and retries the same page', async () => {
    const { seen, state, ids, dispatch } = await walletsModal(85)
    await dispatch(fetchNextPage())
    server.use(serviceHandlers.failing('/getWallets', 400))
    await dispatch(fetchNextPage())
    expect(ids()).toHaveLength(40)
    expect(state().pagesLoaded).toBe(1)
    expect(state().requests.page).toEqual({
      state: 'failed',
      message: expect.stringContaining('400'),
    })

    server.resetHandlers(serviceHandlers.wallets(makeWallets(85), seen))
    await dispatch(fetchNextPage())
    expect(seen.map(pageOf)).toEqual(['1', '2'])
    expect(ids()).toHaveLength(80)
    expect(state().requests.page).toEqual({ state: 'idle' })
  })

  it('treats a body that fails the schema as a failure', async () => {
    const { state, dispatch } = await walletsModal(0)
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/getWallets`, () =>
        HttpResponse.json({ data: [{ id: 'x' }], count: 1 }),
      ),
    )
    await dispatch(fetchNextPage())
    expect(state().requests.page.state).toBe('failed')
    expect(state().pagesLoaded).toBe(0)
  })

  it('sends projectId, st, sv and the host networks as chains', async () => {
    const { seen, dispatch } = await walletsModal(85)
    await dispatch(fetchNextPage())
    const params = seen[0]?.searchParams
    expect(params?.get('projectId')).toBe('p1')
    expect(params?.get('st')).toBe('portico')
    expect(params?.get('sv')).toMatch(/^\d+\.\d+\.\d+/)
    expect(params?.get('chains')).toBe('eip155:1')
    expect(params?.has('include')).toBe(false)
    expect(params?.has('exclude')).toBe(false)
  })

  it('sends included ids, and leaves excluded, featured and recommended wallets out of pages', async () => {
    const { seen, ids, dispatch } = await walletsModal(85)
    dispatch(
      setWalletFilters({
        featuredIds: ['wallet-0010'],
        includedIds: [],
        excludedIds: ['wallet-0000', 'wallet-0001'],
      }),
    )
    await dispatch(fetchRecommended())
    await dispatch(fetchNextPage())
    const params = seen[1]?.searchParams
    expect(params?.get('exclude')).toBe(
      'wallet-0000,wallet-0001,wallet-0010,wallet-0002,wallet-0003,wallet-0004,wallet-0005',
    )
    expect(ids()[0]).toBe('wallet-0006')
    expect(ids()).not.toContain('wallet-0010')

    dispatch(
      setWalletFilters({
        featuredIds: [],
        includedIds: ['wallet-0003', 'wallet-0007'],
        excludedIds: [],
      }),
    )
    await dispatch(fetchNextPage())
    expect(seen[2]?.searchParams.get('include')).toBe('wallet-0003,wallet-0007')
    expect(ids()).toEqual(['wallet-0003', 'wallet-0007'])
  })

  it('keeps the page-1 exclusions for later pages, so pages do not shift', async () => {
    const { seen, dispatch } = await walletsModal(85)
    await dispatch(fetchNextPage())
    await dispatch(fetchRecommended())
    await dispatch(fetchNextPage())
    expect(seen.map((url) => url.searchParams.get('exclude'))).toEqual([null, null, null])
  })

  it('starts over from page 1 after a reset, keeping recommended wallets', async () => {
    const { state, ids, dispatch } = await walletsModal(85)
    await dispatch(fetchRecommended())
    await dispatch(fetchNextPage())
    await dispatch(fetchNextPage())
    dispatch(walletListReset())
    expect(ids()).toEqual([])
    expect(state()).toMatchObject({ pagesLoaded: 0, count: undefined, exhausted: false })
    expect(state().recommended).toHaveLength(4)
    await dispatch(fetchNextPage())
    expect(state().pagesLoaded).toBe(1)
    expect(ids()).toHaveLength(40)
  })

  it('drops a page that arrives after the filters changed', async () => {
    const { ids, state, dispatch } = await walletsModal(85)
    const pending = dispatch(fetchNextPage())
    dispatch(setWalletFilters({ featuredIds: [], includedIds: [], excludedIds: ['wallet-0000'] }))
    await pending
    expect(ids()).toEqual([])
    expect(state()).toMatchObject({ pagesLoaded: 0, requests: { page: { state: 'idle' } } })
  })

  it('starts loading the first 20 images of a page, with projectId, st and sv', async () => {
    const started: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          started.push(url)
        }
      },
    )
    const { dispatch } = await walletsModal(85)
    await dispatch(fetchNextPage())
    expect(started).toHaveLength(20)
    const first = new URL(started[0] ?? '')
    expect(first.pathname).toBe('/getWalletImage/image-0000')
    expect(first.searchParams.get('projectId')).toBe('p1')
    expect(first.searchParams.get('st')).toBe('portico')
    expect(new URL(started[19] ?? '').pathname).toBe('/getWalletImage/image-0019')
  })
})

describe('recommended, featured and excluded wallets', () => {
  it('loads 4 recommended wallets, leaving out installed ones', async () => {
    const { seen, state, dispatch } = await walletsModal(85)
    await dispatch(fetchRecommended(['wallet-0000', 'wallet-0002']))
    const params = seen[0]?.searchParams
    expect(params?.get('entries')).toBe('4')
    expect(params?.get('page')).toBe('1')
    expect(params?.get('exclude')).toBe('wallet-0000,wallet-0002')
    expect(state().recommended.map((wallet) => wallet.id)).toEqual([
      'wallet-0001',
      'wallet-0003',
      'wallet-0004',
      'wallet-0005',
    ])
  })

  it('keeps the last recommended on failure and reports the error', async () => {
    const { state, dispatch } = await walletsModal(85)
    await dispatch(fetchRecommended())
    server.use(serviceHandlers.failing('/getWallets', 404))
    await dispatch(fetchRecommended(['wallet-0001']))
    expect(state().recommended).toHaveLength(4)
    expect(state().requests.recommended).toEqual({
      state: 'failed',
      message: expect.stringContaining('404'),
    })
  })

  it('answers the same question again from the cache', async () => {
    const { seen, state, dispatch } = await walletsModal(85)
    await dispatch(fetchRecommended(['wallet-0000']))
    await dispatch(fetchRecommended(['wallet-0000']))
    expect(seen).toHaveLength(1)
    expect(state().recommended).toHaveLength(4)
  })

  it('loads featured wallets in the host order, and asks nothing without featured ids', async () => {
    const { seen, state, dispatch } = await walletsModal(85)
    await dispatch(fetchFeatured())
    expect(seen).toHaveLength(0)
    expect(state().featured).toEqual([])

    dispatch(
      setWalletFilters({
        featuredIds: ['wallet-0007', 'wallet-0002'],
        includedIds: [],
        excludedIds: [],
      }),
    )
    await dispatch(fetchFeatured())
    expect(seen[0]?.searchParams.get('include')).toBe('wallet-0007,wallet-0002')
    expect(state().featured.map((wallet) => wallet.id)).toEqual(['wallet-0007', 'wallet-0002'])
  })

  it('looks up excluded wallets for their names and rdns, whatever their chains', async () => {
    const { seen, state, dispatch } = await walletsModal(85)
    dispatch(
      setWalletFilters({
        featuredIds: [],
        includedIds: [],
        excludedIds: ['wallet-0000', 'wallet-0004'],
      }),
    )
    await dispatch(fetchExcludedWallets())
    expect(seen[0]?.searchParams.get('include')).toBe('wallet-0000,wallet-0004')
    expect(seen[0]?.searchParams.has('chains')).toBe(false)
    expect(state().excludedWallets.map(({ name, rdns }) => ({ name, rdns }))).toEqual([
      { name: 'MetaMask', rdns: 'io.example.w0000' },
      { name: 'Metamorph', rdns: null },
    ])
  })

  it('setting the same filters again keeps what is loaded', async () => {
    const { ids, dispatch } = await walletsModal(85)
    const filters = { featuredIds: ['wallet-0001'], includedIds: [], excludedIds: [] }
    dispatch(setWalletFilters(filters))
    await dispatch(fetchNextPage())
    dispatch(setWalletFilters({ ...filters, featuredIds: ['wallet-0001'] }))
    expect(ids()).toHaveLength(40)
  })
})
