import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, ErrorCode } from '../protocol/auth/contract'

/** An answer the client can act on: its HTTP status and the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get body(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.retryAfter !== undefined && { retryAfter: this.retryAfter }),
      },
    }
  }
}

/** Whole seconds until `until` (at least 1, so "try again after 0 seconds" is never said). */
export function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000))
}
