import {
  formatCaipAddress,
  isWebUrl,
  showError,
  type AppDispatch,
  type AppThunk,
  type CoreState,
} from 'portico/plugin'
import { caip19Of } from './assetIds'
import type { PaymentConfig } from './config'
import type { ExchangeApi } from './endpoints'
import { errorToastKey, paymentError, toExchangeError } from './errors'
import { rpcResult } from './exchangeRpc'
import { EXCHANGE_METHODS } from './exchangeSchemas'
import { openExchangePage } from './exchangePage'
import { canStartPayment } from './selectors'
import { attemptRefused, exchangePaymentOpened, exchangeSelected } from './slice'

/** Asks the exchange service where the visitor pays, and for the session to follow. */
async function requestPayPage(
  dispatch: AppDispatch,
  api: ExchangeApi,
  exchangeId: string,
  config: PaymentConfig,
  signal: AbortSignal,
): Promise<{ url: string; sessionId: string }> {
  const request = dispatch(
    api.endpoints.getExchangePayUrl.initiate({
      exchangeId,
      asset: caip19Of(config.paymentAsset),
      amount: config.amount,
      // CAIP-10 for who is paid: `eip155:8453:0xabc…`.
      recipient: formatCaipAddress(config.paymentAsset.network, config.recipient),
      ...(config.redirectUrl && { redirectUrl: config.redirectUrl }),
    }),
  )
  const abort = () => request.abort()
  signal.addEventListener('abort', abort, { once: true })
  // A mutation's result stays in the store until reset: nothing reads it after this.
  const answer = await request.unwrap().finally(() => {
    signal.removeEventListener('abort', abort)
    request.reset()
  })
  const page = rpcResult(answer, EXCHANGE_METHODS.getPayUrl)
  if (!isWebUrl(page.url)) {
    throw paymentError('UNABLE_TO_GET_PAY_URL', 'The pay URL is not a web address', {
      url: page.url,
    })
  }
  return page
}

/**
 * Pays through an exchange: asks the exchange service for a pay URL, then opens it
 * in `tab` (opened blank during the click, see openBlankTab) or in this tab, per the config's
 * `openInNewTab`, and shows PayLoading while the buy status is polled (buyStatus.ts). Every
 * exchange option waits while the URL is on its way. Without a URL (a refusal, a failure, no
 * answer within the services' time limit) the visitor stays on Pay with a toast
 * (UNABLE_TO_GET_PAY_URL, or ASSET_NOT_SUPPORTED) and the tab is closed. The modal closing,
 * or another payment starting, while the URL is on its way closes the tab at once and drops
 * the request. `api` is the plugin's (its context's `api`).
 */
export const payWithExchange =
  (api: ExchangeApi, exchangeId: string, tab?: Window): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const pay = getState().pay
    if (!pay?.config || pay.paymentId === undefined || !canStartPayment(pay)) {
      tab?.close()
      return
    }
    const { config, paymentId } = pay
    dispatch(exchangeSelected({ paymentId, exchangeId }))

    // The visitor closed the modal, or the host started another payment.
    const left = (state: CoreState) =>
      !state.modal.open || state.pay?.paymentId !== paymentId || state.pay.closed
    const leaving = new AbortController()
    const stopWatching = modal.store.subscribe(() => {
      if (leaving.signal.aborted || !left(getState())) return
      tab?.close()
      leaving.abort()
    })

    let page: { url: string; sessionId: string }
    try {
      page = await requestPayPage(dispatch, api, exchangeId, config, leaving.signal)
    } catch (failure) {
      tab?.close()
      if (left(getState())) return
      const error = toExchangeError(failure, 'UNABLE_TO_GET_PAY_URL')
      modal.logger.warn('No pay URL from the exchange', error.message)
      dispatch(attemptRefused({ paymentId, error }))
      if (getState().pay?.paymentId === paymentId) {
        void dispatch(showError({ key: errorToastKey(error.code) }))
      }
      return
    } finally {
      stopWatching()
    }

    // The visitor closed the modal (or the host started another payment) meanwhile.
    if (left(getState())) {
      tab?.close()
      return
    }
    dispatch(exchangePaymentOpened({ paymentId, exchangeId, sessionId: page.sessionId }))
    modal.router.push('PayLoading')
    openExchangePage({ url: page.url, openInNewTab: config.openInNewTab }, tab)
  }
