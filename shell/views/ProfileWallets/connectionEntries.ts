import type { AccountState } from '../../../core/account/slice'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../../core/chains/network'
import type { ConnectionEntryStatus } from '../../../core/connection/restore'
import type { StoredConnections } from '../../../core/connection/storage'

/** One row of the connection list (a connection and its status). */
export interface ConnectionListEntry {
  namespace: ChainNamespace
  connectorId: string
  status: ConnectionEntryStatus
  /** The account's address while connected; storage does not keep it. */
  address: string | undefined
  /** The account's name (its identity, or a registered name) while connected, when it has one. */
  name: string | undefined
  /** How the account was signed in to (e.g. 'GitHub' for the embedded wallet), when it says. */
  source: string | undefined
  /** A connect or restore of this namespace is under way. */
  connecting: boolean
}

/**
 * The connections the kit knows of, one per namespace in the catalogue's order: the state's
 * accounts, and the stored connections of namespaces the state has not seen this visit (a
 * wallet disconnected on an earlier visit). Where both know a namespace, the state wins: it
 * is what the wallet said last, and storage is written just after it.
 */
export function connectionEntries(
  account: AccountState,
  stored: StoredConnections,
): ConnectionListEntry[] {
  return CHAIN_NAMESPACES.flatMap((namespace): ConnectionListEntry[] => {
    const current = account.byNamespace[namespace]
    const saved = stored.connections.find((connection) => connection.namespace === namespace)
    // A reset account has no connector left; the stored entry still names it.
    const connectorId = current?.connectorId ?? saved?.connectorId
    if (!connectorId) return []
    if (current?.status === 'connected') {
      const active = account.activeNamespace === namespace
      return [
        {
          namespace,
          connectorId,
          status: active ? 'active' : 'connected',
          address: current.address,
          name: current.profileName || undefined,
          source: current.profileSource || undefined,
          connecting: false,
        },
      ]
    }
    // Not connected now. While a connect or the restore at start runs, and before the state
    // has heard of the namespace at all, the stored status stands; otherwise it is gone.
    const connecting = current?.status === 'connecting'
    const status = current && !connecting ? 'disconnected' : (saved?.status ?? 'disconnected')
    return [
      {
        namespace,
        connectorId,
        status,
        address: undefined,
        name: undefined,
        source: undefined,
        connecting,
      },
    ]
  })
}
