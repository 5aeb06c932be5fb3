/**
 * Connecting, disconnecting, switching and restoring: a chunk loaded by the connection
 * views, and at page load only when a stored connection is being restored.
 */
export { connectWith, connectorWithProvider } from './connect'
export { disconnect } from './disconnect'
export { switchNetwork } from './switchNetwork'
export { restoreConnections, activateConnection } from './restore'
export type { ConnectionEntry, ConnectionEntryStatus } from './restore'
export { discoverConnectors } from '../connectors/discover'
export { connectorsSlice } from '../connectors/slice'
export type { ConnectorMeta } from '../connectors/types'
