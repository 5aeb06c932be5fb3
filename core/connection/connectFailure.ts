import { PorticoError, errorMessage } from '../errors'

/** How a failed connect reads to the visitor. */
export type ConnectFailure =
  { kind: 'rejected' } | { kind: 'unavailable' } | { kind: 'failed'; detail: string | undefined }

/**
 * The failure to show for what `connectWith` threw: the wallet's rejection, a wallet that is
 * not (or no longer) in the page, or anything else with its message as the detail.
 */
export function connectFailure(error: unknown): ConnectFailure {
  const code = error instanceof PorticoError ? error.code : undefined
  if (code === 'CONNECTION_REJECTED') return { kind: 'rejected' }
  if (code === 'CONNECTOR_NOT_FOUND') return { kind: 'unavailable' }
  return { kind: 'failed', detail: errorMessage(error, '') || undefined }
}
