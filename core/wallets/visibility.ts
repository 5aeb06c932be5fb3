import {
  isBrowserWalletConnector,
  isInstalledConnector,
  rdnsOf,
  type ConnectorFacts,
} from './connectorFacts'

/** A wallet the host excluded, as the explorer describes it. */
export interface ExcludedWallet {
  id?: string | undefined
  name: string
  rdns?: string | null | undefined
}

/** A wallet to test against the exclusions: an explorer item or a connector's facts. */
export interface WalletIdentity {
  id?: string | undefined
  name: string
  rdns?: string | null | undefined
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Whether a wallet is excluded: the same rdns as an excluded wallet, or the same
 * name ignoring case, or the same explorer id. Empty rdns and ids never match.
 */
export function isExcludedWallet(
  wallet: WalletIdentity,
  excluded: readonly ExcludedWallet[],
): boolean {
  return excluded.some(
    (entry) =>
      (Boolean(wallet.rdns) && entry.rdns === wallet.rdns) ||
      (Boolean(wallet.id) && entry.id === wallet.id) ||
      sameName(entry.name, wallet.name),
  )
}

export interface VisibilityContext {
  isMobile: boolean
  /** A legacy injected provider (`window.ethereum`) is present. */
  browserWalletInstalled: boolean
  excludedWallets: readonly ExcludedWallet[]
}

/**
 * Whether a connector is listed. The browser-wallet connector is hidden on desktop
 * (the announced wallets stand for it there), and on mobile when it has no rdns and nothing
 * is installed. Wallet connectors (installed or external) matching an excluded wallet are
 * hidden; WalletConnect and the login connector are not wallets and are never excluded.
 */
export function isConnectorShown(connector: ConnectorFacts, context: VisibilityContext): boolean {
  if (isBrowserWalletConnector(connector)) {
    if (!context.isMobile) return false
    if (!rdnsOf(connector) && !context.browserWalletInstalled) return false
  }
  if (isInstalledConnector(connector) || connector.type === 'EXTERNAL') {
    const identity = { id: connector.explorerId, name: connector.name, rdns: rdnsOf(connector) }
    if (isExcludedWallet(identity, context.excludedWallets)) return false
  }
  return true
}

export const visibleConnectors = <C extends ConnectorFacts>(
  connectors: readonly C[],
  context: VisibilityContext,
): C[] => connectors.filter((connector) => isConnectorShown(connector, context))

/** Whether any installed wallet is shown: decides the default connect-method order. */
export const hasShownInstalledWallet = (
  connectors: readonly ConnectorFacts[],
  context: VisibilityContext,
): boolean =>
  connectors.some(
    (connector) => isInstalledConnector(connector) && isConnectorShown(connector, context),
  )
