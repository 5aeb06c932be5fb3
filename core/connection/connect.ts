import { startAccountSync } from '../account/sync'
import {
  activeNamespaceSet,
  connected,
  connectionFailed,
  connectionStarted,
} from '../account/slice'
import type { AdapterConnection } from '../chains/adapters/types'
import type { Eip155Types } from '../chains/adapters/eip155'
import type { Eip1193Provider } from '../chains/adapters/eip1193'
import { discoverConnectors } from '../connectors/discover'
import { PROVIDER_KIND, type ConnectorMeta } from '../connectors/types'
import { PorticoError, errorMessage } from '../errors'
import { liveRegistryOf } from '../plugin/liveRegistry'
import type { Runtime } from '../runtime'
import type { AppThunk } from '../store/types'
import { adapterFor } from './adapters'
import { startAfterConnect } from './afterConnect'
import { writeConnection } from './storage'
import { watchWallet } from './watch'

/** The connector's metadata and live provider, or the coded error when either is missing. */
export function connectorWithProvider(
  runtime: Runtime,
  connectorId: string,
): { meta: ConnectorMeta; provider: Eip1193Provider } {
  discoverConnectors(runtime)
  const meta = runtime.bundle.store
    .getState()
    .connectors?.list.find((connector) => connector.id === connectorId)
  const provider = liveRegistryOf(runtime).get<Eip1193Provider>(PROVIDER_KIND, connectorId)
  if (!meta || !provider) {
    throw new PorticoError('CONNECTOR_NOT_FOUND', 'No connector found for connection', {
      connectorId,
    })
  }
  return { meta, provider }
}

/** Puts a fresh connection into the store and storage, and follows the wallet from then on. */
export function applyConnection(
  runtime: Runtime,
  connectorId: string,
  connection: AdapterConnection<Eip155Types>,
  via: 'visitor' | 'restore',
): void {
  const { dispatch } = runtime.bundle.store
  // Listening before the event: what follows is decided there (UnsupportedChain, plugins, close).
  startAfterConnect(runtime)
  const [account] = connection.accounts
  dispatch(activeNamespaceSet('eip155'))
  dispatch(
    connected(
      {
        namespace: 'eip155',
        address: account.address,
        caipAddress: connection.caipAddress,
        caipNetworkId: connection.caipNetworkId,
        connectorId,
      },
      via,
    ),
  )
  writeConnection({ namespace: 'eip155', connectorId, status: 'connected' }, 'eip155')
  watchWallet(runtime, connectorId)
  // Balance and identity follow the account from now on (refreshed on every change).
  startAccountSync(runtime)
}

/**
 * Connects through a connector of this page: the status goes to connecting, the
 * wallet is asked, and on success the account, the storage and analytics follow. A failure
 * (the wallet's rejection included) resets the status and is re-thrown as a PorticoError,
 * for ConnectingExternal to show.
 */
export const connectWith =
  (connectorId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { runtime }) => {
    const { meta, provider } = connectorWithProvider(runtime, connectorId)
    const adapter = adapterFor(runtime, meta.chain)
    dispatch(connectionStarted({ namespace: meta.chain }))
    const closed = whenModalCloses(runtime)
    try {
      const connection = await Promise.race([adapter.connect(provider), closed.promise])
      applyConnection(runtime, connectorId, connection, 'visitor')
      runtime.analytics.track('CONNECT_SUCCESS', { method: 'browser', name: meta.name })
    } catch (error) {
      dispatch(connectionFailed({ namespace: meta.chain }))
      runtime.analytics.track('CONNECT_ERROR', { message: errorMessage(error) })
      if (error instanceof PorticoError) throw error
      const message = errorMessage(error, 'Failed to connect')
      throw new PorticoError('CONNECTION_FAILED', message, undefined, { cause: error })
    } finally {
      closed.cancel()
    }
  }

/**
 * Rejects with MODAL_CLOSED when the visitor closes the modal while
 * the wallet is still asking: the attempt is given up, whatever the wallet answers later.
 * Never settles when the modal was not open to begin with (a connect started by the host).
 */
function whenModalCloses(runtime: Runtime): { promise: Promise<never>; cancel: () => void } {
  const { store } = runtime.bundle
  let unsubscribe = () => undefined as void
  const promise = new Promise<never>((_resolve, reject) => {
    if (!store.getState().modal.open) return
    unsubscribe = store.subscribe(() => {
      if (store.getState().modal.open) return
      unsubscribe()
      reject(new PorticoError('MODAL_CLOSED', 'Modal closed'))
    })
  })
  return { promise, cancel: () => unsubscribe() }
}
