import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { serviceHandlers, setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { SERVICE_REQUEST_TIMEOUT_MS } from '../constants'
import { loadAnalyticsConfig } from './loadAnalyticsConfig'
import { coreModal } from '../../testing/coreModal'
import { checkOrigin, isOriginAllowed } from './checkOrigin'

const server = setupServiceServer()

const codes = (modal: ReturnType<typeof coreModal>) =>
  (modal.getState().alerts?.list ?? []).map((a) => a.code)

describe('allowed origins', () => {
  it('matches exact origins, ignoring case and a trailing slash', () => {
    expect(isOriginAllowed('https://shop.example', ['https://SHOP.example/'])).toBe(true)
    expect(isOriginAllowed('https://shop.example', ['https://other.example'])).toBe(false)
    expect(isOriginAllowed('http://shop.example', ['https://shop.example'])).toBe(false)
  })

  it('matches subdomain wildcards, never the bare domain or a look-alike', () => {
    const allowed = ['https://*.example.com']
    expect(isOriginAllowed('https://a.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://badexample.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://a.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://a.example.com', ['*.example.com'])).toBe(true)
  })

  it('raises the unverified-domain alert when the page origin is not listed', async () => {
    server.use(serviceHandlers.origins(['https://shop.example']))
    const modal = coreModal()
    await modal.store.dispatch(checkOrigin())
    expect(codes(modal)).toEqual(['UNVERIFIED_DOMAIN'])
  })

  it('raises nothing when the page origin is listed', async () => {
    server.use(serviceHandlers.origins([window.location.origin]))
    const modal = coreModal()
    await modal.store.dispatch(checkOrigin())
    expect(codes(modal)).toEqual([])
  })

  it('raises the server-error or rate-limited alert when the list cannot be had', async () => {
    server.use(serviceHandlers.failing('/projects/v1/origins', 500))
    const failing = coreModal()
    await failing.store.dispatch(checkOrigin())
    expect(codes(failing)).toEqual(['SERVER_ERROR'])

    server.use(serviceHandlers.failing('/projects/v1/origins', 429))
    const limited = coreModal()
    await limited.store.dispatch(checkOrigin())
    expect(codes(limited)).toEqual(['RATE_LIMITED'])
  })

  it('raises the invalid-project-id alert on 403', async () => {
    server.use(serviceHandlers.failing('/projects/v1/origins', 403))
    const modal = coreModal()
    await modal.store.dispatch(checkOrigin())
    expect(codes(modal)).toEqual(['INVALID_PROJECT_ID'])
  })

  it('raises nothing, and analytics stay off, when the services never answer', async () => {
    const never = async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/projects/v1/origins`, never),
      http.get(`${TEST_ENDPOINTS.walletServices}/getAnalyticsConfig`, never),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const modal = coreModal({ features: { analytics: true } })
      const remoteEnabled = vi.spyOn(modal.runtime.analytics, 'setRemoteEnabled')
      const checks = Promise.all([
        modal.store.dispatch(checkOrigin()),
        modal.store.dispatch(loadAnalyticsConfig()),
      ])
      await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS)
      await checks
      expect(codes(modal)).toEqual([])
      expect(remoteEnabled).toHaveBeenCalledWith(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
