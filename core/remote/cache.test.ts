import { afterEach, describe, expect, it, vi } from 'vitest'
import { serviceHandlers, setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { originsResponseSchema, remoteConfigResponseSchema } from '../api/schemas/walletServices'
import { REMOTE_CONFIG_CACHE_MS } from '../constants'
import { selectEnabledFeatures } from '../features/selectors'
import {
  cacheKey,
  readCachedAnswer,
  REMOTE_CACHE_VERSION,
  writeCachedAnswer,
  type CacheScope,
} from './cache'

const server = setupServiceServer()

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  vi.restoreAllMocks()
})

const CONFIG_PATHS = ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']

/** The paths of the configuration calls that reach the services from now on. */
function recordConfigCalls() {
  const paths: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    if (CONFIG_PATHS.includes(path)) paths.push(path)
  }
  server.events.on('request:start', listener)
  return { paths, stop: () => server.events.removeListener('request:start', listener) }
}

const scope: CacheScope = { projectId: 'p1', endpoint: TEST_ENDPOINTS.walletServices }
const answer = { features: [{ id: 'email', isEnabled: false, config: null }] }
const NOW = 1_750_000_000_000

describe('the remote config cache (localStorage)', () => {
  it('gives back an answer for the same project and service within 5 minutes', () => {
    expect(REMOTE_CONFIG_CACHE_MS).toBe(5 * 60_000)
    writeCachedAnswer('config', scope, answer, NOW)

    expect(readCachedAnswer('config', scope, remoteConfigResponseSchema, NOW)).toEqual(answer)
    expect(
      readCachedAnswer(
        'config',
        scope,
        remoteConfigResponseSchema,
        NOW + REMOTE_CONFIG_CACHE_MS - 1,
      ),
    ).toEqual(answer)
  })

  it('drops an entry 5 minutes old, or dated in the future', () => {
    writeCachedAnswer('config', scope, answer, NOW)
    expect(
      readCachedAnswer('config', scope, remoteConfigResponseSchema, NOW + REMOTE_CONFIG_CACHE_MS),
    ).toBeUndefined()
    expect(localStorage.getItem(cacheKey('config', 'p1'))).toBeNull()

    writeCachedAnswer('config', scope, answer, NOW + 1_000)
    expect(readCachedAnswer('config', scope, remoteConfigResponseSchema, NOW)).toBeUndefined()
    expect(localStorage.getItem(cacheKey('config', 'p1'))).toBeNull()
  })

  it('keeps each project, and each call, apart; another service address is a miss', () => {
    writeCachedAnswer('config', scope, answer, NOW)

    expect(
      readCachedAnswer('config', { ...scope, projectId: 'p2' }, remoteConfigResponseSchema, NOW),
    ).toBeUndefined()
    expect(readCachedAnswer('origins', scope, originsResponseSchema, NOW)).toBeUndefined()
    expect(
      readCachedAnswer(
        'config',
        { ...scope, endpoint: 'https://elsewhere.example' },
        remoteConfigResponseSchema,
        NOW,
      ),
    ).toBeUndefined()
  })

  it.each([
    ['not JSON', '{"version":'],
    ['not an entry', '[1,2,3]'],
    ['another version', { version: REMOTE_CACHE_VERSION + 1 }],
    ['an answer its schema refuses', { answer: { features: [{ id: '', isEnabled: 'yes' }] } }],
    ['a date that is not a number', { storedAt: 'yesterday' }],
  ])('drops a corrupt entry (%s) and answers nothing', (_, corruption) => {
    const entry = { version: REMOTE_CACHE_VERSION, endpoint: scope.endpoint, storedAt: NOW, answer }
    const text =
      typeof corruption === 'string' ? corruption : JSON.stringify({ ...entry, ...corruption })
    localStorage.setItem(cacheKey('config', 'p1'), text)

    expect(readCachedAnswer('config', scope, remoteConfigResponseSchema, NOW)).toBeUndefined()
    expect(localStorage.getItem(cacheKey('config', 'p1'))).toBeNull()
  })

  it('works without storage: a refusing localStorage caches nothing and throws nothing', () => {
    const refuse = () => {
      throw new DOMException('storage is off', 'SecurityError')
    }
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse })

    expect(() => writeCachedAnswer('config', scope, answer, NOW)).not.toThrow()
    expect(readCachedAnswer('config', scope, remoteConfigResponseSchema, NOW)).toBeUndefined()
  })
})

describe('a visitor moving between pages', () => {
  it('asks for config, origins and analytics config once: the next page view reuses them', async () => {
    server.use(
      serviceHandlers.config([{ id: 'email', isEnabled: false }]),
      serviceHandlers.origins(['http://localhost:3000']),
      serviceHandlers.analyticsConfig(true),
    )
    const calls = recordConfigCalls()
    await coreModal({ features: { analytics: true } }).runtime.remoteConfig()
    expect(calls.paths.sort()).toEqual([...CONFIG_PATHS].sort())

    // The next page: a new modal on the same project, with the same storage.
    const next = coreModal({ features: { analytics: true } })
    const remoteEnabled = vi.spyOn(next.runtime.analytics, 'setRemoteEnabled')
    await next.runtime.remoteConfig()

    expect(calls.paths).toHaveLength(3)
    expect(next.getState().features?.status).toBe('loaded')
    expect(selectEnabledFeatures(next.getState()).email).toBe(false)
    expect(remoteEnabled).toHaveBeenCalledWith(true)
    expect(next.getState().alerts?.list ?? []).toEqual([])
    calls.stop()
  })

  it('applies the cached allowlist: an origin not on it is still told so', async () => {
    server.use(serviceHandlers.origins(['https://elsewhere.example']))
    await coreModal().runtime.remoteConfig()
    const calls = recordConfigCalls()

    const next = coreModal()
    await next.runtime.remoteConfig()

    expect(calls.paths).not.toContain('/projects/v1/origins')
    expect(next.getState().alerts?.list.map((alert) => alert.code)).toContain('UNVERIFIED_DOMAIN')
    calls.stop()
  })

  it('never keeps a failure: the next page view asks again', async () => {
    server.use(
      serviceHandlers.failing('/appkit/v1/config', 500),
      serviceHandlers.failing('/projects/v1/origins', 500),
      serviceHandlers.failing('/getAnalyticsConfig', 500),
    )
    await coreModal().runtime.remoteConfig()
    expect(localStorage.length).toBe(0)
    server.resetHandlers()
    const calls = recordConfigCalls()

    await coreModal().runtime.remoteConfig()

    expect(calls.paths.sort()).toEqual([...CONFIG_PATHS].sort())
    calls.stop()
  })

  it('asks again once the answers are 5 minutes old', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(NOW)
    await coreModal().runtime.remoteConfig()
    const calls = recordConfigCalls()

    clock.mockReturnValue(NOW + REMOTE_CONFIG_CACHE_MS)
    await coreModal().runtime.remoteConfig()

    expect(calls.paths.sort()).toEqual([...CONFIG_PATHS].sort())
    calls.stop()
  })

  it('asks for another project on the same page', async () => {
    await coreModal({ projectId: 'p1' }).runtime.remoteConfig()
    const calls = recordConfigCalls()

    await coreModal({ projectId: 'p2' }).runtime.remoteConfig()

    expect(calls.paths.sort()).toEqual([...CONFIG_PATHS].sort())
    calls.stop()
  })
})
