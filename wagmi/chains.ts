import { OptionsError, type Network } from 'portico'
import { defineChain, type Chain } from 'viem'

/** The chain id of an EVM network (`eip155:8453` -> 8453), or undefined for any other. */
export function evmChainId(caipNetworkId: string | undefined): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipNetworkId ?? '')
  return match ? Number(match[1]) : undefined
}

/** viem's description of one of the modal's EVM networks: its id, currency, nodes, explorer. */
export function chainOfNetwork(network: Network): Chain {
  const id = evmChainId(network.caipNetworkId)
  if (id === undefined) {
    throw new OptionsError(
      'INVALID_OPTIONS',
      `${network.caipNetworkId} is not an EVM network: wagmi has no use for it`,
    )
  }
  const explorer = network.blockExplorers?.default
  return defineChain({
    id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(explorer && { blockExplorers: { default: explorer } }),
    ...(network.testnet !== undefined && { testnet: network.testnet }),
  })
}

/**
 * The modal's EVM networks as viem chains, in the modal's order (wagmi starts on the first).
 * A modal without one cannot serve wagmi: refused with `INVALID_OPTIONS`.
 */
export function chainsOfNetworks(networks: readonly Network[]): readonly [Chain, ...Chain[]] {
  const [first, ...rest] = networks
    .filter((network) => evmChainId(network.caipNetworkId) !== undefined)
    .map(chainOfNetwork)
  if (!first) {
    throw new OptionsError(
      'INVALID_OPTIONS',
      'The modal has no EVM network (eip155) among its networks: wagmi needs at least one',
    )
  }
  return [first, ...rest]
}
