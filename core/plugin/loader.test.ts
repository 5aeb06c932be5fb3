import { createAction, createSlice } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  serviceHandlers,
  setupServiceServer as setupMswServer,
  TEST_ENDPOINTS,
} from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { remoteConfigLoaded } from '../features/slice'
import { loadRemoteConfig } from '../remote'
import { definePlugin } from './definePlugin'
import type { PluginDefinition, PluginEntry } from './types'
import { viewRegistryOf } from './viewRegistry'

const server = setupMswServer()

const ping = createAction<string>('test/ping')
const view = async () => ({ default: 'a view component' })

/** A plugin entry whose load() is counted and can be made slow. */
function entry(definition: PluginDefinition, extra: Partial<PluginEntry> = {}) {
  const load = vi.fn(async () => ({ default: definition }))
  return { source: { id: definition.id, load, ...extra } satisfies PluginEntry, load }
}

describe('plugin loader', () => {
  it('loads a plugin at most once, concurrent requests sharing one promise', async () => {
    const setup = vi.fn()
    const { source, load } = entry(definePlugin({ id: 'one', setup }))
    const modal = coreModal({}, [source])
    const outcomes = await Promise.all([
      modal.loadPlugin('one'),
      modal.loadPlugin('one'),
      modal.loadPlugin('one'),
    ])
    expect(outcomes).toEqual(['ready', 'ready', 'ready'])
    expect(await modal.loadPlugin('one')).toBe('ready')
    expect(load).toHaveBeenCalledTimes(1)
    expect(setup).toHaveBeenCalledTimes(1)
    expect(modal.getState().plugins.byId.one).toEqual({ status: 'ready' })
  })

  it('loads what a plugin requires first', async () => {
    const order: string[] = []
    const base = entry(definePlugin({ id: 'base', setup: () => void order.push('base') }))
    const top = entry(
      definePlugin({ id: 'top', requires: ['base'], setup: () => void order.push('top') }),
    )
    const modal = coreModal({}, [top.source, base.source])
    expect(await modal.loadPlugin('top')).toBe('ready')
    expect(order).toEqual(['base', 'top'])
  })

  it('refuses a circular requirement without hanging', async () => {
    const a = entry(definePlugin({ id: 'a', requires: ['b'] }))
    const b = entry(definePlugin({ id: 'b', requires: ['a'] }))
    const modal = coreModal({}, [a.source, b.source])
    vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
    expect(await modal.loadPlugin('a')).toBe('failed')
  })

  it('isolates a plugin that throws on import: reported, disabled, the modal keeps working', async () => {
    const broken: PluginEntry = {
      id: 'broken',
      load: () => Promise.reject(new Error('chunk missing')),
    }
    const healthy = entry(definePlugin({ id: 'healthy' }))
    const modal = coreModal({}, [broken, healthy.source])
    const logged = vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
    const reported = vi.spyOn(modal.runtime.analytics, 'reportError')
    expect(await modal.loadPlugin('broken')).toBe('failed')
    expect(await modal.loadPlugin('broken')).toBe('failed')
    expect(modal.getState().plugins.byId.broken).toEqual({
      status: 'failed',
      error: 'chunk missing',
    })
    expect(modal.getState().alerts.list).toContainEqual({
      code: 'PLUGIN_FAILED',
      values: { plugin: 'broken' },
      dismissed: false,
    })
    expect(logged).toHaveBeenCalled()
    expect(reported).toHaveBeenCalledWith('PLUGIN_LOAD_FAILED', expect.any(Error))
    expect(await modal.loadPlugin('healthy')).toBe('ready')
    await modal.open()
    expect(modal.getState().modal.open).toBe(true)
  })

  it('undoes a plugin whose setup throws: no listener or view is left behind', async () => {
    const effect = vi.fn()
    const { source } = entry(
      definePlugin({
        id: 'fragile',
        listeners: (startListening) => {
          startListening({ actionCreator: ping, effect })
        },
        views: { Networks: view },
        locales: { en: { hello: 'Hello' } },
        setup: () => {
          throw new Error('setup exploded')
        },
      }),
    )
    const modal = coreModal({}, [source])
    vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
    expect(await modal.loadPlugin('fragile')).toBe('failed')
    modal.store.dispatch(ping('after failure'))
    expect(effect).not.toHaveBeenCalled()
    expect(viewRegistryOf(modal.runtime).has('Networks')).toBe(false)
    expect(modal.i18n.hasResourceBundle('en', 'fragile')).toBe(false)
  })

  it('rejects a module whose definition has another id', async () => {
    const wrong: PluginEntry = { id: 'expected', load: async () => definePlugin({ id: 'other' }) }
    const modal = coreModal({}, [wrong])
    vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
    expect(await modal.loadPlugin('expected')).toBe('failed')
    expect(modal.getState().plugins.byId.expected?.error).toContain('"other"')
  })

  it('adds slices, listeners, views and translations, and teardown really removes them', async () => {
    const counter = createSlice({
      name: 'counter',
      initialState: { pings: 0 },
      reducers: {},
      extraReducers: (builder) => builder.addCase(ping, (state) => void (state.pings += 1)),
    })
    const effect = vi.fn()
    const teardown = vi.fn()
    const plugin = definePlugin({
      id: 'counter',
      slices: [counter],
      listeners: (startListening) => {
        startListening({ actionCreator: ping, effect })
      },
      views: { Networks: view },
      locales: { en: { title: 'Counter' }, de: { title: 'Zähler' } },
      teardown,
    })
    const modal = coreModal({}, [plugin])
    expect(await modal.loadPlugin('counter')).toBe('ready')
    modal.store.dispatch(ping('one'))
    expect((modal.getState() as { counter?: { pings: number } }).counter).toEqual({ pings: 1 })
    expect(effect).toHaveBeenCalledTimes(1)
    expect(viewRegistryOf(modal.runtime).get('Networks')?.owner).toBe('counter')
    expect(modal.i18n.t('counter:title')).toBe('Counter')

    await modal.unloadPlugin('counter')
    modal.store.dispatch(ping('two'))
    expect(effect).toHaveBeenCalledTimes(1)
    expect(teardown).toHaveBeenCalledTimes(1)
    expect(viewRegistryOf(modal.runtime).has('Networks')).toBe(false)
    expect(modal.i18n.hasResourceBundle('en', 'counter')).toBe(false)
    expect(modal.getState().plugins.byId.counter).toBeUndefined()
    // Unloaded plugins can be loaded again.
    expect(await modal.loadPlugin('counter')).toBe('ready')
    expect(viewRegistryOf(modal.runtime).has('Networks')).toBe(true)
  })

  it('injects endpoints into the shared service API', async () => {
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/test/greeting`, () =>
        HttpResponse.json({ text: 'hi' }),
      ),
    )
    const greetingSchema = z.object({ text: z.string() })
    let endpoint: { initiate: (arg: void) => unknown } | undefined
    const plugin = definePlugin({
      id: 'greeter',
      endpoints: (apis) => {
        const injected = apis.walletServices.injectEndpoints({
          endpoints: (build) => ({
            loaderTestGreeting: build.query<z.infer<typeof greetingSchema>, void>({
              query: () => ({ url: '/test/greeting' }),
              responseSchema: greetingSchema,
            }),
          }),
          overrideExisting: true,
        })
        endpoint = injected.endpoints.loaderTestGreeting
      },
    })
    const modal = coreModal({}, [plugin])
    await modal.loadPlugin('greeter')
    const result = (await modal.store.dispatch(
      endpoint?.initiate() as Parameters<typeof modal.store.dispatch>[0],
    )) as unknown as { data?: { text: string } }
    expect(result.data).toEqual({ text: 'hi' })
  })

  it('does not load a plugin whose feature is switched off remotely, and loads it once on', async () => {
    server.use(serviceHandlers.config([{ id: 'activity', isEnabled: false }]))
    const { source, load } = entry(definePlugin({ id: 'activity', feature: 'activity' }), {
      feature: 'activity',
    })
    const modal = coreModal({}, [source])
    await modal.store.dispatch(loadRemoteConfig())
    expect(await modal.loadPlugin('activity')).toBe('disabled')
    expect(load).not.toHaveBeenCalled()
    expect(modal.getState().plugins.byId.activity).toEqual({ status: 'disabled' })

    modal.store.dispatch(remoteConfigLoaded({ activity: { isEnabled: true, config: null } }))
    expect(await modal.loadPlugin('activity')).toBe('ready')
  })

  it('loads the plugin that owns a view when the view is opened', async () => {
    const { source, load } = entry(definePlugin({ id: 'owner', views: { Networks: view } }), {
      views: ['Networks'],
    })
    const modal = coreModal({}, [source])
    // Built-ins are a lazy table: known (not loaded) once the loader has been made.
    expect(modal.getState().plugins.viewOwners.Networks).toBeUndefined()
    await modal.runtime.plugins()
    expect(modal.getState().plugins.viewOwners.Networks).toBe('owner')
    expect(load).not.toHaveBeenCalled()
    await modal.open({ view: 'Networks' })
    await vi.waitFor(() => expect(viewRegistryOf(modal.runtime).has('Networks')).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('sets up plugins without views on the first open, not before', async () => {
    const setup = vi.fn()
    const { source } = entry(definePlugin({ id: 'quiet', setup }))
    const modal = coreModal({}, [source])
    await Promise.resolve()
    expect(setup).not.toHaveBeenCalled()
    await modal.open()
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(1))
  })

  it('refuses two host plugins with one id at once', () => {
    expect(() =>
      coreModal({ plugins: [definePlugin({ id: 'x' }), definePlugin({ id: 'x' })] }),
    ).toThrow('Two plugins share the id "x"')
  })

  it('refuses a host plugin that takes a built-in id, when the table arrives', async () => {
    const modal = coreModal({ plugins: [definePlugin({ id: 'x' })] }, [definePlugin({ id: 'x' })])
    await expect(modal.runtime.plugins()).rejects.toThrow('Two plugins share the id "x"')
  })
})
