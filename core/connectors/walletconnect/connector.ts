import type { Runtime } from '../../runtime'
import { connectorAdded, connectorsSlice } from '../slice'
import type { ConnectorMeta } from '../types'

/** The id WalletConnect goes by in the connectors slice, the live registry and storage. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** WalletConnect as a connector: reached by QR code or link, never in the page. */
export const WALLET_CONNECT_CONNECTOR: ConnectorMeta = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  info: {},
  installed: false,
}

/**
 * Lists WalletConnect among the modal's connectors when it can work here: the host did not
 * turn it off (`enableWalletConnect: false`), set a projectId (the relay refuses clients without one) and has eip155 networks (the only
 * namespace the kit pairs so far). Cheap and free of the WalletConnect client, so discovery
 * may call it eagerly. Returns whether it is listed.
 */
export function registerWalletConnectConnector(runtime: Runtime): boolean {
  const { store, rootReducer } = runtime.bundle
  const { projectId, namespaces, enableWalletConnect } = store.getState().options
  if (!enableWalletConnect || !projectId || !namespaces.includes('eip155')) return false
  rootReducer.inject(connectorsSlice)
  const listed = store
    .getState()
    .connectors?.list.some((connector) => connector.id === WALLET_CONNECT_CONNECTOR_ID)
  if (!listed) store.dispatch(connectorAdded(WALLET_CONNECT_CONNECTOR))
  return true
}
