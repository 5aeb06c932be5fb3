import { PorticoError } from '../../../core/errors'
import type { SnackbarMessage } from '../../../core/snackbar/slice'
import { connectFailure } from '../../../core/connection/connectFailure'

/**
 * What the snackbar says when making a connection active failed, or nothing when there is
 * nobody to tell (the visitor closed the modal while the wallet asked). The connect errors
 * read as on ConnectingExternal; an unexpected one keeps its own words.
 */
export function activationErrorMessage(error: unknown): SnackbarMessage | undefined {
  const code = error instanceof PorticoError ? error.code : undefined
  if (code === 'MODAL_CLOSED') return undefined
  if (code === 'INVALID_CONNECTION_STATUS') return { key: 'profileWallets.invalidStatus' }
  const failure = connectFailure(error)
  if (failure.kind === 'rejected') return { key: 'connecting.rejected' }
  if (failure.kind === 'unavailable') return { key: 'connecting.unavailable' }
  return failure.detail ? { text: failure.detail } : { key: 'connecting.failed' }
}
