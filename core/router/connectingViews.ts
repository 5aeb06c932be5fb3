import { viewRegistryOf } from '../plugin/viewRegistry'
import type { Runtime } from '../runtime'
import type { ViewId } from './views'

/** The modal's own views to connect on: the list, All Wallets and the connecting views. */
const MODAL_CONNECTING_VIEWS: ReadonlySet<string> = new Set<ViewId>([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

/**
 * Whether a view is one of the ways to connect: the modal's own, or a plugin's view its
 * manifest gives the `connecting` role. Once the visitor is connected there is nothing left
 * to do on it.
 */
export const isConnectingView = (runtime: Pick<Runtime, 'extension'>, view: string): boolean =>
  MODAL_CONNECTING_VIEWS.has(view) || viewRegistryOf(runtime).get(view)?.role === 'connecting'
