import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import {
  REQUEST_RETRIES,
  REQUEST_RETRY_BASE_DELAY_MS,
  SERVICE_REQUEST_TIMEOUT_MS,
} from '../constants'
import { servicesOf } from '../services'
import { requestWallets } from '../wallets/request'
import { retryDelay } from './serviceQuery'

const server = setupServiceServer()

describe('service query retries', () => {
  it('waits 150 ms, then doubles, for each of the 3 retries', () => {
    expect(REQUEST_RETRIES).toBe(3)
    expect(REQUEST_RETRY_BASE_DELAY_MS).toBe(150)
    expect([1, 2, 3].map(retryDelay)).toEqual([150, 300, 600])
  })
})

describe('service query time limit', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A wallet-services GET on `path` that never answers; counts the calls. */
  function hanging(path: string) {
    const calls = { count: 0 }
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}${path}`, async () => {
        calls.count += 1
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    return calls
  }

  /** A modal whose service APIs are attached, with only the timers faked from then on. */
  async function modalWithServices() {
    const modal = coreModal()
    const apis = await servicesOf(modal.runtime)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    return { modal, apis }
  }

  it('fails a call with no answer as TIMEOUT_ERROR after 10 s, without retrying it', async () => {
    expect(SERVICE_REQUEST_TIMEOUT_MS).toBe(10_000)
    const calls = hanging('/appkit/v1/config')
    const { modal, apis } = await modalWithServices()
    let settled = false
    const call = modal.store
      .dispatch(
        apis.walletServices.endpoints.getRemoteConfig.initiate(undefined, { subscribe: false }),
      )
      .finally(() => (settled = true))

    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const result = await call
    expect(result.error).toEqual({ status: 'TIMEOUT_ERROR', message: 'No answer within 10 s' })
    expect(calls.count).toBe(1)
  })

  it('counts the retries in the same 10 s: a 503, then a try that hangs', async () => {
    let calls = 0
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/projects/v1/origins`, async () => {
        calls += 1
        if (calls === 1) return new HttpResponse(null, { status: 503 })
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const { modal, apis } = await modalWithServices()
    const call = modal.store.dispatch(
      apis.walletServices.endpoints.getAllowedOrigins.initiate(undefined, { subscribe: false }),
    )
    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS)
    expect((await call).error).toMatchObject({ status: 'TIMEOUT_ERROR' })
    expect(calls).toBe(2)
  })

  it('gives the wallet list its usual failure when the service never answers', async () => {
    hanging('/getWallets')
    const { modal } = await modalWithServices()
    const answer = requestWallets(modal.store.dispatch, modal.runtime, { page: 1, entries: 40 })
    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS)
    expect(await answer).toEqual({ ok: false, message: 'No answer within 10 s' })
  })

  it('leaves an answer in time alone', async () => {
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/getAnalyticsConfig`, async () => {
        await delay(SERVICE_REQUEST_TIMEOUT_MS / 2)
        return HttpResponse.json({ isAnalyticsEnabled: true })
      }),
    )
    const { modal, apis } = await modalWithServices()
    const call = modal.store.dispatch(
      apis.walletServices.endpoints.getAnalyticsConfig.initiate(undefined, { subscribe: false }),
    )
    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS / 2)
    expect((await call).data).toEqual({ isAnalyticsEnabled: true })
  })
})
