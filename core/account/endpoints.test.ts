import { afterEach, describe, expect, it, vi } from 'vitest'
import { nativeEntry, serviceHandlers, setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { blockchainServicesApi } from '../api/apis'
import { accountApiOf, injectAccountEndpoints } from './endpoints'

const server = setupServiceServer()
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

afterEach(() => {
  vi.useRealTimers()
})

describe('account endpoints', () => {
  it('are injected into the blockchain-services API once, however often asked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const first = injectAccountEndpoints(blockchainServicesApi)
    expect(injectAccountEndpoints(blockchainServicesApi)).toBe(first)
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
    // The same API object, not a second createApi: one reducer path, one middleware.
    expect(first.reducerPath).toBe('blockchainServices')
  })

  it('asks GET /v1/account/{address}/balance with currency, chainId and the common params', async () => {
    const urls: URL[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/balance')) urls.push(new URL(request.url))
    })
    server.use(serviceHandlers.balances({}))
    const modal = coreModal()
    const api = await accountApiOf(modal.runtime)
    await modal.store.dispatch(
      api.endpoints.getAccountBalance.initiate(
        { address: ADDRESS, chainId: 'eip155:8453', forceUpdate: 'eip155:8453:0xabc' },
        { subscribe: false },
      ),
    )
    server.events.removeAllListeners()
    expect(urls).toHaveLength(1)
    const [url] = urls
    expect(url?.pathname).toBe(`/v1/account/${ADDRESS}/balance`)
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: '0.1.0',
      currency: 'usd',
      chainId: 'eip155:8453',
      forceUpdate: 'eip155:8453:0xabc',
    })
  })

  it('keeps an unused balance 30 s and an unused identity 5 min (SPEC §9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(
      serviceHandlers.balances({ [ADDRESS.toLowerCase()]: [nativeEntry('eip155:1', '1')] }),
      serviceHandlers.identities({}),
    )
    const modal = coreModal()
    const api = await accountApiOf(modal.runtime)
    const balanceArgs = { address: ADDRESS, chainId: 'eip155:1' }
    const identityArgs = { address: ADDRESS }
    await modal.store.dispatch(
      api.endpoints.getAccountBalance.initiate(balanceArgs, { subscribe: false }),
    )
    await modal.store.dispatch(
      api.endpoints.getIdentity.initiate(identityArgs, { subscribe: false }),
    )
    // The endpoints whose answers are still in the cache.
    const cached = () =>
      Object.values(modal.getState().blockchainServices?.queries ?? {})
        .map((query) => query?.endpointName)
        .sort()
    expect(cached()).toEqual(['getAccountBalance', 'getIdentity'])
    await vi.advanceTimersByTimeAsync(29_000)
    expect(cached()).toEqual(['getAccountBalance', 'getIdentity'])
    await vi.advanceTimersByTimeAsync(2_000)
    expect(cached()).toEqual(['getIdentity'])
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 31_000 - 1_000)
    expect(cached()).toEqual(['getIdentity'])
    await vi.advanceTimersByTimeAsync(2_000)
    expect(cached()).toEqual([])
  })
})
