import { isAnyOf } from '@reduxjs/toolkit'
import {
  closeModal,
  selectActiveAccount,
  selectCurrentView,
  type AfterConnectStep,
  type CoreState,
  type PluginContext,
  type StartListening,
} from 'portico/plugin'
import { PAYMENT_AUTO_CLOSE_MS } from './constants'
import { followExchangePayments } from './buyStatus'
import type { ExchangeApi } from './endpoints'
import { loadExchanges } from './exchanges'
import {
  paymentFailed,
  paymentStarted,
  paymentSucceeded,
  resumedAfterConnect,
  walletDisconnected,
} from './slice'

const isConnected = (state: CoreState) => selectActiveAccount(state).status === 'connected'

/**
 * The plugin's step after a connection the visitor made (added in its setup): Connect opened
 * from Pay, so once the account connects the visitor is back on Pay. Moving the stack here
 * takes the Connecting view away; the step says it took over, so the modal stays open.
 */
export function resumePayAfterConnect(context: PluginContext<ExchangeApi>): AfterConnectStep {
  return () => {
    if (context.getState().pay?.resumeAfterConnect !== true) return false
    context.dispatch(resumedAfterConnect())
    if (!context.getState().modal.open) return false
    context.router.reset('Pay')
    return true
  }
}

/** The plugin's side effects, each a listener so the plugin's teardown removes them all. */
export function payListeners(
  startListening: StartListening,
  context: PluginContext<ExchangeApi>,
): void {
  // A new payment lists its exchanges at once: the Pay view shows a spinner meanwhile.
  startListening({
    actionCreator: paymentStarted,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await api.dispatch(loadExchanges(context.api))
    },
  })

  followExchangePayments(startListening, context.api)

  // The wallet going away during a payment is remembered: it stops the auto-close.
  startListening({
    predicate: (_action, state, previous) =>
      state.pay?.currentPayment !== undefined && isConnected(previous) && !isConnected(state),
    effect: (_action, api) => {
      const paymentId = api.getState().pay?.paymentId
      if (paymentId !== undefined) api.dispatch(walletDisconnected({ paymentId }))
    },
  })

  // 3 s after the payment ends the modal closes, unless the wallet was disconnected.
  // Only from PayLoading: a visitor who went elsewhere in the modal is not pulled out.
  startListening({
    matcher: isAnyOf(paymentSucceeded, paymentFailed),
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      const paymentId = api.getState().pay?.paymentId
      const gone = (state: CoreState) =>
        state.pay?.paymentId !== paymentId || state.pay?.walletDisconnected === true
      if (gone(api.getState())) return
      if (await api.condition((_next, state) => gone(state), PAYMENT_AUTO_CLOSE_MS)) return
      const state = api.getState()
      if (state.modal.open && selectCurrentView(state) === 'PayLoading') {
        api.dispatch(closeModal())
      }
    },
  })
}
