import { describe, expect, it } from 'vitest'
import { coreModal } from '../../testing/coreModal'
import { setupServiceServer } from 'portico/testing'
import type { CoreState } from '../store/types'
import { selectFeatureEnabled } from './selectors'

setupServiceServer()

const withRemote = (state: CoreState, remote: Record<string, { isEnabled: boolean }>) =>
  ({
    ...state,
    features: {
      status: 'loaded',
      remote: Object.fromEntries(
        Object.entries(remote).map(([id, { isEnabled }]) => [id, { isEnabled, config: null }]),
      ),
    },
  }) as CoreState

describe('selectFeatureEnabled', () => {
  it("reads the kit's features and a third party's remote switch", () => {
    const state = withRemote(coreModal({ features: { swaps: false } }).getState(), {
      gasTracker: { isEnabled: false },
    })
    expect(selectFeatureEnabled(state, 'swaps')).toBe(false)
    expect(selectFeatureEnabled(state, 'gasTracker')).toBe(false)
    expect(selectFeatureEnabled(state, 'unknownToAll')).toBe(true)
  })

  it('takes a feature named like an Object.prototype member as a third-party feature', () => {
    const state = coreModal().getState()
    for (const feature of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(selectFeatureEnabled(state, feature)).toBe(true)
      expect(
        selectFeatureEnabled({ ...state, options: { ...state.options, basic: true } }, feature),
      ).toBe(false)
    }
    const switchedOff = withRemote(state, { constructor: { isEnabled: false } })
    expect(selectFeatureEnabled(switchedOff, 'constructor')).toBe(false)
    expect(selectFeatureEnabled(switchedOff, 'toString')).toBe(true)
  })
})
