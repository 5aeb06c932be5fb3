import type { ConnectorMeta } from '../../../core/connectors/types'
import {
  isBrowserWalletConnector,
  isInstalledConnector,
  orderConnectorGroups,
  shownRecentWallets,
  visibleConnectors,
  type ConnectorGroup,
  type ExcludedWallet,
} from '../../../core/wallets/ordering'
import type { WalletListItem } from '../../../core/wallets/schemas'

export interface ListedConnectorsContext {
  isMobile: boolean
  excludedWallets: readonly ExcludedWallet[]
}

/**
 * A row of the Connect view: a connector of this page, or an explorer wallet reached by
 * WalletConnect: paired recently, featured by the host, or recommended by the service.
 */
export type ListedEntry =
  | { kind: 'connector'; connector: ConnectorMeta }
  | { kind: 'recent' | 'featured' | 'recommended'; wallet: WalletListItem }

/** The explorer's wallets the Connect view offers besides the page's own. */
export interface ExplorerWallets {
  featured: readonly WalletListItem[]
  recommended: readonly WalletListItem[]
}

const NO_EXPLORER: ExplorerWallets = { featured: [], recommended: [] }

/** The Connect view's group of a connector; none for those another view offers. */
function groupOf(connector: ConnectorMeta): ConnectorGroup | undefined {
  if (isInstalledConnector(connector)) return 'injected'
  if (connector.type === 'EXTERNAL') return 'external'
  // WalletConnect reaches every other wallet by QR code or link: first by default.
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  // The login connector is a connect method of its own (e-mail, socials).
  return undefined
}

/**
 * The rows the Connect view lists, in the connector group order: WalletConnect,
 * the recent wallets (at most 2, those a listed connector already offers or the host
 * excluded left out), and the connectors with a provider in this page (announced, injected,
 * and the host's own), without the hidden ones (the browser wallet on desktop, or on mobile
 * without rdns and not installed; excluded wallets).
 */
export function listedEntries(
  connectors: readonly ConnectorMeta[],
  recents: readonly WalletListItem[],
  context: ListedConnectorsContext,
  explorer: ExplorerWallets = NO_EXPLORER,
): ListedEntry[] {
  const inPage = connectors.filter(
    (connector) => connector.installed || connector.type === 'WALLET_CONNECT',
  )
  const shown = visibleConnectors(inPage, {
    isMobile: context.isMobile,
    browserWalletInstalled: inPage.some(isBrowserWalletConnector),
    excludedWallets: context.excludedWallets,
  })
  const groups: Partial<Record<ConnectorGroup, ListedEntry[]>> = {}
  for (const connector of shown) {
    const group = groupOf(connector)
    if (group) (groups[group] ??= []).push({ kind: 'connector', connector })
  }
  // Against the listed connectors only: a wallet is repeated nowhere, and hidden nowhere by a
  // connector the visitor cannot see.
  const offer = { excludedWallets: context.excludedWallets, connectors: shown }
  groups.recent = shownRecentWallets(recents, offer).map((wallet) => ({ kind: 'recent', wallet }))
  // Each explorer wallet once: a recent one is not featured again, a featured one not
  // recommended again, and none that a listed connector already offers.
  const taken = new Set(groups.recent.map((entry) => ('wallet' in entry ? entry.wallet.id : '')))
  const fresh = (wallets: readonly WalletListItem[]) =>
    shownRecentWallets(wallets, offer).filter((wallet) => {
      if (taken.has(wallet.id)) return false
      taken.add(wallet.id)
      return true
    })
  groups.featured = fresh(explorer.featured).map((wallet) => ({ kind: 'featured', wallet }))
  groups.recommended = fresh(explorer.recommended).map((wallet) => ({
    kind: 'recommended',
    wallet,
  }))
  return orderConnectorGroups(groups).flatMap(({ items }) => items)
}

/** The connectors of the Connect view's list, in order (its rows without the recents). */
export function listedConnectors(
  connectors: readonly ConnectorMeta[],
  context: ListedConnectorsContext,
): ConnectorMeta[] {
  return listedEntries(connectors, [], context).flatMap((entry) =>
    entry.kind === 'connector' ? [entry.connector] : [],
  )
}
