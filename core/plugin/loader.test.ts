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
import { PorticoError } from '../errors/PorticoError'
import { remoteConfigLoaded } from '../features/slice'
import { loadRemoteConfig } from '../remote'
import { definePlugin } from './definePlugin'
import type { PluginManifest } from './manifest'
import type { PluginDefinition, PluginEntry } from './types'
import { viewRegistryOf } from './viewRegistry'

const server = setupMswServer()

const ping = createAction<string>('test/ping')
const view = async () => ({ default: 'a view component' })

/** A plugin entry (the registry row: the definition's own manifest) whose load() is counted. */
function entry(definition: PluginDefinition) {
  const load = vi.fn(async () => ({ default: definition }))
  return { source: { manifest: definition.manifest, load } satisfies PluginEntry, load }
}

describe('plugin loader', () => {
  it('loads a plugin at most once, concurrent requests sharing one promise', async () => {
    const setup = vi.fn()
    const { source, load } = entry(definePlugin({ manifest: { id: 'one' }, setup }))
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
    const base = entry(
      definePlugin({ manifest: { id: 'base' }, setup: () => void order.push('base') }),
    )
    const top = entry(
      definePlugin({
        manifest: { id: 'top', requires: ['base'] },
        setup: () => void order.push('top'),
      }),
    )
    const modal = coreModal({}, [top.source, base.source])
    expect(await modal.loadPlugin('top')).toBe('ready')
    expect(order).toEqual(['base', 'top'])
  })

  it('refuses a circular requirement without hanging', async () => {
    const a = entry(definePlugin({ manifest: { id: 'a', requires: ['b'] } }))
    const b = entry(definePlugin({ manifest: { id: 'b', requires: ['a'] } }))
    const modal = coreModal({}, [a.source, b.source])
    vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
    expect(await modal.loadPlugin('a')).toBe('failed')
  })

  it('isolates a plugin that throws on import: reported, disabled, the modal keeps working', async () => {
    const broken: PluginEntry = {
      manifest: { id: 'broken' },
      load: () => Promise.reject(new Error('chunk missing')),
    }
    const healthy = entry(definePlugin({ manifest: { id: 'healthy' } }))
    const modal = coreModal({}, [broken, healthy.source])
    const logged = vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
    const reported = vi.spyOn(modal.runtime.analytics, 'reportError')
    expect(await modal.loadPlugin('broken')).toBe('failed')
    expect(await modal.loadPlugin('broken')).toBe('failed')
    expect(modal.getState().plugins.byId.broken).toEqual({
      status: 'failed',
      error: 'chunk missing',
    })
    expect(modal.getState().alerts?.list).toContainEqual({
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
        manifest: { id: 'fragile', views: ['Networks'] },
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
    const wrong: PluginEntry = {
      manifest: { id: 'expected' },
      load: async () => definePlugin({ manifest: { id: 'other' } }),
    }
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
      manifest: { id: 'counter', views: ['Networks'] },
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

  it('brings languages the kit is not written in: a plugin in French speaks French', async () => {
    const plugin = definePlugin({
      manifest: { id: 'greeter' },
      locales: { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' }, 'pt-BR': { hello: 'Olá' } },
    })
    const modal = coreModal({ language: 'fr-CA' }, [plugin])
    expect(await modal.loadPlugin('greeter')).toBe('ready')
    await modal.runtime.loadI18n()
    // The regional tag falls back to its language, then to English for the kit's own strings.
    expect(modal.i18n.t('greeter:hello')).toBe('Bonjour')
    expect(modal.i18n.t('modal.title')).toBe(modal.i18n.t('modal.title', { lng: 'en' }))
    await modal.setLanguage('pt-BR')
    expect(modal.i18n.t('greeter:hello')).toBe('Olá')
    await modal.setLanguage('ja')
    expect(modal.i18n.t('greeter:hello')).toBe('Hello')
    expect(modal.getState().options.language).toBe('ja')
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
      manifest: { id: 'greeter' },
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
        return injected
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
    const { source, load } = entry(
      definePlugin({ manifest: { id: 'activity', feature: 'activity' } }),
    )
    const modal = coreModal({}, [source])
    await modal.store.dispatch(loadRemoteConfig())
    expect(await modal.loadPlugin('activity')).toBe('disabled')
    expect(load).not.toHaveBeenCalled()
    expect(modal.getState().plugins.byId.activity).toEqual({ status: 'disabled' })

    modal.store.dispatch(remoteConfigLoaded({ activity: { isEnabled: true, config: null } }))
    expect(await modal.loadPlugin('activity')).toBe('ready')
  })

  it('loads the plugin that owns a view when the view is opened', async () => {
    const { source, load } = entry(
      definePlugin({ manifest: { id: 'owner', views: ['Networks'] }, views: { Networks: view } }),
    )
    const modal = coreModal({}, [source])
    // Built-ins are known from their manifests at once, before any code of theirs loads.
    expect(modal.getState().plugins.viewOwners.Networks).toBe('owner')
    await modal.runtime.plugins()
    expect(load).not.toHaveBeenCalled()
    await modal.open({ view: 'Networks' })
    await vi.waitFor(() => expect(viewRegistryOf(modal.runtime).has('Networks')).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('sets up plugins without views on the first open, not before', async () => {
    const setup = vi.fn()
    const { source } = entry(definePlugin({ manifest: { id: 'quiet' }, setup }))
    const modal = coreModal({}, [source])
    await Promise.resolve()
    expect(setup).not.toHaveBeenCalled()
    await modal.open()
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(1))
  })

  it('refuses two host plugins with one id at once', () => {
    const x = () => definePlugin({ manifest: { id: 'x' } })
    expect(() => coreModal({ plugins: [x(), x()] })).toThrow('Two plugins share the id "x"')
    expect(() => coreModal({ plugins: [x(), x()] })).toThrow(
      expect.objectContaining({ name: 'PorticoError', code: 'DUPLICATE_PLUGIN' }),
    )
  })

  it('refuses a host plugin that takes a built-in id, at once', () => {
    const x = () => definePlugin({ manifest: { id: 'x' } })
    expect(() => coreModal({ plugins: [x()] }, [x()])).toThrow(
      expect.objectContaining({
        code: 'DUPLICATE_PLUGIN',
        shortMessage: 'Two plugins share the id "x"',
      }),
    )
  })

  it('refuses a host plugin of the old shape (an id, no manifest) as invalid options', () => {
    const oldShape = { id: 'x', load: async () => ({}) } as unknown as PluginEntry
    expect(() => coreModal({ plugins: [oldShape] })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    )
    expect(() => coreModal({ plugins: [oldShape] })).toThrow('options.plugins[0].manifest')
  })

  it('rejects an unknown plugin id with UNKNOWN_PLUGIN', async () => {
    const modal = coreModal()
    await expect(modal.loadPlugin('nobody')).rejects.toMatchObject({
      name: 'PorticoError',
      code: 'UNKNOWN_PLUGIN',
      shortMessage: 'Unknown plugin "nobody"',
    })
  })

  it('rejects plugin ids that are Object.prototype members with UNKNOWN_PLUGIN too', async () => {
    const modal = coreModal()
    for (const id of ['constructor', 'toString', '__proto__']) {
      const attempt = modal.loadPlugin(id)
      await expect(attempt).rejects.toBeInstanceOf(PorticoError)
      await expect(attempt).rejects.toMatchObject({ code: 'UNKNOWN_PLUGIN' })
    }
    await expect(modal.unloadPlugin('constructor')).resolves.toBeUndefined()
    expect(modal.getState().plugins.byId).toEqual({})
  })

  describe('a registry row and a definition that disagree fail the plugin loudly', () => {
    it.each([
      ['feature', { id: 'm', feature: 'activity' }, { id: 'm' }],
      ['views', { id: 'm', views: ['Networks'] }, { id: 'm', views: ['Networks', 'AllWallets'] }],
      ['requires', { id: 'm' }, { id: 'm', requires: ['base'] }],
      [
        'contributes',
        { id: 'm', contributes: { accountTabs: [{ view: 'Networks', title: { en: 'A' } }] } },
        { id: 'm', contributes: { accountTabs: [{ view: 'Networks', title: { en: 'B' } }] } },
      ],
    ] satisfies Array<[string, PluginManifest, PluginManifest]>)(
      'another %s',
      async (key, row, declared) => {
        const setup = vi.fn()
        const definition = definePlugin({
          manifest: declared,
          views: { Networks: view, AllWallets: view },
          setup,
        })
        const modal = coreModal({}, [{ manifest: row, load: async () => definition }])
        const logged = vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
        expect(await modal.loadPlugin('m')).toBe('failed')
        const { error } = modal.getState().plugins.byId.m ?? {}
        expect(error).toContain('its registry row and its definition disagree')
        expect(error).toContain(`${key}: registry says`)
        expect(setup).not.toHaveBeenCalled()
        expect(logged).toHaveBeenCalled()
        expect(modal.getState().alerts?.list).toContainEqual({
          code: 'PLUGIN_FAILED',
          values: { plugin: 'm' },
          dismissed: false,
        })
      },
    )

    it("a host's entry whose row and definition share one manifest object loads", async () => {
      const manifest: PluginManifest = {
        id: 'shared',
        views: ['Networks'],
        contributes: { accountActions: [{ id: 'x', view: 'Networks', title: { en: 'X' } }] },
      }
      const definition = definePlugin({ manifest, views: { Networks: view } })
      const modal = coreModal({ plugins: [{ manifest, load: async () => definition }] })
      expect(await modal.loadPlugin('shared')).toBe('ready')
    })

    // The options parse must not hand the loader a reordered copy of a host's manifest.
    it("a host's entry loads whatever the key order of its manifest", async () => {
      const manifest: PluginManifest = {
        id: 'ordered',
        views: ['Networks'],
        contributes: { accountActions: [{ view: 'Networks', id: 'x', title: { en: 'X' } }] },
      }
      const definition = definePlugin({ manifest, views: { Networks: view } })
      const modal = coreModal({ plugins: [{ manifest, load: async () => definition }] })
      vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
      expect(await modal.loadPlugin('ordered')).toBe('ready')
    })

    it('a manifest view, tab or section the definition does not define', async () => {
      const tabs = definePlugin({
        manifest: {
          id: 'tabs',
          contributes: { accountTabs: [{ view: 'Networks', title: { en: 'Tab' } }] },
        },
      })
      const sections = definePlugin({
        manifest: {
          id: 'sections',
          contributes: { connectSections: [{ method: 'email', view: 'Networks' }] },
        },
      })
      const views = definePlugin({ manifest: { id: 'views', views: ['Networks'] } })
      const modal = coreModal({}, [tabs, sections, views])
      vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
      for (const id of ['tabs', 'sections', 'views']) {
        expect(await modal.loadPlugin(id)).toBe('failed')
        expect(modal.getState().plugins.byId[id]?.error).toBe(
          `Plugin "${id}" declares the view "Networks" but does not define it`,
        )
      }
    })

    it('a host method the definition does not define', async () => {
      const plugin = definePlugin({
        manifest: { id: 'hm', contributes: { hostMethods: ['greet'] } },
      })
      const modal = coreModal({}, [plugin])
      vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
      expect(await modal.loadPlugin('hm')).toBe('failed')
      expect(modal.getState().plugins.byId.hm?.error).toBe(
        'Plugin "hm" declares the host method "greet" but does not define it',
      )
    })

    it('a module that exports no definition', async () => {
      const modal = coreModal({}, [{ manifest: { id: 'empty' }, load: async () => ({}) as never }])
      vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
      expect(await modal.loadPlugin('empty')).toBe('failed')
      expect(modal.getState().plugins.byId.empty?.error).toBe(
        'Plugin "empty" did not export a plugin definition (definePlugin)',
      )
    })
  })

  describe('context.api', () => {
    /** A plugin whose endpoints and setup record what they returned and received. */
    function apiUser() {
      const injectedApis: unknown[] = []
      const seen: unknown[] = []
      const plugin = definePlugin({
        manifest: { id: 'apiUser' },
        endpoints: (apis) => {
          const injected = apis.blockchainServices.injectEndpoints({
            endpoints: (build) => ({
              loaderTestApiUser: build.query<string, void>({ query: () => ({ url: '/nothing' }) }),
            }),
            overrideExisting: true,
          })
          injectedApis.push(injected)
          return injected
        },
        setup: (context) => void seen.push(context.api),
      })
      return { plugin, injectedApis, seen }
    }

    it('is what endpoints returned, the same for two modals', async () => {
      const { plugin, injectedApis, seen } = apiUser()
      const first = coreModal({}, [plugin])
      const second = coreModal({}, [plugin])
      expect(await first.loadPlugin('apiUser')).toBe('ready')
      expect(await second.loadPlugin('apiUser')).toBe('ready')
      expect(injectedApis.length).toBeGreaterThan(0)
      expect(seen).toHaveLength(2)
      expect(seen[0]).toBe(injectedApis[0])
      expect(seen[1]).toBe(injectedApis[0])
    })

    it('is the same after the plugin is unloaded and loaded again, without injecting again', async () => {
      const { plugin, injectedApis, seen } = apiUser()
      const modal = coreModal({}, [plugin])
      await modal.loadPlugin('apiUser')
      await modal.unloadPlugin('apiUser')
      await modal.loadPlugin('apiUser')
      expect(injectedApis).toHaveLength(1)
      expect(seen).toEqual([injectedApis[0], injectedApis[0]])
    })

    // Each modal has its own `apis` record around the same two shared RTK Query APIs.
    it('runs endpoints once per service API, not once per modal', async () => {
      const { plugin, injectedApis } = apiUser()
      await coreModal({}, [plugin]).loadPlugin('apiUser')
      await coreModal({}, [plugin]).loadPlugin('apiUser')
      expect(injectedApis).toHaveLength(1)
    })

    it('is undefined for a plugin without endpoints, and each modal has its own context', async () => {
      const contexts: Array<{ api: unknown; getState: () => unknown }> = []
      const plugin = definePlugin({
        manifest: { id: 'plain' },
        setup: (c) => void contexts.push(c),
      })
      const first = coreModal({}, [plugin])
      const second = coreModal({}, [plugin])
      await first.loadPlugin('plain')
      await second.loadPlugin('plain')
      expect(contexts.map((c) => c.api)).toEqual([undefined, undefined])
      expect(contexts[0]).not.toBe(contexts[1])
      expect(contexts[0]?.getState()).toBe(first.getState())
      expect(contexts[1]?.getState()).toBe(second.getState())
    })
  })
})
