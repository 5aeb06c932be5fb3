import type { ConnectorMeta } from '../../../core/connectors/types'
import {
  isBrowserWalletConnector,
  isInstalledConnector,
  orderConnectorGroups,
  visibleConnectors,
  type ConnectorGroup,
  type ExcludedWallet,
} from '../../../core/wallets/ordering'

export interface ListedConnectorsContext {
  isMobile: boolean
  excludedWallets: readonly ExcludedWallet[]
}

/** The Connect view's group of a connector; none for those another view offers. */
function groupOf(connector: ConnectorMeta): ConnectorGroup | undefined {
  if (isInstalledConnector(connector)) return 'injected'
  if (connector.type === 'EXTERNAL') return 'external'
  // WalletConnect reaches every other wallet by QR code or link: first by default (SPEC §2).
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  // The login connector is a connect method of its own (e-mail, socials).
  return undefined
}

/**
 * The connectors the Connect view lists (SPEC §2): WalletConnect, and those with a provider
 * in this page (announced, injected, and the host's own), without the hidden ones (the browser wallet on
 * desktop, or on mobile without rdns and not installed; excluded wallets), in the connector
 * group order.
 */
export function listedConnectors(
  connectors: readonly ConnectorMeta[],
  context: ListedConnectorsContext,
): ConnectorMeta[] {
  const inPage = connectors.filter(
    (connector) => connector.installed || connector.type === 'WALLET_CONNECT',
  )
  const shown = visibleConnectors(inPage, {
    isMobile: context.isMobile,
    browserWalletInstalled: inPage.some(isBrowserWalletConnector),
    excludedWallets: context.excludedWallets,
  })
  const groups: Partial<Record<ConnectorGroup, ConnectorMeta[]>> = {}
  for (const connector of shown) {
    const group = groupOf(connector)
    if (group) (groups[group] ??= []).push(connector)
  }
  return orderConnectorGroups(groups).flatMap(({ items }) => items)
}
