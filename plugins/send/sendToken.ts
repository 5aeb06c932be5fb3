import {
  errorMessage,
  formatAmount,
  refreshBalance,
  showError,
  showSuccess,
  type AppDispatch,
  type AppThunk,
  type CoreState,
  type ModalContext,
  type SnackbarMessage,
} from 'portico/plugin'
import { formatTokenAmount } from 'portico/ui'
import type { SendApi } from './endpoints'
import { englishText, SEND_NAMESPACE } from './messages'
import { planSend, SendProblem } from './plan'
import type { SendIntent } from './senders'
import { decimalsOf } from './tokens'
import { issueValues } from './validation'
import { loadingSet, selectSend, sendReset } from './slice'

export type SendOutcome = { ok: true; hash: string } | { ok: false; message: string }

/** What the visitor reads: our own problems translated, anything else in the wallet's words. */
function snackbarMessageOf(error: unknown, language: string): SnackbarMessage {
  if (error instanceof SendProblem) {
    const { key } = error.issue
    const values = issueValues(error.issue, language)
    return values
      ? { key: `${SEND_NAMESPACE}:${key}`, values }
      : { key: `${SEND_NAMESPACE}:${key}` }
  }
  return { text: errorMessage(error) }
}

/** What analytics learns of a send: never the receiver. */
function trackedProperties(state: CoreState): Record<string, unknown> {
  const { token, sendTokenAmount } = selectSend(state)
  const { activeNamespace, byNamespace } = state.account
  return {
    network: activeNamespace && byNamespace[activeNamespace]?.caipNetworkId,
    token: token?.symbol,
    tokenAddress: token?.address,
    amount: sendTokenAmount,
  }
}

/**
 * After a send the balances are stale: the cached balance and history answers are
 * invalidated (views holding them read them again), and the account's own balance, which a
 * thunk keeps outside any subscription, is read afresh, bypassing the service's cache for
 * the token that moved. A failure here is logged: the transaction is out either way.
 */
function refreshAfterSend(
  dispatch: AppDispatch,
  modal: ModalContext,
  api: SendApi,
  intent: SendIntent,
) {
  try {
    dispatch(api.util.invalidateTags(['Balance', 'History']))
  } catch (error) {
    modal.logger.warn('The balances could not be invalidated after a send', error)
  }
  // Never rejects (it shows its own failure); not awaited, so Account shows at once.
  void dispatch(
    refreshBalance({
      forceUpdate: intent.token.address ?? `${intent.caipNetworkId}:${intent.from}`,
    }),
  )
}

/**
 * Sends the form in the store: loading turns on and SEND_INITIATED is tracked; the
 * form is checked and sent through the namespace's sender (eip155: a native
 * transfer or the token contract's `transfer`; any other namespace fails with 'Unsupported
 * chain'). On success SEND_SUCCESS is tracked, balances are refreshed, the form is reset, the
 * modal returns to Account and says 'Sent'. On failure SEND_ERROR is tracked, the snackbar
 * gives the reason (the wallet's own words for a wallet error) and the form is kept as typed.
 * `api` is the plugin's (`usePluginApi()` in a view): its cached answers are invalidated.
 * Never rejects.
 */
export const sendToken =
  (api: SendApi): AppThunk<Promise<SendOutcome>> =>
  async (dispatch, getState, { modal }) => {
    // The Send button is disabled meanwhile; a second request must not reach the wallet twice.
    if (selectSend(getState()).loading) {
      return { ok: false, message: 'A send is already waiting for the wallet' }
    }
    dispatch(loadingSet(true))
    const properties = trackedProperties(getState())
    modal.track('SEND_INITIATED', properties)

    let sent: { hash: string; intent: SendIntent }
    try {
      const plan = planSend(getState())
      if (!plan.ok) throw new SendProblem(plan.code, plan.issue, englishText(modal, plan.issue))
      sent = { hash: await plan.sender.send(modal, plan.intent), intent: plan.intent }
    } catch (error) {
      const message = errorMessage(error)
      dispatch(loadingSet(false))
      modal.track('SEND_ERROR', { ...properties, message })
      // The visitor reads why in the snackbar; a refused send is no fault of the page.
      modal.logger.debug('Send failed', error)
      await dispatch(showError(snackbarMessageOf(error, modal.i18n.language)))
      return { ok: false, message }
    }

    modal.track('SEND_SUCCESS', { ...properties, hash: sent.hash })
    refreshAfterSend(dispatch, modal, api, sent.intent)
    dispatch(sendReset())
    modal.router.reset('Account')
    // What left, every digit the wallet sent, written the visitor's way: "Sent 1.5 USDC",
    // "1 234,5 USDC envoyés".
    const decimals = decimalsOf(sent.intent.token)
    await dispatch(
      showSuccess(`${SEND_NAMESPACE}:sent`, {
        amount: formatTokenAmount(formatAmount(sent.intent.value, decimals), modal.i18n.language, {
          maxFractionDigits: decimals,
        }),
        symbol: sent.intent.token.symbol,
      }),
    )
    return { ok: true, hash: sent.hash }
  }
