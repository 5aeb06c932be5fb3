import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { SERVICE_REQUEST_TIMEOUT_MS } from '../constants'
import { selectEnabledFeatures } from '../features/selectors'
import { serviceHandlers, setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { loadRemoteConfig } from './loadRemoteConfig'

const server = setupServiceServer()

const makeModal = coreModal

describe('remote feature config', () => {
  it('applies the remote features over the host settings', async () => {
    server.use(
      serviceHandlers.config([
        { id: 'email', isEnabled: false },
        { id: 'swaps', isEnabled: true, config: null },
      ]),
    )
    const modal = makeModal()
    await modal.store.dispatch(loadRemoteConfig())
    const state = modal.getState()
    expect(state.features?.status).toBe('loaded')
    expect(selectEnabledFeatures(state)).toMatchObject({ email: false, swaps: true, onramp: true })
  })

  it('keeps a feature the host switched off, off, whatever the remote says', async () => {
    server.use(serviceHandlers.config([{ id: 'onramp', isEnabled: true }]))
    const modal = makeModal({ features: { onramp: false } })
    await modal.store.dispatch(loadRemoteConfig())
    expect(selectEnabledFeatures(modal.getState()).onramp).toBe(false)
  })

  // Found by the fuzz suite (tests/fuzz/walletServices.fuzz.test.ts).
  it('keeps a feature id such as "__proto__" as an own key, never as the prototype', async () => {
    server.use(
      serviceHandlers.config([
        { id: '__proto__', isEnabled: false },
        { id: 'email', isEnabled: false },
      ]),
    )
    const modal = makeModal()
    await modal.store.dispatch(loadRemoteConfig())
    const remote = modal.getState().features?.remote ?? {}
    expect(Object.getPrototypeOf(remote)).toBe(Object.prototype)
    expect(Object.keys(remote)).toEqual(['__proto__', 'email'])
    expect(selectEnabledFeatures(modal.getState())).toMatchObject({ email: false, swaps: true })
  })

  it('sends projectId, sdk type and sdk version', async () => {
    let seen: URL | undefined
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, ({ request }) => {
        seen = new URL(request.url)
        return HttpResponse.json({ features: [] })
      }),
    )
    await makeModal().store.dispatch(loadRemoteConfig())
    expect(seen?.searchParams.get('projectId')).toBe('p1')
    expect(seen?.searchParams.get('st')).toBe('portico')
    expect(seen?.searchParams.get('sv')).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('raises the server-error alert on a 5xx after retrying, and falls back to host settings', async () => {
    let calls = 0
    server.use(serviceHandlers.failing('/appkit/v1/config', 503, () => (calls += 1)))
    const modal = makeModal({ features: { swaps: false } })
    await modal.store.dispatch(loadRemoteConfig())
    const state = modal.getState()
    expect(calls).toBe(4) // the first try and 3 retries
    expect(state.features?.status).toBe('failed')
    expect(state.alerts?.list.map((alert) => alert.code)).toContain('SERVER_ERROR')
    expect(selectEnabledFeatures(state)).toMatchObject({ swaps: false, onramp: true })
  })

  it('raises the rate-limited alert on 429', async () => {
    server.use(serviceHandlers.failing('/appkit/v1/config', 429))
    const modal = makeModal()
    await modal.store.dispatch(loadRemoteConfig())
    expect(modal.getState().alerts?.list.map((alert) => alert.code)).toContain('RATE_LIMITED')
  })

  it('treats a malformed body as a failure without retrying and without an alert', async () => {
    let calls = 0
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, () => {
        calls += 1
        return HttpResponse.json({ features: [{ id: 'email', isEnabled: 'yes' }] })
      }),
    )
    // E-mail is on by the host's own setting (its default is on only with an auth service).
    const modal = makeModal({ features: { email: true } })
    await modal.store.dispatch(loadRemoteConfig())
    expect(calls).toBe(1)
    expect(modal.getState().features?.status).toBe('failed')
    expect(modal.getState().alerts?.list ?? []).toEqual([])
    expect(selectEnabledFeatures(modal.getState()).email).toBe(true)
  })

  it('treats a body that is not JSON as a failure', async () => {
    server.use(
      http.get(
        `${TEST_ENDPOINTS.walletServices}/appkit/v1/config`,
        () => new HttpResponse('<html>', { status: 200 }),
      ),
    )
    const modal = makeModal()
    await modal.store.dispatch(loadRemoteConfig())
    expect(modal.getState().features?.status).toBe('failed')
  })

  it('gives up on a config that never answers after the service time limit: host settings, no alert', async () => {
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, async () => {
        await delay('infinite')
        return HttpResponse.json({ features: [] })
      }),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const modal = makeModal({ features: { swaps: false } })
      const loading = modal.store.dispatch(loadRemoteConfig())
      await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS)
      await loading
      expect(modal.getState().features?.status).toBe('failed')
      expect(modal.getState().alerts?.list ?? []).toEqual([])
      expect(selectEnabledFeatures(modal.getState())).toMatchObject({ swaps: false, onramp: true })
    } finally {
      vi.useRealTimers()
    }
  })

  it('is not fetched in basic mode, which turns every remote feature off', async () => {
    const modal = makeModal({ basic: true })
    await modal.store.dispatch(loadRemoteConfig())
    expect(modal.getState().features?.status).toBe('skipped')
    expect(selectEnabledFeatures(modal.getState())).toEqual({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      reownBranding: false,
    })
  })
})
