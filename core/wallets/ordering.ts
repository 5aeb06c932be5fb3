import type { ConnectMethod } from '../options/resolve'

/**
 * The Connect view's ordering rules as pure functions. Visibility, recents and deduplication
 * live in their own files and are re-exported at the bottom, so views import one module.
 */

export type { ConnectMethod }

/** The toolkit's own order: e-mail and social login first. */
export const TOOLKIT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
/** The order when the visitor already has a wallet in the browser: that wallet first. */
export const INSTALLED_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = [
  'wallet',
  'email',
  'social',
]

export interface ConnectMethodInput {
  /** The host's `features.connectMethodsOrder`: used as given, minus repeats. */
  hostOrder?: readonly ConnectMethod[] | undefined
  /** Whether any installed (announced or injected) wallet is shown. */
  hasInstalledWallets: boolean
  /** Methods switched off (e-mail disabled, no social providers) are left out. */
  available?: Partial<Record<ConnectMethod, boolean>>
}

/**
 * The order of the connect methods: the host's order when it gives one; otherwise
 * wallet, email, social when installed wallets are present, and the toolkit's order email,
 * social, wallet when not.
 */
export function connectMethodOrder(input: ConnectMethodInput): ConnectMethod[] {
  const order =
    input.hostOrder ??
    (input.hasInstalledWallets ? INSTALLED_CONNECT_METHOD_ORDER : TOOLKIT_CONNECT_METHOD_ORDER)
  return [...new Set(order)].filter((method) => input.available?.[method] !== false)
}

/** The groups of the connector list. */
export type ConnectorGroup =
  'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'

export const DEFAULT_CONNECTOR_GROUP_ORDER: readonly ConnectorGroup[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/**
 * The order of the connector groups: the host's groups first, in its order, then
 * the groups it did not name in the default order, so a partial host order never hides a group.
 */
export function connectorGroupOrder(hostOrder: readonly ConnectorGroup[] = []): ConnectorGroup[] {
  return [...new Set([...hostOrder, ...DEFAULT_CONNECTOR_GROUP_ORDER])]
}

/**
 * The connector list as groups in order, empty groups left out. `groups` holds each group's
 * entries already filtered (visibility, exclusion, deduplication).
 */
export function orderConnectorGroups<T>(
  groups: Partial<Record<ConnectorGroup, readonly T[]>>,
  hostOrder?: readonly ConnectorGroup[],
): Array<{ group: ConnectorGroup; items: readonly T[] }> {
  return connectorGroupOrder(hostOrder).flatMap((group) => {
    const items = groups[group] ?? []
    return items.length > 0 ? [{ group, items }] : []
  })
}

export * from './visibility'
export * from './recents'
export * from './dedupe'
export * from './connectorFacts'
