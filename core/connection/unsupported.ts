import { isConnectingView } from '../router/connectingViews'
import { selectCurrentView } from '../router/selectors'
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
 * Whether the UnsupportedChain view should open for the wallet's network: only
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

/**
 * Opens UnsupportedChain when the wallet sits on a network the host did not configure. In an
 * open modal it goes on top of what the visitor is doing (a payment, say), so that a switch
 * brings them back to it; a connecting view is replaced, its work is done.
 */
export function promptIfUnsupported(runtime: Runtime, caipNetworkId: string): void {
  const state = runtime.bundle.store.getState()
  if (!shouldPromptNetworkSwitch(state, caipNetworkId)) return
  if (selectCurrentView(state) === 'UnsupportedChain') return
  const { router, bundle } = runtime
  const connecting = () => isConnectingView(runtime, selectCurrentView(bundle.store.getState()))
  // The views to connect on are done with: the prompt takes their place, over what the
  // visitor was doing before them (a payment, say), or alone when they were all there was.
  if (state.modal.open) {
    while (connecting() && bundle.store.getState().router.history.length > 1) router.back()
    if (!connecting()) {
      router.push('UnsupportedChain')
      return
    }
  }
  void runtime.open({ view: 'UnsupportedChain' })
}
