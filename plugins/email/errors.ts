import { PorticoError } from 'portico/plugin'

/** A translation key of the plugin and its values: what the visitor reads for a failure. */
export interface ErrorText {
  key: string
  values?: Record<string, string | number>
}

const BY_SERVICE_CODE: Record<string, string> = {
  INVALID_CODE: 'errors.wrongCode',
  CODE_EXPIRED: 'errors.codeExpired',
  TOO_MANY_TRIES: 'errors.tooManyTries',
  UNAUTHORIZED: 'errors.sessionExpired',
  INVALID_REQUEST: 'errors.invalidRequest',
  RECOVERY_CANCELLED: 'errors.recoveryCancelled',
  RECOVERY_MODE_DOWNGRADE: 'errors.recoveryDowngrade',
  RECOVERY_REQUIRED: 'errors.recoveryRequired',
  RECOVERY_SECRET_UNAVAILABLE: 'errors.recoveryUnavailable',
  RECOVERY_ENVELOPE_CORRUPT: 'errors.recoveryCorrupt',
  WEAK_PASSWORD: 'errors.weakPassword',
}

/** The frame's (or the service's) code of a failed frame request, if it gave one. */
export function frameErrorCode(error: unknown): string | undefined {
  if (!(error instanceof PorticoError)) return undefined
  return typeof error.details.code === 'string' ? error.details.code : undefined
}

/**
 * What a failed frame request means to the visitor: the service's code (wrong, expired or
 * dead code, 'Please try again after N seconds'), the frame not loading or answering,
 * or the frame's own message.
 */
export function errorText(error: unknown): ErrorText {
  if (error instanceof PorticoError) {
    const code = frameErrorCode(error)
    const retryAfter = error.details.retryAfter
    if (code === 'RATE_LIMITED' && typeof retryAfter === 'number') {
      return {
        key: 'errors.tryAgainAfter',
        values: { seconds: Math.max(1, Math.ceil(retryAfter)) },
      }
    }
    const known = code ? BY_SERVICE_CODE[code] : undefined
    if (known) return { key: known }
    if (error.code === 'FRAME_LOAD_FAILED') return { key: 'errors.loadFailed' }
    if (error.code === 'FRAME_WINDOW_CLOSED') return { key: 'errors.windowClosed' }
    if (error.code === 'FRAME_STORAGE_BLOCKED') return { key: 'errors.storageBlocked' }
    if (error.code === 'FRAME_REQUEST_TIMEOUT') return { key: 'errors.timeout' }
    if (error.shortMessage) {
      return { key: 'errors.withMessage', values: { message: error.shortMessage } }
    }
  }
  return { key: 'errors.generic' }
}
