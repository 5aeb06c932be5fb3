import {
  invalidViewData,
  selectCurrentRoute,
  viewOpened,
  type AppThunk,
  type StartListening,
} from 'portico/plugin'
import { sendArgsSchema } from './args'
import { amountTyped, receiverTyped, tokenRequested } from './slice'

/**
 * Fills the send form from the data the Send view was opened with, as if the visitor had typed
 * it (the receiver is looked up as typed receivers are). Data that does not match the Send
 * view's contract fills nothing and is reported to the host's console, field by field; the
 * form stays as it was.
 */
export const prefillSend =
  (data: unknown): AppThunk =>
  (dispatch, _getState, { modal }) => {
    if (data === undefined || data === null) return
    const parsed = sendArgsSchema.safeParse(data)
    if (!parsed.success) {
      modal.logger.warn(invalidViewData('Send', parsed.error.issues))
      return
    }
    const { to, amount, token } = parsed.data
    if (token !== undefined) dispatch(tokenRequested(token))
    if (amount !== undefined) dispatch(amountTyped(amount))
    if (to !== undefined) dispatch(receiverTyped(to))
  }

/**
 * Prefills the form each time the Send view is opened with data: by the host, by another
 * plugin, or before this plugin had loaded (see `prefillOpenedSend`).
 */
export function startSendPrefill(startListening: StartListening): void {
  startListening({
    // Not on a return from the token list: that is the same form, with what was typed since.
    predicate: viewOpened('Send'),
    effect: (_action, listener) => {
      const route = selectCurrentRoute(listener.getState())
      listener.dispatch(prefillSend(route.data))
    },
  })
}

/** At setup: the view may have been opened (with its data) before the plugin's code arrived. */
export const prefillOpenedSend = (): AppThunk => (dispatch, getState) => {
  const route = selectCurrentRoute(getState())
  if (route.view === 'Send') dispatch(prefillSend(route.data))
}
