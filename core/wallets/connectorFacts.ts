/** The types of connector the kit knows. */
export type ConnectorType =
  'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/**
 * The fields of a connector that the ordering and visibility rules read. The
 * connector model has more; any object with these fits.
 */
export interface ConnectorFacts {
  id: string
  name: string
  type: ConnectorType
  info?: { rdns?: string | null } | undefined
  /** The wallet's id in the explorer list, when known. */
  explorerId?: string | undefined
}

/** The connector of the legacy injected provider (`window.ethereum`), by id or by name. */
export const BROWSER_WALLET_CONNECTOR_ID = 'injected'
export const BROWSER_WALLET_CONNECTOR_NAME = 'Browser Wallet'

export const isBrowserWalletConnector = (connector: ConnectorFacts): boolean =>
  connector.type === 'INJECTED' &&
  (connector.id === BROWSER_WALLET_CONNECTOR_ID || connector.name === BROWSER_WALLET_CONNECTOR_NAME)

/** Wallets found in the page itself: EIP-6963 announcements and injected providers. */
export const isInstalledConnector = (connector: ConnectorFacts): boolean =>
  connector.type === 'ANNOUNCED' ||
  connector.type === 'INJECTED' ||
  connector.type === 'MULTI_CHAIN'

/** The rdns of a connector, or undefined when it has none (null and '' count as none). */
export const rdnsOf = (connector: ConnectorFacts): string | undefined =>
  connector.info?.rdns || undefined
