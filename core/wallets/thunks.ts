import { nanoid } from '@reduxjs/toolkit'
import { WALLET_PAGE_SIZE, WALLET_RECOMMENDED_SIZE } from '../constants'
import type { AppThunk } from '../store/types'
import { attachWallets } from './attach'
import type { WalletBadge } from './endpoints'
import { prefetchWalletImages, requestedChains, requestWallets } from './request'
import { selectCanFetchNextPage, selectWallets } from './selectors'
import {
  excludedLoaded,
  featuredLoaded,
  pageLoaded,
  pageRequested,
  recommendedLoaded,
  requestFailed,
  requestStarted,
  searchTermChanged,
  walletFiltersSet,
  type WalletFilters,
} from './slice'

/** Sets the host's featured, included and excluded wallet ids; a change starts the lists over. */
export const setWalletFilters =
  (filters: WalletFilters): AppThunk =>
  (dispatch, _getState, { runtime }) => {
    attachWallets(runtime)
    dispatch(walletFiltersSet(filters))
  }

/**
 * Loads the next page of 40 and appends it, each wallet once. Does nothing while a
 * page is in flight or once the service's `count` is reached. Recommended, featured and
 * excluded wallets are left out of the pages: they are shown elsewhere, or not at all.
 */
export const fetchNextPage =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    attachWallets(runtime)
    // Checked and marked in one synchronous step: a second call in the same tick sees 'loading'.
    if (!selectCanFetchNextPage(getState())) return
    const wallets = selectWallets(getState())
    const requestId = nanoid()
    const exclude =
      wallets.pagesLoaded === 0
        ? [
            ...wallets.filters.excludedIds,
            ...wallets.filters.featuredIds,
            ...wallets.recommended.map((wallet) => wallet.id),
          ]
        : wallets.pageExclude
    dispatch(pageRequested({ requestId, exclude }))
    const page = wallets.pagesLoaded + 1
    const answer = await requestWallets(dispatch, runtime, {
      page,
      entries: WALLET_PAGE_SIZE,
      include: wallets.filters.includedIds,
      exclude: [...new Set(exclude)],
      chains: requestedChains(getState()),
    })
    if (!answer.ok) {
      dispatch(requestFailed({ request: 'page', requestId, message: answer.message }))
      return
    }
    const { data, count } = answer.data
    dispatch(pageLoaded({ requestId, page, entries: WALLET_PAGE_SIZE, items: data, count }))
    prefetchWalletImages(getState(), data)
  }

/**
 * Loads the 4 recommended wallets, leaving out the host's excluded and featured
 * wallets and `installedIds`: explorer ids of wallets already offered as installed
 * (announced through EIP-6963 or injected), which the visitor sees at the top anyway.
 */
export const fetchRecommended =
  (installedIds: readonly string[] = []): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    attachWallets(runtime)
    const { filters } = selectWallets(getState())
    const requestId = nanoid()
    dispatch(requestStarted({ request: 'recommended', requestId }))
    const answer = await requestWallets(dispatch, runtime, {
      page: 1,
      entries: WALLET_RECOMMENDED_SIZE,
      include: filters.includedIds,
      exclude: [...new Set([...filters.excludedIds, ...filters.featuredIds, ...installedIds])],
      chains: requestedChains(getState()),
    })
    if (!answer.ok) {
      dispatch(requestFailed({ request: 'recommended', requestId, message: answer.message }))
      return
    }
    dispatch(recommendedLoaded({ requestId, items: answer.data.data }))
    prefetchWalletImages(getState(), answer.data.data)
  }

/** Loads the host's featured wallets, kept in the host's order. No ids, no request. */
export const fetchFeatured =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    attachWallets(runtime)
    const { featuredIds } = selectWallets(getState()).filters
    const requestId = nanoid()
    dispatch(requestStarted({ request: 'featured', requestId }))
    if (featuredIds.length === 0) {
      dispatch(featuredLoaded({ requestId, items: [] }))
      return
    }
    const answer = await requestWallets(dispatch, runtime, {
      page: 1,
      entries: featuredIds.length,
      include: featuredIds,
      chains: requestedChains(getState()),
    })
    if (!answer.ok) {
      dispatch(requestFailed({ request: 'featured', requestId, message: answer.message }))
      return
    }
    dispatch(featuredLoaded({ requestId, items: answer.data.data }))
    prefetchWalletImages(getState(), answer.data.data)
  }

/**
 * Looks up the host's excluded wallets by id, for their names and rdns: the kit hides a
 * connector whose rdns or name matches one of them (see `isConnectorShown`).
 */
export const fetchExcludedWallets =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    attachWallets(runtime)
    const { excludedIds } = selectWallets(getState()).filters
    const requestId = nanoid()
    dispatch(requestStarted({ request: 'excluded', requestId }))
    if (excludedIds.length === 0) {
      dispatch(excludedLoaded({ requestId, items: [] }))
      return
    }
    // Not narrowed by chains: an excluded wallet must be hidden whatever networks it supports.
    const answer = await requestWallets(dispatch, runtime, {
      page: 1,
      entries: excludedIds.length,
      include: excludedIds,
    })
    if (!answer.ok) {
      dispatch(requestFailed({ request: 'excluded', requestId, message: answer.message }))
      return
    }
    dispatch(excludedLoaded({ requestId, items: answer.data.data }))
  }

/**
 * What the search box dispatches on every change. The search listener waits 300 ms for the
 * typing to stop, then asks for up to 100 matches; an empty term clears the results at once.
 */
export const searchWallets =
  (term: string, badge?: WalletBadge): AppThunk =>
  (dispatch, _getState, { runtime }) => {
    attachWallets(runtime)
    dispatch(searchTermChanged(term, badge))
  }
