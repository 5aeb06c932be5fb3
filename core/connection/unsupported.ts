import type { Runtime } from '../runtime'
import type { CoreState } from '../store/types'

/** Whether the wallet's network is one the host configured. */
export function isNetworkSupported(state: CoreState, caipNetworkId: string | undefined): boolean {
  return (
    caipNetworkId !== undefined &&
    state.options.networks.some((network) => network.caipNetworkId === caipNetworkId)
  )
}

/**
 * Whether the UnsupportedChain view should open for the wallet's network (SPEC §4): only
 * when the network is not one of the host's, switching is enabled, unsupported chains are
 * not allowed, and basic mode is off.
 */
export function shouldPromptNetworkSwitch(state: CoreState, caipNetworkId: string | undefined) {
  const { options } = state
  return (
    !isNetworkSupported(state, caipNetworkId) &&
    options.enableNetworkSwitch &&
    !options.allowUnsupportedChain &&
    !options.basic
  )
}

/** Opens UnsupportedChain when the wallet sits on a network the host did not configure. */
export function promptIfUnsupported(runtime: Runtime, caipNetworkId: string): void {
  if (shouldPromptNetworkSwitch(runtime.bundle.store.getState(), caipNetworkId)) {
    void runtime.open({ view: 'UnsupportedChain' })
  }
}
