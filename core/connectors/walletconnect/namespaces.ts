import { eip155ChainId } from '../../chains/caip'
import type { Network } from '../../chains/network'
import { PorticoError } from '../../errors/PorticoError'

/** What the kit asks a WalletConnect wallet to allow: the eip155 adapter's wallet calls. */
export const EIP155_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** A namespace proposal as the WalletConnect Sign API takes it. */
export interface NamespaceProposal {
  chains: string[]
  methods: string[]
  events: string[]
  /** Chain reference (`"8453"`) -> RPC URL, so reads go to the host's nodes. */
  rpcMap: Record<string, string>
}

/**
 * The eip155 proposal for the host's eip155 networks. Proposed as optional namespaces: a
 * wallet may approve a subset of the chains instead of refusing the whole session, which is
 * how WalletConnect asks wallets to be approached nowadays.
 * @throws PorticoError `WALLET_CONNECT_NO_NETWORKS` when the host has no eip155 network.
 */
export function eip155Proposal(networks: readonly Network[]): { eip155: NamespaceProposal } {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  if (evm.length === 0) {
    throw new PorticoError(
      'WALLET_CONNECT_NO_NETWORKS',
      'WalletConnect needs at least one eip155 network in the `networks` option',
    )
  }
  const rpcMap: Record<string, string> = {}
  for (const network of evm) {
    const [rpcUrl] = network.rpcUrls.default.http
    if (rpcUrl) rpcMap[String(eip155ChainId(network.caipNetworkId))] = rpcUrl
  }
  return {
    eip155: {
      chains: evm.map((network) => network.caipNetworkId),
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      rpcMap,
    },
  }
}
