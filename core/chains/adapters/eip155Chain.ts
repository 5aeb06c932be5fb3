import { numberToHex, type Hex } from 'viem'
import { PorticoError } from '../../errors/PorticoError'
import { eip155ChainId } from '../caip'
import type { Network } from '../network'

/** The parameter of `wallet_addEthereumChain` (EIP-3085). */
export interface AddEthereumChainParameter {
  chainId: Hex
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

/**
 * The numeric chain id of an eip155 network.
 * @throws PorticoError `INVALID_CHAIN_NAMESPACE` for a network of another namespace.
 */
export function evmChainId(network: Network): number {
  if (network.chainNamespace !== 'eip155') {
    throw new PorticoError(
      'INVALID_CHAIN_NAMESPACE',
      `${network.name} (${network.caipNetworkId}) is not an eip155 network`,
      { caipNetworkId: network.caipNetworkId },
    )
  }
  return eip155ChainId(network.caipNetworkId)
}

/** `wallet_switchEthereumChain`'s chain id: the hex chain id of the network. */
export function hexChainId(network: Network): Hex {
  return numberToHex(evmChainId(network))
}

/**
 * What the wallet needs to add `network`: its name, native currency, RPC addresses and, where
 * known, its explorer and icon.
 * @throws PorticoError `INVALID_CHAIN_NAMESPACE` for a network of another namespace.
 */
export function addEthereumChainParameter(network: Network): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId: hexChainId(network),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer !== undefined && { blockExplorerUrls: [explorer] }),
    ...(icon !== undefined && { iconUrls: [icon] }),
  }
}
