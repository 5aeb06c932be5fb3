import { showError, type AppThunk } from 'portico/plugin'
import { caip19Of } from './assetIds'
import type { PaymentConfig } from './config'
import type { ExchangeApi } from './endpoints'
import { errorToastKey, toExchangeError } from './errors'
import { rpcResult } from './exchangeRpc'
import { EXCHANGE_METHODS, type Exchange } from './exchangeSchemas'
import { exchangesFailed, exchangesLoaded, exchangesRequested } from './slice'

/** The host's `payWithExchange` choice: only the ids it includes, none it excludes. */
export function offeredExchanges(
  exchanges: readonly Exchange[],
  choice: PaymentConfig['payWithExchange'],
): Exchange[] {
  const { includeOnly, exclude = [] } = choice ?? {}
  return exchanges.filter(
    (exchange) =>
      (includeOnly === undefined || includeOnly.includes(exchange.id)) &&
      !exclude.includes(exchange.id),
  )
}

/**
 * Lists the exchanges the visitor may pay through, for the payment's asset and amount. The
 * first EXCHANGES_SHOWN are kept (the slice cuts the list). A failure shows its toast
 * (UNABLE_TO_GET_EXCHANGES, or ASSET_NOT_SUPPORTED) and leaves the list empty: paying from a
 * wallet stays possible. `api` is the plugin's (its context's `api`).
 */
export const loadExchanges =
  (api: ExchangeApi): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const { config, paymentId } = getState().pay ?? {}
    if (!config || paymentId === undefined) return
    dispatch(exchangesRequested({ paymentId }))
    try {
      const answer = await dispatch(
        api.endpoints.getExchanges.initiate(
          { page: 0, asset: caip19Of(config.paymentAsset), amount: config.amount },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap()
      const { exchanges } = rpcResult(answer, EXCHANGE_METHODS.getExchanges)
      dispatch(
        exchangesLoaded({
          paymentId,
          exchanges: offeredExchanges(exchanges, config.payWithExchange),
        }),
      )
    } catch (failure) {
      const error = toExchangeError(failure, 'UNABLE_TO_GET_EXCHANGES')
      modal.logger.warn('The exchanges could not be listed', error.message)
      dispatch(exchangesFailed({ paymentId, error }))
      if (getState().pay?.paymentId === paymentId) {
        void dispatch(showError({ key: errorToastKey(error.code) }))
      }
    }
  }
