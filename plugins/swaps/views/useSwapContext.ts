import { skipToken } from '@reduxjs/toolkit/query'
import {
  parseAmount,
  selectActiveAccount,
  selectTokenBalances,
  type TokenBalanceEntry,
} from 'portico/plugin'
import {
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
  const gasPrice = useEndpointQuery(api.endpoints.swapGasPrice, caipNetworkId, {
    pollingInterval: SWAP_QUOTE_REFRESH_MS,
  })
  const balances = useAppSelector(selectTokenBalances)
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
  return useEndpointQuery(api.endpoints.swapQuotes, params ?? skipToken, {
    pollingInterval: SWAP_QUOTE_REFRESH_MS,
  })
}
