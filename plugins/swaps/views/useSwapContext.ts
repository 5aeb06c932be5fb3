import { useCallback, useEffect, useMemo, useRef } from 'react'
import {
  parseAmount,
  selectActiveAccount,
  selectTokenBalances,
  type TokenBalanceEntry,
} from 'portico/plugin'
import {
  useAppDispatch,
  useAppSelector,
  useEndpointQuery,
  usePluginApi,
  type EndpointQueryResult,
} from 'portico/ui'
import type { SwapsApi } from '../endpoints'
import type { QuotesParams, QuotesResponse, SwapToken } from '../schemas'
import { isNativeId } from '../plan'
import { isUnsupportedStatus } from '../support'
import { selectSwaps, type SwapsState } from '../slice'

/** How often an open Swap or review asks for the quote and gas price again. */
export const SWAP_QUOTE_REFRESH_MS = 10_000

/** The network's tradable tokens, the account's holdings of them and the gas price. */
export function useSwapMarket(caipNetworkId: string) {
  const api = usePluginApi<SwapsApi>()
  const tokens = useEndpointQuery(api.endpoints.swapTokens, caipNetworkId)
  const gasPrice = useEndpointQuery(api.endpoints.swapGasPrice, caipNetworkId)
  const balances = useAppSelector(selectTokenBalances)
  const refetchGas = gasPrice.refetch
  useEffect(() => {
    const timer = setInterval(refetchGas, SWAP_QUOTE_REFRESH_MS)
    return () => clearInterval(timer)
  }, [refetchGas])
  const list = tokens.data?.tokens
  const native = list?.find((token) => isNativeToken(token))
  return {
    tokens,
    list,
    native,
    gasPrice,
    gasPriceWei: gasPrice.data ? BigInt(gasPrice.data.standard) : undefined,
    gasPriceStatus: gasPrice.isSuccess
      ? ('ok' as const)
      : gasPrice.isError
        ? isUnsupportedStatus(gasPrice.error)
          ? ('unsupported' as const)
          : ('failed' as const)
        : ('pending' as const),
    balanceOf: (token: SwapToken) => balanceOf(balances, token),
  }
}

/** Whether a token of the list is the native currency. */
export const isNativeToken = (token: SwapToken): boolean => isNativeId(token.address)

/** The account's holding of a token as a human decimal string, undefined when not listed. */
function balanceOf(balances: readonly TokenBalanceEntry[], token: SwapToken): string | undefined {
  const entry = balances.find((balance) =>
    isNativeToken(token)
      ? balance.address === undefined && balance.symbol === token.symbol
      : balance.address?.toLowerCase() === token.address.toLowerCase(),
  )
  return entry?.quantity.numeric
}

/** The query of the form's quote, or undefined while the form cannot be quoted. */
export function quoteParams(
  form: SwapsState,
  from: SwapToken | undefined,
  to: SwapToken | undefined,
  userAddress: string | undefined,
): QuotesParams | undefined {
  if (!from || !to || !userAddress || from.address === to.address) return undefined
  let amount: bigint
  try {
    amount = parseAmount(form.amount, form.side === 'sell' ? from.decimals : to.decimals)
  } catch {
    return undefined
  }
  if (amount <= 0n) return undefined
  return {
    userAddress,
    from: from.address,
    to: to.address,
    amount: String(amount),
    ...(form.side === 'buy' && { side: 'buy' as const }),
  }
}

/** The form state with the chosen tokens resolved against the network's list. */
export function useSwapForm(list: readonly SwapToken[] | undefined) {
  const form = useAppSelector(selectSwaps)
  const account = useAppSelector(selectActiveAccount)
  const find = (id: string | undefined) => list?.find((token) => token.address === id)
  const from = find(form.fromToken)
  const to = find(form.toToken)
  const userAddress =
    account.caipNetworkId && account.address
      ? `${account.caipNetworkId}:${account.address}`
      : undefined
  return { form, from, to, userAddress, params: quoteParams(form, from, to, userAddress) }
}

/**
 * The quote for `params`, asked again every SWAP_QUOTE_REFRESH_MS while the view is open;
 * nothing is asked while `params` is undefined (the form is not complete).
 */
export function useSwapQuote(
  params: QuotesParams | undefined,
): EndpointQueryResult<QuotesResponse> & { refetch: () => void } {
  const api = usePluginApi<SwapsApi>()
  const dispatch = useAppDispatch()
  const key = params === undefined ? '' : JSON.stringify(params)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `params`
  const stable = useMemo(() => params, [key])
  const subscription = useRef<{ refetch(): unknown; unsubscribe(): void } | undefined>(undefined)
  useEffect(() => {
    if (!stable) return
    const current = dispatch(api.endpoints.swapQuotes.initiate(stable))
    subscription.current = current
    const timer = setInterval(() => void current.refetch(), SWAP_QUOTE_REFRESH_MS)
    return () => {
      clearInterval(timer)
      current.unsubscribe()
      subscription.current = undefined
    }
  }, [api, dispatch, stable])
  const selector = useMemo(
    () => (stable ? api.endpoints.swapQuotes.select(stable) : undefined),
    [api, stable],
  )
  const result = useAppSelector((state) =>
    // The plugin's endpoints live in the store's blockchain-services slice.
    selector ? selector(state as Parameters<typeof selector>[0]) : undefined,
  )
  const refetch = useCallback(() => void subscription.current?.refetch(), [])
  return {
    data: result?.data,
    error: result?.error,
    isUninitialized: result?.isUninitialized ?? true,
    isLoading: result?.isLoading ?? false,
    isSuccess: result?.isSuccess ?? false,
    isError: result?.isError ?? false,
    refetch,
  }
}
