import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
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
    expect(state.alerts.list.map((alert) => alert.code)).toContain('SERVER_ERROR')
    expect(selectEnabledFeatures(state)).toMatchObject({ swaps: false, email: true })
  })

  it('raises the rate-limited alert on 429', async () => {
    server.use(serviceHandlers.failing('/appkit/v1/config', 429))
    const modal = makeModal()
    await modal.store.dispatch(loadRemoteConfig())
    expect(modal.getState().alerts.list.map((alert) => alert.code)).toContain('RATE_LIMITED')
  })

  it('treats a malformed body as a failure without retrying and without an alert', async () => {
    let calls = 0
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, () => {
        calls += 1
        return HttpResponse.json({ features: [{ id: 'email', isEnabled: 'yes' }] })
      }),
    )
    const modal = makeModal()
    await modal.store.dispatch(loadRemoteConfig())
    expect(calls).toBe(1)
    expect(modal.getState().features?.status).toBe('failed')
    expect(modal.getState().alerts.list).toEqual([])
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
