import {
  invalidViewData,
  selectCurrentRoute,
  viewOpened,
  type AppThunk,
  type StartListening,
} from 'portico/plugin'
import { buyArgsSchema } from './args'
import { formChanged } from './slice'

/**
 * Fills the Buy form from the data the view was opened with, as if the visitor had chosen
 * it. Data that does not match the Buy view's contract fills nothing and is reported to the
 * host's console, field by field.
 */
export const prefillBuy =
  (data: unknown): AppThunk =>
  (dispatch, _getState, { modal }) => {
    if (data === undefined || data === null) return
    const parsed = buyArgsSchema.safeParse(data)
    if (!parsed.success) {
      modal.logger.warn(invalidViewData('Buy', parsed.error.issues))
      return
    }
    const { amount, currency, network } = parsed.data
    dispatch(
      formChanged({
        ...(currency !== undefined && { currency }),
        ...(network !== undefined && { network }),
        ...(amount !== undefined && { amount }),
      }),
    )
  }

/** Prefills the form each time Buy is opened with data (by the host or another plugin). */
export function startBuyPrefill(startListening: StartListening): void {
  startListening({
    predicate: viewOpened('Buy'),
    effect: (_action, listener) => {
      listener.dispatch(prefillBuy(selectCurrentRoute(listener.getState()).data))
    },
  })
}

/** At setup: Buy may have been opened with its data before the plugin's code arrived. */
export const prefillOpenedBuy = (): AppThunk => (dispatch, getState) => {
  const route = selectCurrentRoute(getState())
  if (route.view === 'Buy') dispatch(prefillBuy(route.data))
}
