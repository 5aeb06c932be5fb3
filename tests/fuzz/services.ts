// What the service-response suites share: a modal without its UI whose `fetch` answers one path
// with the body a case chose (every other call a 404, which is neither retried nor alerted), the
// check of an RTK Query result, and the schema property.
import * as fc from 'fast-check'
import { expect, onTestFinished, vi } from 'vitest'
import type * as z from 'zod/mini'
import type { PorticoModal } from 'portico'
import { createTestModal } from 'portico/testing'
import type { ServiceApis } from '../../core/api/apis'
import { servicesOf } from '../../core/services'
import { anything, nearValid, responseBody } from './arbitraries'
import { neverThrows } from './outcome'
import { settle } from './runs'

/** A status as a service could answer: mostly 200, sometimes an error that is not retried. */
export const answerStatus = fc.constantFrom(200, 200, 200, 200, 201, 204, 400, 401, 403, 404)

export interface Answering {
  modal: PorticoModal
  apis: ServiceApis
  /** The next call whose path ends with `path` gets `body` with `status`. */
  answer(body: string, status?: number): void
}

/**
 * A test modal (no UI) on stubbed `fetch`: a call whose path ends with `path` gets the current
 * answer, every other call a 404. Call it inside a test: the modal is torn down after it.
 */
export async function answeringModal(path: string): Promise<Answering> {
  let current = { body: '', status: 200 }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (!url.pathname.endsWith(path)) return new Response('{}', { status: 404 })
      // 204 and 205 may carry no body.
      const body = current.status === 204 ? null : current.body
      return new Response(body, {
        status: current.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  const modal = createTestModal({}, { ui: false })
  const apis = await servicesOf(modal.runtime)
  return {
    modal,
    apis,
    answer(body, status = 200) {
      current = { body, status }
    },
  }
}

/** What awaiting an RTK Query `initiate` gives: data, or an error value. */
export interface QueryResult {
  data?: unknown
  error?: unknown
}

/**
 * The property of a service call: it settles in bounded time, with data the response schema
 * accepts (a clean value) or with an error value carrying a status and a message; it never
 * throws. `isClean` says whether the data is what the schema gives.
 */
export async function expectCleanResult(
  call: () => PromiseLike<QueryResult>,
  isClean: (data: unknown) => boolean,
): Promise<void> {
  const settled = await settle(Promise.resolve(neverThrows(call)))
  if (settled.status === 'hung') throw new Error('the service call never settled')
  if (settled.status === 'rejected') {
    throw new Error('the service call rejected instead of returning an error value', {
      cause: settled.reason,
    })
  }
  const result = settled.value
  if (result.error !== undefined) {
    const error = result.error as { status?: unknown; message?: unknown; error?: unknown }
    expect(['number', 'string']).toContain(typeof error.status)
    expect(typeof (error.message ?? error.error)).toBe('string')
    return
  }
  expect(isClean(result.data)).toBe(true)
}

/**
 * The schema property: for anything, and for valid values with one field changed, `safeParse`
 * returns a result and never throws; what it accepts, it accepts again (parsing is clean).
 */
export function schemaProperty<T>(schema: z.ZodMiniType, valid: fc.Arbitrary<T>) {
  return fc.property(fc.oneof(anything, nearValid(valid)), (input) => {
    const result = neverThrows(() => schema.safeParse(input))
    if (result.success) expect(schema.safeParse(result.data).success).toBe(true)
  })
}

/**
 * The property of one endpoint: for a body the service could send (valid, one field changed,
 * any JSON, not JSON) and a status, the call gives data `schema` accepts, or an error value.
 */
export function endpointProperty<T>(
  service: Answering,
  valid: fc.Arbitrary<T>,
  schema: z.ZodMiniType,
  call: (service: Answering, run: number) => PromiseLike<QueryResult>,
) {
  let run = 0
  return fc.asyncProperty(responseBody(valid), answerStatus, async (body, status) => {
    service.answer(body, status)
    run += 1
    // Each case starts from empty caches: the store's development checks walk the whole
    // state on every action, so thousands of kept entries would slow every later case.
    service.modal.store.dispatch(service.apis.walletServices.util.resetApiState())
    service.modal.store.dispatch(service.apis.blockchainServices.util.resetApiState())
    await expectCleanResult(
      () => call(service, run),
      (data) => schema.safeParse(data).success,
    )
  })
}
