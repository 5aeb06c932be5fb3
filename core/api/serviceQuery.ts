import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query'
import {
  REQUEST_RETRIES,
  REQUEST_RETRY_BASE_DELAY_MS,
  SDK_TYPE,
  SDK_VERSION,
  SERVICE_REQUEST_TIMEOUT_MS,
} from '../constants'
import type { CoreState } from '../store/types'

export type ServiceName = 'walletServices' | 'blockchainServices'

export interface ServiceArgs {
  url: string
  method?: 'GET' | 'POST'
  params?: Record<string, string | number | boolean | undefined>
  body?: unknown
  /**
   * A call the kit works on without (the remote feature config, the origin allowlist, the
   * analytics setting): a failure to reach the service at all is not retried. A page that is
   * offline then makes one failing request for it, not four; a busy or broken service (429,
   * 5xx) is still retried.
   */
  optional?: boolean
}

/**
 * Every failed call ends as one of these values, never as a thrown error. `TIMEOUT_ERROR`: no
 * answer within SERVICE_REQUEST_TIMEOUT_MS, retries included.
 */
export interface ServiceError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'TIMEOUT_ERROR'
  message: string
}

const timedOut = (): ServiceError => ({
  status: 'TIMEOUT_ERROR',
  message: `No answer within ${SERVICE_REQUEST_TIMEOUT_MS / 1000} s`,
})

/** Statuses worth another try: the server was busy or broken, not the request. */
const isTransient = (status: ServiceError['status']) =>
  status === 'FETCH_ERROR' || status === 429 || (typeof status === 'number' && status >= 500)

/** 150 ms, 300 ms, 600 ms: exponential from the base delay (REQUEST_RETRY_BASE_DELAY_MS). */
export const retryDelay = (attempt: number) => REQUEST_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1)

function buildUrl(base: string, path: string, params: Record<string, string>) {
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`))
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

/**
 * The one base query of both service APIs: reads the service address and project id from the
 * store, adds `projectId`, `st` (sdk type) and `sv` (sdk version) to every call, and retries
 * transient failures 3 times with a 150 ms base delay (an `optional` call's network failure
 * excepted, see ServiceArgs). A call that has no answer after SERVICE_REQUEST_TIMEOUT_MS,
 * retries included, is aborted and fails with `TIMEOUT_ERROR`.
 * Responses are parsed by each endpoint's `responseSchema` afterwards.
 */
export function serviceQuery(
  service: ServiceName,
): BaseQueryFn<ServiceArgs, unknown, ServiceError> {
  const once: BaseQueryFn<ServiceArgs, unknown, ServiceError> = async (args, api) => {
    const { options } = api.getState() as CoreState
    const params: Record<string, string> = {
      projectId: options.projectId ?? '',
      st: SDK_TYPE,
      sv: SDK_VERSION,
    }
    for (const [key, value] of Object.entries(args.params ?? {})) {
      if (value !== undefined) params[key] = String(value)
    }
    let response: Response
    try {
      response = await fetch(buildUrl(options.endpoints[service], args.url, params), {
        method: args.method ?? 'GET',
        headers: args.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: args.body === undefined ? undefined : JSON.stringify(args.body),
        signal: api.signal,
      })
    } catch (error) {
      const failure: ServiceError = { status: 'FETCH_ERROR', message: String(error) }
      // Aborted (timed out, or the caller let go): another try would be aborted too. An
      // optional call is not tried again on a service it could not reach.
      if (api.signal.aborted || args.optional) retry.fail(failure)
      return { error: failure }
    }
    if (!response.ok) {
      const failure: ServiceError = { status: response.status, message: response.statusText }
      if (!isTransient(failure.status)) retry.fail(failure)
      return { error: failure }
    }
    try {
      const text = await response.text()
      return { data: text ? (JSON.parse(text) as unknown) : null }
    } catch (error) {
      return retry.fail({ status: 'PARSE_ERROR', message: `Malformed response: ${String(error)}` })
    }
  }
  const retried = retry(once, {
    maxRetries: REQUEST_RETRIES,
    backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelay(attempt))),
  }) as BaseQueryFn<ServiceArgs, unknown, ServiceError>
  // One deadline for the call and its retries: the tries see a signal that aborts when the
  // deadline passes or when RTK Query aborts the call itself.
  return async (args, api, extraOptions) => {
    const deadline = new AbortController()
    const abort = () => deadline.abort()
    const timer = setTimeout(abort, SERVICE_REQUEST_TIMEOUT_MS)
    if (api.signal.aborted) abort()
    else api.signal.addEventListener('abort', abort, { once: true })
    try {
      const result = await retried(args, { ...api, signal: deadline.signal }, extraOptions)
      // Whatever an aborted try ended with (a failed fetch, an unreadable body, RTK's own
      // 'Aborted'), a call that ran out of time failed for that reason.
      if (result.error !== undefined && deadline.signal.aborted && !api.signal.aborted) {
        return { error: timedOut() }
      }
      return result
    } finally {
      clearTimeout(timer)
      api.signal.removeEventListener('abort', abort)
    }
  }
}
