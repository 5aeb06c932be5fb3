import * as z from 'zod/mini'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../chains/network'

import { CONNECTIONS_STORAGE_KEY } from './stored'

export { CONNECTIONS_STORAGE_KEY }

const storedConnectionSchema = z.object({
  namespace: z.enum(CHAIN_NAMESPACES),
  connectorId: z.string().check(z.minLength(1)),
  status: z.enum(['connected', 'disconnected']),
})

const storedConnectionsSchema = z.object({
  active: z.optional(z.enum(CHAIN_NAMESPACES)),
  connections: z.array(storedConnectionSchema),
})

export type StoredConnection = z.infer<typeof storedConnectionSchema>
export type StoredConnections = z.infer<typeof storedConnectionsSchema>

const EMPTY: StoredConnections = { connections: [] }

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the kit works without it.
    return undefined
  }
}

/** The stored connections; a corrupt or foreign value is dropped, never thrown. */
export function readConnections(): StoredConnections {
  const raw = storage()?.getItem(CONNECTIONS_STORAGE_KEY)
  if (!raw) return EMPTY
  try {
    const parsed = storedConnectionsSchema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data
  } catch {
    // Not JSON: fall through and forget it.
  }
  storage()?.removeItem(CONNECTIONS_STORAGE_KEY)
  return EMPTY
}

/** Records a namespace's connection status (and which namespace is active). */
export function writeConnection(connection: StoredConnection, active?: ChainNamespace): void {
  const current = readConnections()
  const next: StoredConnections = {
    active: active ?? current.active,
    connections: [
      ...current.connections.filter((stored) => stored.namespace !== connection.namespace),
      connection,
    ],
  }
  try {
    storage()?.setItem(CONNECTIONS_STORAGE_KEY, JSON.stringify(next))
  } catch {
    // A full or blocked storage only costs the restore after reload.
  }
}
