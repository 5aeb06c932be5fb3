import { describe, expect, it, vi } from 'vitest'
import { activeNamespaceSet, connected } from '../account/slice'
import { setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import type { ViewId } from '../router/views'
import { closeBlockedSet } from './slice'

setupServiceServer()

const views = (modal: ReturnType<typeof coreModal>) =>
  modal.getState().router.history.map((entry) => entry.view)

describe('open, close and the view stack', () => {
  it('opens on Connect, tracks the open, and does not track a second open', async () => {
    const modal = coreModal()
    const track = vi.spyOn(modal.runtime.analytics, 'track')
    await modal.open()
    await modal.open()
    expect(modal.getState().modal.open).toBe(true)
    expect(views(modal)).toEqual(['Connect'])
    expect(track.mock.calls.filter(([event]) => event === 'MODAL_OPEN')).toHaveLength(1)
  })

  it('opens on Account when connected', async () => {
    const modal = coreModal()
    modal.store.dispatch(activeNamespaceSet('eip155'))
    modal.store.dispatch(
      connected(
        {
          namespace: 'eip155',
          caipAddress: 'eip155:1:0xabc',
          address: '0xabc',
          caipNetworkId: 'eip155:1',
          connectorId: 'test',
        },
        'restore',
      ),
    )
    await modal.open()
    expect(views(modal)).toEqual(['Account'])
  })

  it('opens a forced view with data', async () => {
    const modal = coreModal()
    await modal.open({ view: 'ConnectingExternal', data: { connectorId: 'demo' } })
    expect(modal.getState().router.history).toEqual([
      { view: 'ConnectingExternal', data: { connectorId: 'demo' } },
    ])
  })

  it('tracks a close only when the modal was open, and resets to Connect', async () => {
    const modal = coreModal()
    const track = vi.spyOn(modal.runtime.analytics, 'track')
    modal.close()
    expect(track).not.toHaveBeenCalled()
    await modal.open()
    modal.router.push('Networks')
    modal.close()
    expect(track).toHaveBeenCalledWith('MODAL_CLOSE', { connected: false })
    expect(modal.getState().modal.open).toBe(false)
    expect(views(modal)).toEqual(['Connect'])
  })

  it('goes back through the history and closes at the first view', async () => {
    const modal = coreModal()
    await modal.open()
    modal.router.push('AllWallets')
    modal.router.push('ConnectingExternal', { connectorId: 'x' })
    expect(views(modal)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    modal.router.back()
    expect(views(modal)).toEqual(['Connect', 'AllWallets'])
    expect(modal.getState().router.direction).toBe(-1)
    modal.router.back()
    modal.router.back()
    expect(modal.getState().modal.open).toBe(false)
  })

  it('replaces the top view without growing the stack', async () => {
    const modal = coreModal()
    await modal.open()
    modal.router.push('AllWallets')
    modal.router.replace('Networks')
    expect(views(modal)).toEqual(['Connect', 'Networks'])
  })

  it('shakes instead of closing while closing is blocked', async () => {
    const modal = coreModal()
    await modal.open()
    modal.store.dispatch(closeBlockedSet(true))
    modal.close()
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().modal.shakeCount).toBe(1)
  })

  it('keeps two modals on one page apart', async () => {
    const first = coreModal()
    const second = coreModal({ themeMode: 'dark' })
    await first.open()
    first.router.push('Networks')
    expect(second.getState().modal.open).toBe(false)
    expect(views(second)).toEqual(['Connect'])
    expect(first.getState().options.themeMode).toBe('light')
    expect(second.getState().options.themeMode).toBe('dark')
    const [firstI18n, secondI18n] = await Promise.all([
      first.runtime.loadI18n(),
      second.runtime.loadI18n(),
    ])
    expect(firstI18n).not.toBe(secondI18n)
  })

  it('takes view ids that are Object.prototype members as views nobody provides', async () => {
    const load = vi.fn()
    const modal = coreModal({}, [{ manifest: { id: 'hello', views: ['Hello' as ViewId] }, load }])
    const logged = vi.spyOn(modal.runtime.logger, 'error')
    await modal.open({ view: 'toString' as ViewId })
    for (const id of ['constructor', 'valueOf', 'hasOwnProperty', '__proto__']) {
      modal.router.push(id as ViewId)
    }
    expect(views(modal)).toEqual([
      'toString',
      'constructor',
      'valueOf',
      'hasOwnProperty',
      '__proto__',
    ])
    // The background looks each one's owner up: none, so nothing loads and nothing fails.
    await modal.runtime.plugins()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).not.toHaveBeenCalled()
    expect(logged).not.toHaveBeenCalled()
    expect(modal.getState().plugins.byId).toEqual({})
  })

  it('switches theme and language at run time', async () => {
    const modal = coreModal()
    await modal.runtime.loadI18n()
    modal.setThemeMode('dark')
    modal.setThemeVariables({ '--portico-accent': '#ff0066' })
    await modal.setLanguage('de')
    const { options } = modal.getState()
    expect(options.themeMode).toBe('dark')
    expect(options.themeVariables).toEqual({ '--portico-accent': '#ff0066' })
    expect(options.language).toBe('de')
    expect(modal.i18n.language).toBe('de')
  })
})
