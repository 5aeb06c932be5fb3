import { SNACKBAR_REOPEN_DELAY_MS } from '../constants'
import type { AppThunk } from '../store/types'
import { snackbarHidden, snackbarShown, snackbarSlice, type SnackbarShown } from './slice'

/**
 * Shows a message. When the snackbar is already open it first closes, then reopens with
 * the new message 150 ms later, so the visitor sees that the message changed.
 */
export const showSnackbar =
  (payload: SnackbarShown): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    runtime.bundle.rootReducer.inject(snackbarSlice)
    if (getState().snackbar?.open) {
      dispatch(snackbarHidden())
      await new Promise((resolve) => setTimeout(resolve, SNACKBAR_REOPEN_DELAY_MS))
    }
    dispatch(snackbarShown(payload))
  }

/** Shows a success message: a translation key and its values. */
export const showSuccess = (key: string, values?: Record<string, string | number>) =>
  showSnackbar({ message: { key, values }, variant: 'success' })

/** Shows an error message: a translation key with its values, or a text from outside (e.g. a wallet's reason). */
export const showError = (message: SnackbarShown['message']) =>
  showSnackbar({ message, variant: 'error' })
