import { DEFAULT_ENDPOINTS } from '../constants'
import { PorticoError } from '../errors/PorticoError'
import type { CaipNetworkId } from './network'

/**
 * Where the embedded wallet's networks send their JSON-RPC: the blockchain-services RPC, which
 * picks the node from the `chainId` (a CAIP-2 id) and `projectId` query parameters. Derived from
 * the default service address so a production host name is written down once (constants.ts);
 * a host that overrides `endpoints.blockchainServices` passes its own base to `frameRpcUrl`.
 */
export const FRAME_RPC_BASE_URL = `${DEFAULT_ENDPOINTS.blockchainServices}/v1/`

/** The eip155 chain ids the embedded wallet supports. */
export const FRAME_EIP155_CHAIN_IDS = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114,
  43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
] as const

/** Solana mainnet, devnet and testnet: CAIP-2 references (the genesis hash, cut to 32). */
export const FRAME_SOLANA_REFERENCES = [
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
] as const

/** The 27 networks the embedded wallet supports, as CAIP-2 ids. */
export const FRAME_NETWORK_IDS: readonly CaipNetworkId[] = [
  ...FRAME_EIP155_CHAIN_IDS.map((id): CaipNetworkId => `eip155:${id}`),
  ...FRAME_SOLANA_REFERENCES.map((reference): CaipNetworkId => `solana:${reference}`),
]

const frameNetworkIds = new Set<string>(FRAME_NETWORK_IDS)

/** True when the embedded wallet supports this CAIP-2 network id. */
export function isFrameNetwork(caipNetworkId: string): caipNetworkId is CaipNetworkId {
  return frameNetworkIds.has(caipNetworkId)
}

/**
 * The RPC address of one frame network, built from its chain id and the project id, e.g.
 * `https://rpc.walletconnect.org/v1/?chainId=eip155%3A8453&projectId=p1`.
 * @throws PorticoError `UNSUPPORTED_FRAME_NETWORK` for a network outside the 27, and
 *   `PROJECT_ID_REQUIRED` for an empty project id.
 */
export function frameRpcUrl(
  caipNetworkId: string,
  projectId: string,
  baseUrl: string = FRAME_RPC_BASE_URL,
): string {
  if (!isFrameNetwork(caipNetworkId)) {
    throw new PorticoError(
      'UNSUPPORTED_FRAME_NETWORK',
      `Network "${caipNetworkId}" is not supported by the embedded wallet`,
      { caipNetworkId },
    )
  }
  if (projectId.trim() === '') {
    throw new PorticoError('PROJECT_ID_REQUIRED', 'A project id is required to build an RPC URL')
  }
  const url = new URL(baseUrl)
  url.searchParams.set('chainId', caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

/** Every frame network's RPC address for one project, keyed by CAIP-2 id. */
export function frameRpcUrls(
  projectId: string,
  baseUrl: string = FRAME_RPC_BASE_URL,
): ReadonlyMap<CaipNetworkId, string> {
  return new Map(FRAME_NETWORK_IDS.map((id) => [id, frameRpcUrl(id, projectId, baseUrl)]))
}
