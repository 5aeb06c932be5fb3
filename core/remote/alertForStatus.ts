import type { AlertCode } from '../alerts/catalogue'
import type { ServiceError } from '../api/serviceQuery'

/** The alert a failed configuration or origins call raises, if any. */
export function alertForStatus(error: ServiceError): AlertCode | undefined {
  if (error.status === 429) return 'RATE_LIMITED'
  if (typeof error.status === 'number' && error.status >= 500) return 'SERVER_ERROR'
  if (error.status === 401 || error.status === 403) return 'INVALID_PROJECT_ID'
  return undefined
}
