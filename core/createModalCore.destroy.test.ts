import { describe, expect, it, vi } from 'vitest'
import { setupServiceServer, TEST_ENDPOINTS } from 'portico/testing'
import { createModalCore, type Modal } from './createModalCore'
import { definePlugin } from './plugin/definePlugin'
import type { PluginEntry } from './plugin/types'

setupServiceServer()

// After destroy(), nothing brings the modal back (issue 11, item 4): what would load or mount
// rejects with MODAL_DESTROYED, what only changes state does nothing.

const destroyedError = expect.objectContaining({ name: 'PorticoError', code: 'MODAL_DESTROYED' })

function destroyableModal() {
  const unmount = vi.fn()
  const mountUi = vi.fn(async () => unmount)
  const greet = vi.fn(() => 'hello')
  const definition = definePlugin({
    manifest: { id: 'greeter', contributes: { hostMethods: ['greet'] } },
    hostMethods: { greet },
  })
  const load = vi.fn(async () => ({ default: definition }))
  const entry: PluginEntry = { manifest: definition.manifest, load }
  const modal = createModalCore(
    { projectId: 'p1', networks: ['eip155:1'], endpoints: TEST_ENDPOINTS },
    { builtins: [entry], mountUi },
  ) as Modal & { greet(): Promise<string> }
  return { modal, mountUi, unmount, load, greet }
}

describe('a destroyed modal', () => {
  it('open() rejects with MODAL_DESTROYED and mounts nothing again', async () => {
    const { modal, mountUi, unmount } = destroyableModal()
    await modal.open()
    await modal.destroy()
    expect(unmount).toHaveBeenCalledTimes(1)

    await expect(modal.open()).rejects.toEqual(destroyedError)
    await expect(modal.open({ view: 'Account' })).rejects.toEqual(destroyedError)

    expect(mountUi).toHaveBeenCalledTimes(1)
    expect(modal.getState().modal.open).toBe(false)
  })

  it('loadPlugin() and host methods reject with MODAL_DESTROYED without loading', async () => {
    const { modal, load, greet } = destroyableModal()
    await modal.destroy()

    await expect(modal.loadPlugin('greeter')).rejects.toEqual(destroyedError)
    await expect(modal.greet()).rejects.toEqual(destroyedError)

    expect(load).not.toHaveBeenCalled()
    expect(greet).not.toHaveBeenCalled()
    expect(modal.getState().plugins.byId).toEqual({})
  })

  it('a host method of a plugin loaded before destroy() does not load it again', async () => {
    const { modal, load } = destroyableModal()
    await expect(modal.greet()).resolves.toBe('hello')
    await modal.destroy()

    await expect(modal.greet()).rejects.toEqual(destroyedError)
    expect(load).toHaveBeenCalledTimes(1)
    expect(modal.getState().plugins.byId.greeter).toBeUndefined()
  })

  it('close(), the setters and unloadPlugin() do nothing; destroy() again is the same promise', async () => {
    const { modal, mountUi } = destroyableModal()
    const destroyed = modal.destroy()
    expect(modal.destroy()).toBe(destroyed)
    await destroyed
    const before = modal.getState()

    modal.close()
    modal.setThemeMode('dark')
    modal.setThemeVariables({ '--portico-accent': '#ff0066' })
    await modal.setLanguage('de')
    await modal.unloadPlugin('greeter')

    expect(modal.getState()).toBe(before)
    expect(mountUi).not.toHaveBeenCalled()
  })

  it('an open under way when destroy() is called leaves the modal closed and unmounted', async () => {
    const { modal, unmount } = destroyableModal()
    const opening = modal.open()
    const destroying = modal.destroy()
    await Promise.allSettled([opening, destroying])

    expect(modal.getState().modal.open).toBe(false)
    expect(unmount).toHaveBeenCalledTimes(1)
  })
})
