import { rdnsOf, type ConnectorFacts } from './connectorFacts'

/** Explorer wallets as far as deduplication needs them. */
export interface ExplorerWallet {
  id: string
  rdns?: string | null | undefined
}

/** The lists joined, each id once, where it first appears: earlier lists win. */
export function uniqueById<T extends { id: string }>(...lists: ReadonlyArray<readonly T[]>): T[] {
  const seen = new Set<string>()
  const unique: T[] = []
  for (const list of lists) {
    for (const item of list) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      unique.push(item)
    }
  }
  return unique
}

/**
 * Whether a connector already stands for this explorer wallet: the same rdns (how EIP-6963
 * announcements identify a wallet) or the connector's explorer id.
 */
export function connectorFor(
  wallet: ExplorerWallet,
  connectors: readonly ConnectorFacts[],
): ConnectorFacts | undefined {
  return connectors.find(
    (connector) =>
      (Boolean(wallet.rdns) && rdnsOf(connector) === wallet.rdns) ||
      connector.explorerId === wallet.id,
  )
}

/**
 * The explorer wallets without those a connector already offers: a wallet that is
 * both announced in the page and listed by the explorer appears once, as the connector.
 */
export function withoutAnnounced<T extends ExplorerWallet>(
  wallets: readonly T[],
  connectors: readonly ConnectorFacts[],
): T[] {
  return wallets.filter((wallet) => connectorFor(wallet, connectors) === undefined)
}
