import { activeNamespaceSet, connectionFailed, connectionStarted } from '../account/slice'
import type { Eip1193Provider } from '../chains/adapters/eip1193'
import type { ChainNamespace } from '../chains/network'
import { RESTORE_CONNECTOR_WAIT_MS, RESTORE_WALLET_WAIT_MS } from '../constants'
import { discoverConnectors } from '../connectors/discover'
import { loadConnectorPlugin } from '../connectors/register'
import { PROVIDER_KIND } from '../connectors/types'
import { WALLET_CONNECT_CONNECTOR_ID } from '../connectors/walletconnect/connector'
import { PorticoError, errorMessage } from '../errors'
import { liveRegistryOf } from '../plugin/liveRegistry'
import type { Runtime } from '../runtime'
import type { AppThunk } from '../store/types'
import { adapterFor } from './adapters'
import { applyConnection, connectWith } from './connect'
import { readConnections, writeConnection } from './storage'

export type ConnectionEntryStatus = 'connected' | 'active' | 'disconnected'

/** One entry of the connection list (a connection, with its status). */
export interface ConnectionEntry {
  namespace: ChainNamespace
  connectorId: string
  /** Anything else than the three known statuses is refused. */
  status: ConnectionEntryStatus | (string & {})
}

/**
 * The stored wallet's provider: a WalletConnect session is revived from the client's own
 * storage; a wallet of the page is waited for briefly (late EIP-6963 announcements).
 */
async function waitForProvider(runtime: Runtime, connectorId: string): Promise<Eip1193Provider> {
  discoverConnectors(runtime)
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
    const { restoreWalletConnectSession } = await import('../connectors/walletconnect/session')
    const provider = await restoreWalletConnectSession(runtime)
    if (!provider) {
      throw new PorticoError('CONNECTOR_NOT_FOUND', 'No connector found for connection', {
        connectorId,
      })
    }
    return provider
  }
  // A plugin's connector (the e-mail login's) is listed by its plugin: loaded first.
  await loadConnectorPlugin(runtime, connectorId)
  const live = liveRegistryOf(runtime)
  const found = () => live.get<Eip1193Provider>(PROVIDER_KIND, connectorId)
  const now = found()
  if (now) return Promise.resolve(now)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe()
      reject(
        new PorticoError('CONNECTOR_NOT_FOUND', 'No connector found for connection', {
          connectorId,
        }),
      )
    }, RESTORE_CONNECTOR_WAIT_MS)
    const unsubscribe = runtime.bundle.store.subscribe(() => {
      const provider = found()
      if (!provider) return
      clearTimeout(timer)
      unsubscribe()
      resolve(provider)
    })
  })
}

/**
 * The stored wallet's connection, or undefined when it no longer grants one. Gives up with
 * `WALLET_TIMEOUT` after RESTORE_WALLET_WAIT_MS: a wallet that never answers `eth_accounts`
 * must not leave the account connecting forever. A late answer is then dropped by the adapter.
 */
async function askWallet(runtime: Runtime, namespace: ChainNamespace, connectorId: string) {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(
        new PorticoError(
          'WALLET_TIMEOUT',
          `The wallet did not answer within ${RESTORE_WALLET_WAIT_MS / 1000} s`,
          { connectorId },
        ),
      )
    }, RESTORE_WALLET_WAIT_MS)
  })
  const answer = waitForProvider(runtime, connectorId).then((provider) =>
    adapterFor(runtime, namespace).reconnect(provider, controller.signal),
  )
  try {
    return await Promise.race([answer, expired])
  } finally {
    clearTimeout(timer)
  }
}

/** Restores one namespace without prompting; false when the wallet no longer grants access. */
async function reconnect(runtime: Runtime, namespace: ChainNamespace, connectorId: string) {
  const { dispatch } = runtime.bundle.store
  dispatch(connectionStarted({ namespace }))
  try {
    const connection = await askWallet(runtime, namespace, connectorId)
    if (connection) {
      applyConnection(runtime, connectorId, connection, 'restore')
      return true
    }
  } catch (error) {
    runtime.logger.warn(`The ${namespace} connection could not be restored`, errorMessage(error))
  }
  dispatch(connectionFailed({ namespace }))
  writeConnection({ namespace, connectorId, status: 'disconnected' })
  return false
}

/**
 * Re-syncs what storage remembers at start: each namespace stored as connected is
 * reconnected silently through its connector; one that no longer answers is reset and
 * stored as disconnected, so the next load does not try again.
 */
export const restoreConnections =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { runtime }) => {
    const stored = readConnections()
    const connected = stored.connections.filter((entry) => entry.status === 'connected')
    const restored = await Promise.all(
      connected.map((entry) => reconnect(runtime, entry.namespace, entry.connectorId)),
    )
    const active = stored.active ?? connected[0]?.namespace
    const activeRestored = connected.some(
      (entry, index) => entry.namespace === active && restored[index],
    )
    if (active && activeRestored) dispatch(activeNamespaceSet(active))
  }

/**
 * Makes a listed connection the active one: a connected or active one is
 * re-activated, a disconnected one is connected again through its connector, any other
 * status is refused with 'Invalid connection status'.
 */
export const activateConnection =
  (entry: ConnectionEntry): AppThunk<Promise<void>> =>
  async (dispatch, getState, { runtime }) => {
    switch (entry.status) {
      case 'connected':
      case 'active': {
        const account = getState().account.byNamespace[entry.namespace]
        if (account?.status === 'connected' && account.connectorId === entry.connectorId) {
          dispatch(activeNamespaceSet(entry.namespace))
          return
        }
        if (!(await reconnect(runtime, entry.namespace, entry.connectorId))) {
          await dispatch(connectWith(entry.connectorId))
        }
        return
      }
      case 'disconnected':
        await dispatch(connectWith(entry.connectorId))
        return
      default:
        throw new PorticoError('INVALID_CONNECTION_STATUS', 'Invalid connection status', {
          status: entry.status,
        })
    }
  }
