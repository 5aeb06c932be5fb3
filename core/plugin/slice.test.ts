import { describe, expect, it } from 'vitest'
import {
  pluginKnown,
  pluginReady,
  pluginsSlice,
  selectPluginFeature,
  selectPluginStatus,
  selectViewOwner,
  type PluginsState,
} from './slice'

const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']

const stateOf = (plugins: PluginsState) => ({ plugins })

describe('the plugin table readers', () => {
  it('find what was announced and loaded', () => {
    let plugins = pluginsSlice.reducer(
      undefined,
      pluginKnown({ id: 'send', views: ['Send'], feature: 'swaps' }),
    )
    plugins = pluginsSlice.reducer(plugins, pluginReady({ id: 'send', views: ['Send'] }))
    expect(selectViewOwner(stateOf(plugins), 'Send')).toBe('send')
    expect(selectPluginStatus(stateOf(plugins), 'send')).toBe('ready')
    expect(selectPluginFeature(stateOf(plugins), 'send')).toBe('swaps')
  })

  it('know nothing under an Object.prototype member name', () => {
    const plugins = pluginsSlice.reducer(undefined, pluginKnown({ id: 'send', views: ['Send'] }))
    for (const key of PROTOTYPE_KEYS) {
      expect(selectViewOwner(stateOf(plugins), key)).toBeUndefined()
      expect(selectPluginStatus(stateOf(plugins), key)).toBeUndefined()
      expect(selectPluginFeature(stateOf(plugins), key)).toBeUndefined()
    }
  })

  it("a manifest's view named __proto__ leaves the table's prototype alone", () => {
    const plugins = pluginsSlice.reducer(
      undefined,
      pluginKnown({ id: 'odd', views: ['__proto__', 'constructor'] }),
    )
    expect(Object.getPrototypeOf(plugins.viewOwners)).toBe(Object.prototype)
    expect(selectViewOwner(stateOf(plugins), 'constructor')).toBe('odd')
    expect(selectViewOwner(stateOf(plugins), 'toString')).toBeUndefined()
  })
})
