import { manifestText } from './manifestText'
import { describe, expect, it, vi } from 'vitest'
import { serviceHandlers, setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { remoteConfigLoaded } from '../features/slice'
import { loadRemoteConfig } from '../remote'
import type { ViewId } from '../router/views'
import {
  selectAccountActions,
  selectAccountTabs,
  selectConnectSections,
  selectHeaderActions,
} from './contributions'
import { definePlugin } from './definePlugin'
import type { PluginContributions, PluginManifest } from './manifest'
import type { PluginEntry } from './types'

const server = setupServiceServer()

const view = async () => ({ default: 'a view component' })
const text = (en: string) => ({ en })

/**
 * A plugin entry from a manifest; its definition defines every view the manifest needs.
 * `broken`: its chunk never arrives.
 */
function plugin(manifest: PluginManifest, broken = false): PluginEntry {
  const needed = [
    ...(manifest.views ?? []),
    ...(manifest.contributes?.accountTabs ?? []).map((tab) => tab.view),
    ...(manifest.contributes?.connectSections ?? []).map((section) => section.view),
  ]
  const definition = definePlugin({
    manifest,
    views: Object.fromEntries(needed.map((id) => [id, view])),
  })
  return {
    manifest,
    load: broken ? () => Promise.reject(new Error('chunk missing')) : async () => definition,
  }
}

const rows = (...specs: Array<[id: string, order?: number]>): PluginContributions => ({
  accountActions: specs.map(([id, order]) => ({
    id,
    view: 'Networks' as ViewId,
    title: text(id),
    ...(order !== undefined && { order }),
  })),
})

const actionIds = (modal: ReturnType<typeof coreModal>) =>
  selectAccountActions(modal.getState()).map((action) => `${action.owner}:${action.id}`)

describe('plugin contributions (core/plugin/contributions)', () => {
  it('are known from the manifests at once, before any plugin loads, with their owner', () => {
    const load = vi.fn()
    const modal = coreModal({}, [
      { ...plugin({ id: 'send', contributes: rows(['send', 10]) }), load },
    ])
    expect(selectAccountActions(modal.getState())).toEqual([
      { id: 'send', view: 'Networks', title: { en: 'send' }, order: 10, owner: 'send' },
    ])
    expect(load).not.toHaveBeenCalled()
  })

  it('are ordered by `order` (100 when absent), across plugins, ties in announce order', () => {
    const modal = coreModal({}, [
      plugin({ id: 'late', contributes: rows(['unordered'], ['last', 200]) }),
      plugin({ id: 'early', contributes: rows(['second', 20], ['also-unordered']) }),
      plugin({ id: 'first', contributes: rows(['first', 10]) }),
      plugin({ id: 'none' }),
    ])
    expect(actionIds(modal)).toEqual([
      'first:first',
      'early:second',
      'late:unordered',
      'early:also-unordered',
      'late:last',
    ])
  })

  it('orders tabs the same way, and collects header actions and connect sections', () => {
    const modal = coreModal({}, [
      plugin({
        id: 'a',
        contributes: {
          accountTabs: [{ view: 'Networks' as ViewId, title: text('Later') }],
          headerActions: [
            { id: 'help', view: 'Networks' as ViewId, label: text('Help'), iconPath: 'M0 0' },
          ],
        },
      }),
      plugin({
        id: 'b',
        contributes: {
          accountTabs: [{ view: 'AllWallets' as ViewId, title: text('Sooner'), order: 1 }],
          connectSections: [{ method: 'email', view: 'AllWallets' as ViewId }],
        },
      }),
    ])
    const state = modal.getState()
    expect(
      selectAccountTabs(state).map((tab) => [tab.owner, manifestText(tab.title, 'en')]),
    ).toEqual([
      ['b', 'Sooner'],
      ['a', 'Later'],
    ])
    expect(selectHeaderActions(state).map((action) => `${action.owner}:${action.id}`)).toEqual([
      'a:help',
    ])
    expect(selectConnectSections(state)).toEqual([
      { method: 'email', view: 'AllWallets', owner: 'b' },
    ])
  })

  it('hide the contributions of a plugin that failed to load, keep the others', async () => {
    const modal = coreModal({}, [
      plugin({ id: 'broken', contributes: rows(['broken']) }, true),
      plugin({ id: 'healthy', contributes: rows(['healthy']) }),
    ])
    vi.spyOn(modal.runtime.logger, 'error').mockImplementation(() => undefined)
    expect(actionIds(modal)).toEqual(['broken:broken', 'healthy:healthy'])
    expect(await modal.loadPlugin('broken')).toBe('failed')
    expect(actionIds(modal)).toEqual(['healthy:healthy'])
    expect(await modal.loadPlugin('healthy')).toBe('ready')
    expect(actionIds(modal)).toEqual(['healthy:healthy'])
  })

  it("hide a plugin's contributions while its feature is off in the host's options", () => {
    const modal = coreModal({ features: { activity: false } }, [
      plugin({ id: 'activity', feature: 'activity', contributes: rows(['activity']) }),
      plugin({ id: 'ungated', contributes: rows(['ungated']) }),
    ])
    expect(actionIds(modal)).toEqual(['ungated:ungated'])
  })

  it('hide a plugin disabled by the remote config, and show it again once switched on', async () => {
    server.use(serviceHandlers.config([{ id: 'activity', isEnabled: false }]))
    const modal = coreModal({}, [
      plugin({ id: 'activity', feature: 'activity', contributes: rows(['activity']) }),
    ])
    // Before the remote config arrives, the host's settings apply: offered.
    expect(actionIds(modal)).toEqual(['activity:activity'])
    await modal.store.dispatch(loadRemoteConfig())
    expect(actionIds(modal)).toEqual([])
    expect(await modal.loadPlugin('activity')).toBe('disabled')
    expect(actionIds(modal)).toEqual([])

    modal.store.dispatch(remoteConfigLoaded({ activity: { isEnabled: true, config: null } }))
    expect(await modal.loadPlugin('activity')).toBe('ready')
    expect(actionIds(modal)).toEqual(['activity:activity'])
  })

  it('hide a plugin in basic mode when its feature is a remote one', () => {
    const modal = coreModal({ basic: true }, [
      plugin({ id: 'activity', feature: 'activity', contributes: rows(['activity']) }),
      plugin({ id: 'ungated', contributes: rows(['ungated']) }),
    ])
    expect(actionIds(modal)).toEqual(['ungated:ungated'])
  })

  it('are offered again once an unloaded plugin is only known (choosing loads it)', async () => {
    const modal = coreModal({}, [plugin({ id: 'p', contributes: rows(['p']) })])
    await modal.loadPlugin('p')
    await modal.unloadPlugin('p')
    expect(modal.getState().plugins.byId.p).toBeUndefined()
    expect(actionIds(modal)).toEqual(['p:p'])
  })

  it('are the same array while plugins, options and features do not change', () => {
    const modal = coreModal({}, [plugin({ id: 'p', contributes: rows(['p']) })])
    const before = selectAccountActions(modal.getState())
    modal.router.push('Networks')
    expect(selectAccountActions(modal.getState())).toBe(before)
  })
})
