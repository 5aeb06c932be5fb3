import type { ServiceError } from '../api/serviceQuery'

/**
 * Whether a failed call never reached its service (no network, the service's address not
 * answering, or no answer in time), as opposed to an answer that was an error.
 */
export const isUnreachable = (error: ServiceError | undefined): boolean =>
  error?.status === 'FETCH_ERROR' || error?.status === 'TIMEOUT_ERROR'

/** A failed call's status and message on one line, for the debug log. */
export const describeFailure = (error: ServiceError | undefined): string =>
  error ? `${String(error.status)}${error.message ? ` ${error.message}` : ''}` : 'no answer'
