import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serviceHandlers, setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'

// A page whose services cannot be reached (no network, nothing listening at their address):
// the kit's optional calls (the remote feature config, the origin allowlist, the analytics
// setting, the analytics events) fail quietly, each once, with one debug line of the kit's
// logger and no console error or warning; and they are not tried again and again.

const server = setupServiceServer()

const ws = (path: string) => `${TEST_ENDPOINTS.walletServices}${path}`

/** A GET on a wallet-services path that fails at the network level; counts the requests. */
function unreachable(path: string, requests: string[]) {
  return http.get(ws(path), () => {
    requests.push(path)
    return HttpResponse.error()
  })
}

/**
 * Redux Toolkit's development checks warn when they took longer than 32 ms: a line about how
 * busy the test machine is, not about the kit's calls.
 */
const DEV_CHECK_TIMING = /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms/

/** console.error and console.warn, spied; what they were given, minus the timing lines. */
function consoleSpies() {
  const error = vi.spyOn(console, 'error')
  const warn = vi.spyOn(console, 'warn')
  return () =>
    [...error.mock.calls, ...warn.mock.calls].filter(
      ([first]) => !(typeof first === 'string' && DEV_CHECK_TIMING.test(first)),
    )
}

/** A modal whose logger's debug lines are collected (the page did not turn debug on). */
function loggedModal(options: Parameters<typeof coreModal>[0] = {}) {
  const modal = coreModal({ enableWalletConnect: false, ...options })
  const debug = vi.spyOn(modal.runtime.logger, 'debug')
  return { modal, lines: () => debug.mock.calls.map(([message]) => message) }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('optional calls to services that cannot be reached', () => {
  it('the remote config fails once, unretried; the calls to the same service are not made', async () => {
    const requests: string[] = []
    server.use(
      unreachable('/appkit/v1/config', requests),
      unreachable('/projects/v1/origins', requests),
      unreachable('/getAnalyticsConfig', requests),
    )
    const consoleCalls = consoleSpies()
    const { modal, lines } = loggedModal()

    await modal.runtime.remoteConfig()

    expect(requests).toEqual(['/appkit/v1/config'])
    expect(modal.getState().features?.status).toBe('failed')
    expect(lines()).toEqual([
      expect.stringMatching(
        /^Remote feature config unavailable \(FETCH_ERROR .*\); using the host settings$/,
      ),
      'Wallet services unreachable: the origin allowlist and the analytics setting are not asked',
    ])
    // No analytics without the setting: nothing waits for it either.
    modal.runtime.analytics.track('MODAL_OPEN')
    expect((await modal.runtime.analytics.client()).isEnabled()).toBe(false)
    expect(consoleCalls()).toEqual([])
    // No alert for the visitor either: the modal works on the host's settings.
    expect(modal.getState().alerts?.list ?? []).toEqual([])
  })

  it('the origin allowlist and the analytics setting each fail once, with one debug line each', async () => {
    const requests: string[] = []
    server.use(
      serviceHandlers.config([]),
      unreachable('/projects/v1/origins', requests),
      unreachable('/getAnalyticsConfig', requests),
    )
    const consoleCalls = consoleSpies()
    const { modal, lines } = loggedModal()

    await modal.runtime.remoteConfig()

    expect(requests.sort()).toEqual(['/getAnalyticsConfig', '/projects/v1/origins'])
    expect(lines().sort()).toEqual([
      expect.stringMatching(
        /^Analytics setting unavailable \(FETCH_ERROR .*\); no events are sent$/,
      ),
      expect.stringMatching(
        /^Origin allowlist unavailable \(FETCH_ERROR .*\); the origin is not checked$/,
      ),
    ])
    expect(consoleCalls()).toEqual([])
  })

  it('an analytics event that cannot be sent is the last one sent, with one debug line', async () => {
    let posts = 0
    server.use(
      serviceHandlers.config([]),
      serviceHandlers.analyticsConfig(true),
      http.post(`${TEST_ENDPOINTS.analytics}/e`, () => {
        posts += 1
        return HttpResponse.error()
      }),
    )
    const consoleCalls = consoleSpies()
    const { modal, lines } = loggedModal()
    await modal.runtime.remoteConfig()
    const client = await modal.runtime.analytics.client()

    modal.runtime.analytics.track('MODAL_OPEN')
    await vi.waitFor(() => expect(client.isEnabled()).toBe(false))
    modal.runtime.analytics.track('MODAL_CLOSE')
    modal.runtime.analytics.reportError('VIEW_FAILED', new Error('a view broke'))

    expect(posts).toBe(1)
    expect(lines()).toEqual([
      expect.stringMatching(/^Analytics event not sent \(analytics service unreachable: .*\)$/),
    ])
    expect(consoleCalls()).toEqual([])
  })

  it('a service that answers with an error is still retried (it may be busy), and logged once', async () => {
    let calls = 0
    server.use(
      serviceHandlers.failing('/appkit/v1/config', 503, () => (calls += 1)),
      serviceHandlers.origins(['http://localhost:3000']),
    )
    const consoleCalls = consoleSpies()
    const { modal, lines } = loggedModal()

    await modal.runtime.remoteConfig()

    expect(calls).toBe(4)
    expect(lines()).toEqual([
      'Remote feature config unavailable (503 Service Unavailable); using the host settings',
    ])
    expect(consoleCalls()).toEqual([])
  })
})
