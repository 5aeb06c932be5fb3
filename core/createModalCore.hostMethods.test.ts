import { describe, expect, it, vi } from 'vitest'
import { setupServiceServer } from 'portico/testing'
import { coreModal } from '../testing/coreModal'
import { PorticoError } from './errors/PorticoError'
import { definePlugin } from './plugin/definePlugin'
import type { PluginContext, PluginDefinition, PluginEntry } from './plugin/types'

setupServiceServer()

declare module 'portico' {
  interface ErrorCodes {
    /** The test greeter's own refusal, passed to the host as it is. */
    GREETING_REFUSED: undefined
  }
}

// Host methods (createModalCore's installHostMethods and the loader's callHostMethod): a
// plugin's manifest names them, the handle has them at once, the plugin loads on first call.

const manifest = { id: 'greeter', contributes: { hostMethods: ['greet'] } }

/** A plugin with `modal.greet(name)`, whose load() is counted. */
function greeter(overrides: Partial<PluginDefinition> = {}) {
  const greet = vi.fn(
    (context: PluginContext, name: unknown) => `Hello, ${String(name)}, from ${context.id}`,
  )
  const definition = definePlugin({
    manifest,
    hostMethods: { greet: greet as (context: PluginContext, ...args: never[]) => unknown },
    ...overrides,
  })
  const load = vi.fn(async () => ({ default: definition }))
  const entry: PluginEntry = { manifest: definition.manifest, load }
  return { entry, load, greet }
}

type Greeting = { greet(name: string): Promise<string> }

describe('host methods', () => {
  it('exist on the handle at once, before the plugin loads', () => {
    const { entry, load } = greeter()
    const modal = coreModal({}, [entry]) as ReturnType<typeof coreModal> & Greeting
    expect(typeof modal.greet).toBe('function')
    expect(Object.keys(modal)).toContain('greet')
    expect(load).not.toHaveBeenCalled()
  })

  it("load the plugin on the first call and run there, with the plugin's context", async () => {
    const { entry, load, greet } = greeter()
    const modal = coreModal({}, [entry]) as ReturnType<typeof coreModal> & Greeting
    await expect(modal.greet('Ada')).resolves.toBe('Hello, Ada, from greeter')
    await expect(modal.greet('Bob')).resolves.toBe('Hello, Bob, from greeter')
    expect(load).toHaveBeenCalledTimes(1)
    expect(greet).toHaveBeenCalledTimes(2)
    const [context] = greet.mock.calls[0] ?? []
    expect(context?.id).toBe('greeter')
    expect(context?.getState()).toBe(modal.getState())
    expect(modal.getState().plugins.byId.greeter).toEqual({ status: 'ready' })
  })

  it("work for a host's plugin passed in the options too", async () => {
    const { entry } = greeter()
    const definition = (await entry.load()) as { default: PluginDefinition }
    const modal = coreModal({ plugins: [definition.default] }) as ReturnType<typeof coreModal> &
      Greeting
    await expect(modal.greet('Ada')).resolves.toBe('Hello, Ada, from greeter')
  })

  it('a name the handle already has is refused: INVALID_OPTIONS', () => {
    for (const name of ['open', 'destroy', 'store']) {
      const clash = definePlugin({
        manifest: { id: 'clash', contributes: { hostMethods: [name] } },
        hostMethods: { [name]: () => undefined },
      })
      expect(() => coreModal({ plugins: [clash] })).toThrow(
        expect.objectContaining({
          name: 'PorticoError',
          code: 'INVALID_OPTIONS',
          details: { plugin: 'clash', method: name },
        }),
      )
    }
  })

  it("another plugin's method of the same name is refused as well", () => {
    const first = greeter().entry
    const second: PluginEntry = { manifest: { ...manifest, id: 'other' }, load: first.load }
    let error: unknown
    try {
      coreModal({}, [first, second])
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: 'INVALID_OPTIONS',
      message: expect.stringContaining('plugin "other" declares the host method "greet"'),
    })
  })

  it('a plugin whose feature is off rejects PLUGIN_UNAVAILABLE, without loading', async () => {
    const { entry, load } = greeter({ manifest: { ...manifest, feature: 'activity' } })
    const modal = coreModal({ features: { activity: false } }, [entry]) as ReturnType<
      typeof coreModal
    > &
      Greeting
    await expect(modal.greet('Ada')).rejects.toMatchObject({
      name: 'PorticoError',
      code: 'PLUGIN_UNAVAILABLE',
      details: { plugin: 'greeter', method: 'greet', outcome: 'disabled' },
    })
    expect(load).not.toHaveBeenCalled()
    expect(modal.getState().plugins.byId.greeter).toEqual({ status: 'disabled' })
  })

  it('a plugin that fails to load rejects PLUGIN_UNAVAILABLE', async () => {
    const broken: PluginEntry = {
      manifest,
      load: () => Promise.reject(new Error('chunk missing')),
    }
    const modal = coreModal({}, [broken]) as ReturnType<typeof coreModal> & Greeting
    vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
    await expect(modal.greet('Ada')).rejects.toMatchObject({
      code: 'PLUGIN_UNAVAILABLE',
      details: { plugin: 'greeter', method: 'greet', outcome: 'failed' },
    })
  })

  it("the method's own rejection reaches the host unchanged", async () => {
    const refusal = new PorticoError('GREETING_REFUSED', 'Not today')
    const { entry } = greeter({
      hostMethods: {
        greet: () => {
          throw refusal
        },
      },
    })
    const modal = coreModal({}, [entry]) as ReturnType<typeof coreModal> & Greeting
    await expect(modal.greet('Ada')).rejects.toBe(refusal)
  })

  it('each modal runs the method in its own plugin context', async () => {
    const { entry, greet } = greeter()
    const first = coreModal({}, [entry]) as ReturnType<typeof coreModal> & Greeting
    const second = coreModal({}, [entry]) as ReturnType<typeof coreModal> & Greeting
    await first.greet('Ada')
    await second.greet('Bob')
    const [firstContext] = greet.mock.calls[0] ?? []
    const [secondContext] = greet.mock.calls[1] ?? []
    expect(firstContext).not.toBe(secondContext)
    expect(firstContext?.getState()).toBe(first.getState())
    expect(secondContext?.getState()).toBe(second.getState())
  })
})
