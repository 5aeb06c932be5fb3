import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query'
import { REQUEST_RETRIES, REQUEST_RETRY_BASE_DELAY_MS, SDK_TYPE, SDK_VERSION } from '../constants'
import type { CoreState } from '../store/types'

export type ServiceName = 'walletServices' | 'blockchainServices'

export interface ServiceArgs {
  url: string
  method?: 'GET' | 'POST'
  params?: Record<string, string | number | boolean | undefined>
  body?: unknown
}

/** Every failed call ends as one of these values, never as a thrown error. */
export interface ServiceError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR'
  message: string
}

/** Statuses worth another try: the server was busy or broken, not the request. */
const isTransient = (status: ServiceError['status']) =>
  status === 'FETCH_ERROR' || status === 429 || (typeof status === 'number' && status >= 500)

/** 150 ms, 300 ms, 600 ms: exponential from the base delay of SPEC §9. */
export const retryDelay = (attempt: number) => REQUEST_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1)

function buildUrl(base: string, path: string, params: Record<string, string>) {
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`))
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

/**
 * The one base query of both service APIs: reads the service address and project id from the
 * store, adds `projectId`, `st` (sdk type) and `sv` (sdk version) to every call, and retries
 * transient failures 3 times with a 150 ms base delay. Responses are parsed by each
 * endpoint's `responseSchema` afterwards.
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
  return retry(once, {
    maxRetries: REQUEST_RETRIES,
    backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelay(attempt))),
  }) as BaseQueryFn<ServiceArgs, unknown, ServiceError>
}
