import { showError, showSuccess } from '../../core/snackbar/show'
import type { AppThunk } from '../../core/store/types'

/**
 * Copies a text (an address, a link) and says so in the snackbar: `copiedKey` on success,
 * `failedKey` when the page has no clipboard or the browser refuses.
 */
export const copyText =
  (text: string, copiedKey: string, failedKey: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      // Missing outside secure contexts (plain http) and in some embedding frames.
      if (typeof navigator.clipboard?.writeText !== 'function') {
        throw new Error('The clipboard is not available')
      }
      await navigator.clipboard.writeText(text)
    } catch {
      await dispatch(showError({ key: failedKey }))
      return
    }
    await dispatch(showSuccess(copiedKey))
  }
