import type { ListenerEffect } from '@reduxjs/toolkit'
import { WALLET_SEARCH_SIZE, WALLET_SEARCH_WAIT_MS } from '../constants'
import type { StartListening } from '../store/makeStore'
import type { AppDispatch, CoreState, ThunkExtra } from '../store/types'
import { prefetchWalletImages, requestedChains, requestWallets } from './request'
import { selectWallets } from './selectors'
import { requestFailed, searchLoaded, searchTermChanged } from './slice'

type SearchEffect = ListenerEffect<
  ReturnType<typeof searchTermChanged>,
  CoreState,
  AppDispatch,
  ThunkExtra
>

/**
 * Waits 300 ms after the last keystroke, then asks for up to 100 matches. Each new
 * term cancels the effect of the one before, whether it is still waiting or already fetching,
 * so typing 'me', 'met', 'meta' quickly sends one request, for 'meta'. An empty term has
 * already cleared the results in the reducer; cancelling is all that is left to do.
 */
const searchEffect: SearchEffect = async (action, listenerApi) => {
  listenerApi.cancelActiveListeners()
  const { requestId, badge } = action.payload
  const term = action.payload.term.trim()
  if (term === '') return
  await listenerApi.delay(WALLET_SEARCH_WAIT_MS)

  const state = listenerApi.getState()
  const { filters } = selectWallets(state)
  const answer = await listenerApi.pause(
    requestWallets(listenerApi.dispatch, listenerApi.extra.runtime, {
      page: 1,
      entries: WALLET_SEARCH_SIZE,
      search: term,
      badge_type: badge,
      include: filters.includedIds,
      exclude: filters.excludedIds,
      chains: requestedChains(state),
    }),
  )
  if (!answer.ok) {
    listenerApi.dispatch(requestFailed({ request: 'search', requestId, message: answer.message }))
    return
  }
  const { data, count } = answer.data
  listenerApi.dispatch(searchLoaded({ requestId, term, items: data, count }))
  prefetchWalletImages(listenerApi.getState(), data)
}

/**
 * Registers the search listener. The effect is one module-level function, so registering
 * again is a no-op (the listener middleware matches on action type and effect).
 */
export function startWalletSearch(startListening: StartListening): () => void {
  return startListening({ actionCreator: searchTermChanged, effect: searchEffect })
}
