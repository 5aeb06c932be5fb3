import {
  selectActiveAccount,
  selectCurrentRoute,
  viewOpened,
  type AppThunk,
  type StartListening,
} from 'portico/plugin'
import { parseSwapArgs } from './args'
import type { SwapsApi } from './endpoints'
import { isNativeId } from './plan'
import type { SwapToken } from './schemas'
import { argsRequested, formPrefilled, networkEntered, selectSwaps } from './slice'

/** A token as a host names it: symbol, contract address or CAIP-10 id. */
export function findSwapToken(
  list: readonly SwapToken[],
  wanted: string | undefined,
): SwapToken | undefined {
  if (!wanted) return undefined
  const needle = wanted.toLowerCase()
  return list.find(
    (token) =>
      token.symbol.toLowerCase() === needle ||
      token.address.toLowerCase() === needle ||
      token.address.toLowerCase().endsWith(`:${needle}`),
  )
}

/**
 * Fills what the form of the active network still lacks once that network's token list is
 * known: the tokens the Swap view was opened with (by symbol, contract or CAIP-10 id), else
 * the native currency as the token sold. Waits, doing nothing, while the list is on its way.
 */
export const fillSwapForm =
  (api: SwapsApi): AppThunk =>
  (dispatch, getState, { modal }) => {
    const network = selectActiveAccount(getState()).caipNetworkId
    if (!network) return
    if (selectSwaps(getState()).caipNetworkId !== network) dispatch(networkEntered(network))
    const selectTokens = api.endpoints.swapTokens.select(network)
    // The services' cache is in the store under its own key; CoreState types it as optional.
    const list = selectTokens(getState() as Parameters<typeof selectTokens>[0]).data?.tokens
    if (!list) return
    const { requested, fromToken } = selectSwaps(getState())
    if (!requested && fromToken) return
    const from = findSwapToken(list, requested?.fromToken)
    const to = findSwapToken(list, requested?.toToken)
    if (requested?.fromToken && !from) modal.logger.warn(`No token ${requested.fromToken} to swap`)
    if (requested?.toToken && !to) modal.logger.warn(`No token ${requested.toToken} to swap`)
    dispatch(
      formPrefilled({
        fromToken:
          from?.address ?? fromToken ?? list.find((token) => isNativeId(token.address))?.address,
        ...(to && { toToken: to.address }),
        ...(requested?.amount !== undefined && { amount: requested.amount }),
      }),
    )
  }

/** Takes the data the Swap view was opened with; malformed data fills nothing, and is said. */
export const requestOpenedSwap =
  (): AppThunk =>
  (dispatch, getState, { modal }) => {
    const route = selectCurrentRoute(getState())
    if (route.view !== 'Swap' || route.data === undefined || route.data === null) return
    const parsed = parseSwapArgs(route.data)
    if (parsed.ok) dispatch(argsRequested(parsed.args))
    else modal.logger.warn(parsed.reason)
  }

/**
 * The Swap form as a flow of the store: opening the view with data (the host's or another
 * plugin's) requests those tokens and that amount; the tokens are matched once the network's
 * list is known (now if cached, else when it arrives), and a network entered afresh gets the
 * native currency as the token sold.
 */
export function startSwapPrefill(startListening: StartListening, api: SwapsApi): void {
  startListening({
    // Not on a return from the token list: that is the same form, with what was chosen since.
    predicate: viewOpened('Swap'),
    effect: (_action, listener) => {
      listener.dispatch(requestOpenedSwap())
      listener.dispatch(fillSwapForm(api))
    },
  })
  startListening({
    matcher: api.endpoints.swapTokens.matchFulfilled,
    effect: (_action, listener) => void listener.dispatch(fillSwapForm(api)),
  })
  startListening({
    predicate: (action, current, previous) =>
      networkEntered.match(action) &&
      selectSwaps(current).caipNetworkId !== selectSwaps(previous).caipNetworkId,
    effect: (_action, listener) => void listener.dispatch(fillSwapForm(api)),
  })
}
