import type { Eip1193Provider } from '../chains/adapters/eip1193'
import { PorticoError } from '../errors/PorticoError'
import { liveRegistryOf } from '../plugin/liveRegistry'
import type { Runtime } from '../runtime'
import type { AppThunk } from '../store/types'
import { connectorAdded, connectorRemoved, connectorsSlice } from './slice'
import { PROVIDER_KIND, type ConnectorType } from './types'

/** A connector a plugin brings (the e-mail login's AUTH connector, a wallet of its own). */
export interface PluginConnector {
  /** The plugin registering it (its context's `id`). */
  plugin: string
  /** Its own name within the plugin; the connector id is then `<plugin>:<key>`, else `<plugin>`. */
  key?: string
  name: string
  type: Extract<ConnectorType, 'AUTH' | 'EXTERNAL'>
  imageUrl?: string
  provider: Eip1193Provider
}

/**
 * The connector id of a plugin's connector: the plugin's id, or `<plugin>:<key>`. So a stored
 * connection names its plugin, and restoring it after a reload loads that plugin first.
 */
export const pluginConnectorId = (plugin: string, key?: string): string =>
  key ? `${plugin}:${key}` : plugin

/** The plugin a connector id would belong to under that rule. */
export const pluginOfConnectorId = (connectorId: string): string =>
  connectorId.split(':', 1)[0] ?? connectorId

/**
 * Lists a plugin's connector (metadata in the store, provider in the live registry) and
 * resolves to its removal, for the plugin's teardown. An id already taken is refused with
 * CONNECTOR_TAKEN: a plugin never takes over another connector's row or connection.
 */
export const registerConnector =
  (connector: PluginConnector): AppThunk<() => void> =>
  (dispatch, getState, { runtime }) =>
    addPluginConnector(runtime, connector, dispatch, getState)

function addPluginConnector(
  runtime: Runtime,
  connector: PluginConnector,
  dispatch: Parameters<AppThunk>[0],
  getState: Parameters<AppThunk>[1],
): () => void {
  runtime.bundle.rootReducer.inject(connectorsSlice)
  const id = pluginConnectorId(connector.plugin, connector.key)
  const live = liveRegistryOf(runtime)
  const taken =
    live.get(PROVIDER_KIND, id) !== undefined ||
    getState().connectors?.list.some((each) => each.id === id) === true
  if (taken) {
    throw new PorticoError('CONNECTOR_TAKEN', `A connector with the id "${id}" is already listed`, {
      id,
    })
  }
  live.set(PROVIDER_KIND, id, connector.provider)
  dispatch(
    connectorAdded({
      id,
      name: connector.name,
      type: connector.type,
      chain: 'eip155',
      info: {},
      ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      installed: false,
    }),
  )
  let removed = false
  return () => {
    if (removed) return
    removed = true
    if (live.get(PROVIDER_KIND, id) === connector.provider) live.delete(PROVIDER_KIND, id)
    dispatch(connectorRemoved(id))
  }
}

/**
 * Loads the plugin a stored connection's connector belongs to (by the id rule above), so its
 * connector is listed again before the restore looks for it. An id that names no plugin (an
 * announced wallet's rdns, the host's own, WalletConnect) loads nothing.
 */
export async function loadConnectorPlugin(runtime: Runtime, connectorId: string): Promise<void> {
  if (liveRegistryOf(runtime).get(PROVIDER_KIND, connectorId) !== undefined) return
  const loader = await runtime.plugins()
  try {
    await loader.load(pluginOfConnectorId(connectorId))
  } catch (error) {
    if (error instanceof PorticoError && error.code === 'UNKNOWN_PLUGIN') return
    throw error
  }
}
