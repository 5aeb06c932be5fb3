import type { ChainNamespace } from '../chains/network'
import type { ConnectorFacts, ConnectorType } from '../wallets/connectorFacts'

export type { ConnectorType }

/**
 * A connector as the store knows it: serializable metadata only. Its live
 * provider sits in the modal's live registry under the same id (`liveRegistryOf`).
 */
export interface ConnectorMeta extends ConnectorFacts {
  chain: ChainNamespace
  info: { rdns?: string }
  /** An icon the wallet itself provided (EIP-6963 data URI) or an explorer image address. */
  imageUrl?: string
  /** Found in this page (announced or injected), as opposed to reachable by QR or link. */
  installed: boolean
}

/** The live-registry kind under which connectors' EIP-1193 providers are kept. */
export const PROVIDER_KIND = 'provider'
