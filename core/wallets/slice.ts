import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import type { WalletBadge } from './endpoints'
import type { WalletListItem } from './schemas'

/** One kind of request the wallet list makes; each has its own status. */
export type WalletRequest = 'page' | 'recommended' | 'featured' | 'excluded' | 'search'

/**
 * The status of one kind of request. `requestId` names the request in flight: an answer
 * carrying another id is stale (filters changed, a newer search started) and is dropped.
 */
export type RequestStatus =
  { state: 'idle' } | { state: 'loading'; requestId: string } | { state: 'failed'; message: string }

/** Wallet ids from the host options (`featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`). */
export interface WalletFilters {
  featuredIds: string[]
  includedIds: string[]
  excludedIds: string[]
}

export interface WalletSearch {
  /** What the visitor typed, as typed. */
  term: string
  badge: WalletBadge | undefined
  /** The trimmed term `results` answer: lags `term` while a search waits or runs. */
  resultsTerm: string
  results: WalletListItem[]
  count: number
}

export interface WalletsState {
  filters: WalletFilters
  /** The paged explorer list in server order, each wallet once. */
  list: WalletList
  pagesLoaded: number
  /** The service's total for this listing; unknown until the first page. */
  count: number | undefined
  /** A page came back short: the service has no more, whatever `count` says. */
  exhausted: boolean
  /**
   * Ids left out of every page of this listing, fixed when page 1 is asked for: if later pages
   * excluded a different set, the server's pages would shift and wallets would be skipped.
   */
  pageExclude: string[]
  recommended: WalletListItem[]
  /** In the host's `featuredIds` order. */
  featured: WalletListItem[]
  /** The host's excluded wallets with their names and rdns, to hide matching connectors. */
  excludedWallets: WalletListItem[]
  search: WalletSearch
  requests: Record<WalletRequest, RequestStatus>
}

/**
 * Wallets by id, with their ids in server order. Kept by hand rather than with
 * createEntityAdapter: every Redux Toolkit export any chunk uses is carried by the host
 * page (the toolkit is one module, already in the initial JS), so lazy code sticks to the
 * exports the store itself needs.
 */
export interface WalletList {
  ids: string[]
  entities: Record<string, WalletListItem>
}

const emptyList = (): WalletList => ({ ids: [], entities: {} })

/** Adds the wallets not listed yet, keeping the first copy of an id where it stands. */
function addNew(list: WalletList, items: readonly WalletListItem[]): void {
  for (const item of items) {
    // Ids come from the explorer service: own keys only, and never one that would set the
    // table's prototype.
    if (Object.hasOwn(list.entities, item.id) || item.id === '__proto__') continue
    list.ids.push(item.id)
    list.entities[item.id] = item
  }
}

const idle: RequestStatus = { state: 'idle' }

const emptySearch: WalletSearch = {
  term: '',
  badge: undefined,
  resultsTerm: '',
  results: [],
  count: 0,
}

const emptyListing = {
  list: emptyList(),
  pagesLoaded: 0,
  count: undefined,
  exhausted: false,
  pageExclude: [],
  recommended: [],
  featured: [],
  excludedWallets: [],
  search: emptySearch,
  requests: { page: idle, recommended: idle, featured: idle, excluded: idle, search: idle },
} satisfies Omit<WalletsState, 'filters'>

export const initialWalletsState: WalletsState = {
  filters: { featuredIds: [], includedIds: [], excludedIds: [] },
  ...emptyListing,
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/** Whether `requestId` is the request of this kind still awaited. */
const isCurrent = (state: WalletsState, request: WalletRequest, requestId: string) => {
  const status = state.requests[request]
  return status.state === 'loading' && status.requestId === requestId
}

interface Answer {
  requestId: string
  items: WalletListItem[]
}

export const walletsSlice = createSlice({
  name: 'wallets',
  initialState: initialWalletsState,
  reducers: {
    /** New host filters invalidate everything fetched under the old ones. */
    walletFiltersSet(state, action: PayloadAction<WalletFilters>) {
      const next = action.payload
      const { filters } = state
      if (
        sameIds(filters.featuredIds, next.featuredIds) &&
        sameIds(filters.includedIds, next.includedIds) &&
        sameIds(filters.excludedIds, next.excludedIds)
      ) {
        return
      }
      return { filters: next, ...emptyListing }
    },
    /** Starts the paged listing over from page 1 (the networks changed, say). */
    walletListReset(state) {
      state.list = emptyList()
      state.pagesLoaded = 0
      state.count = undefined
      state.exhausted = false
      state.pageExclude = []
      state.requests.page = idle
    },
    pageRequested(state, action: PayloadAction<{ requestId: string; exclude: string[] }>) {
      state.requests.page = { state: 'loading', requestId: action.payload.requestId }
      if (state.pagesLoaded === 0) state.pageExclude = action.payload.exclude
    },
    pageLoaded(
      state,
      action: PayloadAction<Answer & { page: number; entries: number; count: number }>,
    ) {
      const { requestId, page, entries, items, count } = action.payload
      if (!isCurrent(state, 'page', requestId) || page !== state.pagesLoaded + 1) return
      // addMany keeps the first copy of an id: a wallet that moved between pages stays put.
      addNew(state.list, items)
      state.pagesLoaded = page
      state.count = count
      state.exhausted = items.length < entries
      state.requests.page = idle
    },
    requestStarted(state, action: PayloadAction<{ request: WalletRequest; requestId: string }>) {
      state.requests[action.payload.request] = {
        state: 'loading',
        requestId: action.payload.requestId,
      }
    },
    /** A failure changes only the status: pages and results already loaded stay. */
    requestFailed(
      state,
      action: PayloadAction<{ request: WalletRequest; requestId: string; message: string }>,
    ) {
      const { request, requestId, message } = action.payload
      if (isCurrent(state, request, requestId))
        state.requests[request] = { state: 'failed', message }
    },
    recommendedLoaded(state, action: PayloadAction<Answer>) {
      if (!isCurrent(state, 'recommended', action.payload.requestId)) return
      state.recommended = action.payload.items
      state.requests.recommended = idle
    },
    featuredLoaded(state, action: PayloadAction<Answer>) {
      if (!isCurrent(state, 'featured', action.payload.requestId)) return
      const byId = new Map(action.payload.items.map((item) => [item.id, item]))
      state.featured = state.filters.featuredIds.flatMap((id) => byId.get(id) ?? [])
      state.requests.featured = idle
    },
    excludedLoaded(state, action: PayloadAction<Answer>) {
      if (!isCurrent(state, 'excluded', action.payload.requestId)) return
      state.excludedWallets = action.payload.items
      state.requests.excluded = idle
    },
    /**
     * The visitor typed. A non-empty term marks the search loading at once (through the
     * 300 ms wait too); an empty one clears the results. The search listener does the rest.
     */
    searchTermChanged: {
      reducer(
        state,
        action: PayloadAction<{ term: string; badge: WalletBadge | undefined; requestId: string }>,
      ) {
        const { term, badge, requestId } = action.payload
        if (term.trim() === '') {
          state.search = { ...emptySearch, term }
          state.requests.search = idle
          return
        }
        state.search.term = term
        state.search.badge = badge
        state.requests.search = { state: 'loading', requestId }
      },
      prepare: (term: string, badge?: WalletBadge) => ({
        payload: { term, badge, requestId: nanoid() },
      }),
    },
    searchLoaded(state, action: PayloadAction<Answer & { term: string; count: number }>) {
      const { requestId, term, items, count } = action.payload
      if (!isCurrent(state, 'search', requestId)) return
      state.search.resultsTerm = term
      state.search.results = items
      state.search.count = count
      state.requests.search = idle
    },
  },
})

export const {
  walletFiltersSet,
  walletListReset,
  pageRequested,
  pageLoaded,
  requestStarted,
  requestFailed,
  recommendedLoaded,
  featuredLoaded,
  excludedLoaded,
  searchTermChanged,
  searchLoaded,
} = walletsSlice.actions
