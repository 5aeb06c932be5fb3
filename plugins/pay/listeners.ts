import { isAnyOf } from '@reduxjs/toolkit'
import { selectActiveAccount } from '../../core/account/slice'
import { PAYMENT_AUTO_CLOSE_MS } from '../../core/constants'
import { closeModal } from '../../core/modal/close'
import { selectCurrentView } from '../../core/router/selectors'
import type { StartListening } from '../../core/store/makeStore'
import type { CoreState } from '../../core/store/types'
import { followExchangePayments } from './buyStatus'
import { loadExchanges } from './exchanges'
import {
  paymentFailed,
  paymentStarted,
  paymentSucceeded,
  resumedAfterConnect,
  walletDisconnected,
} from './slice'

const isConnected = (state: CoreState) => selectActiveAccount(state).status === 'connected'

/** The plugin's side effects, each a listener so the plugin's teardown removes them all. */
export function payListeners(startListening: StartListening): void {
  // A new payment lists its exchanges at once: the Pay view shows a spinner meanwhile.
  startListening({
    actionCreator: paymentStarted,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await api.dispatch(loadExchanges())
    },
  })

  followExchangePayments(startListening)

  // Connect opened from Pay: once the account connects, the visitor is back on Pay. Moving
  // the stack here takes the Connecting view away, so it does not close the modal either.
  startListening({
    predicate: (_action, state, previous) =>
      state.pay?.resumeAfterConnect === true && isConnected(state) && !isConnected(previous),
    effect: (_action, api) => {
      api.dispatch(resumedAfterConnect())
      if (api.getState().modal.open) api.extra.runtime.router.reset('Pay')
    },
  })

  // The wallet going away during a payment is remembered: it stops the auto-close.
  startListening({
    predicate: (_action, state, previous) =>
      state.pay?.currentPayment !== undefined && isConnected(previous) && !isConnected(state),
    effect: (_action, api) => {
      const paymentId = api.getState().pay?.paymentId
      if (paymentId !== undefined) api.dispatch(walletDisconnected({ paymentId }))
    },
  })

  // SPEC §4: 3 s after the payment ends the modal closes, unless the wallet was disconnected.
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
