import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { REMOTE_CONFIG_WAIT_MS, SERVICE_REQUEST_TIMEOUT_MS } from '../constants'
import { selectEnabledFeatures } from '../features/selectors'
import { definePlugin } from '../plugin/definePlugin'
import type { PluginEntry } from '../plugin/types'

const server = setupServiceServer()

afterEach(() => {
  vi.useRealTimers()
})

/** A plugin behind the activity feature, its load() counted. */
function gatedPlugin() {
  const definition = definePlugin({ manifest: { id: 'activity', feature: 'activity' } })
  const load = vi.fn(async () => ({ default: definition }))
  return { source: { manifest: definition.manifest, load } satisfies PluginEntry, load }
}

describe('waiting for the remote config', () => {
  it('loads a feature-gated plugin on the host settings when the config has no answer in 3 s', async () => {
    expect(REMOTE_CONFIG_WAIT_MS).toBe(3_000)
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, async () => {
        await delay('infinite')
        return HttpResponse.json({ features: [] })
      }),
    )
    // Faked before the modal exists, so that its idle work's requests are timed by them too.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { source, load } = gatedPlugin()
    const modal = coreModal({}, [source])
    let outcome: string | undefined
    void modal.loadPlugin('activity').then((result) => (outcome = result))

    await vi.advanceTimersByTimeAsync(REMOTE_CONFIG_WAIT_MS - 1)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(outcome).toBe('ready'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(modal.getState().features?.status).toBe('loading')
    expect(selectEnabledFeatures(modal.getState()).activity).toBe(true)

    // The config call itself ends as failed at its own time limit, host settings in force.
    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS)
    await vi.waitFor(() => expect(modal.getState().features?.status).toBe('failed'))
    expect(modal.getState().alerts?.list ?? []).toEqual([])
  })

  it('still follows a config that answers in time', async () => {
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, () =>
        HttpResponse.json({ features: [{ id: 'activity', isEnabled: false }] }),
      ),
    )
    const { source, load } = gatedPlugin()
    const modal = coreModal({}, [source])
    expect(await modal.loadPlugin('activity')).toBe('disabled')
    expect(load).not.toHaveBeenCalled()
  })
})
