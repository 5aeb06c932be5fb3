import type { PorticoModal } from 'portico'
import {
  createConfig,
  http,
  type Config,
  type CreateConfigParameters,
  type Storage,
  type Transport,
} from 'wagmi'
import type { Chain } from 'viem'
import { chainsOfNetworks } from './chains'
import { porticoConnector, type ConnectorModal } from './connector'

/** The chains of a config made from the modal: known when the modal is, not to the compiler. */
export type PorticoChains = readonly [Chain, ...Chain[]]

/** A wagmi config whose chains are the modal's and whose only connector is the modal. */
export type PorticoWagmiConfig = Config<PorticoChains, Record<number, Transport>>

/** `createPorticoWagmiConfig(options)`: the modal, and what differs from wagmi's defaults. */
export interface PorticoWagmiConfigOptions {
  /** The modal whose networks become wagmi's chains and whose connection becomes wagmi's. */
  modal: ConnectorModal & Pick<PorticoModal, 'getState'>
  /**
   * A transport for some of the chains, by chain id (e.g. `{ 1: fallback([http(a), http(b)]) }`);
   * the others read their network's first RPC URL over HTTP.
   */
  transports?: Record<number, Transport>
  /** wagmi's storage (default: localStorage under wagmi's own keys); `null` keeps nothing. */
  storage?: Storage | null
  /** Server-side rendering: wagmi waits for the client to restore its state (wagmi's `ssr`). */
  ssr?: boolean
  /** Follow the connected wallet's chain in wagmi's `chainId` (wagmi's default, `true`). */
  syncConnectedChain?: boolean
  /** How often wagmi's clients poll the nodes, in ms (viem's default: 4 s). */
  pollingInterval?: number
}

/**
 * wagmi's config for an app whose connection is the modal's: the modal's EVM networks as
 * chains (in its order; wagmi starts on the first), a transport for each from its RPC URLs,
 * and the Portico connector as the only one. wagmi's own discovery of the page's wallets
 * (EIP-6963) is off: the modal lists them, and a wallet connected beside it would be a second
 * connection the modal does not know.
 *
 * @example
 * const modal = createModal({ projectId, networks: ['eip155:1', 'eip155:8453'] })
 * const config = createPorticoWagmiConfig({ modal })
 * <WagmiProvider config={config}><QueryClientProvider client={queryClient}>...
 */
export function createPorticoWagmiConfig({
  modal,
  transports = {},
  storage,
  ssr,
  syncConnectedChain,
  pollingInterval,
}: PorticoWagmiConfigOptions): PorticoWagmiConfig {
  const chains = chainsOfNetworks(modal.getState().options.networks)
  const parameters: CreateConfigParameters<PorticoChains, Record<number, Transport>> = {
    chains,
    connectors: [porticoConnector({ modal })],
    transports: Object.fromEntries(
      chains.map((chain) => [
        chain.id,
        transports[chain.id] ?? http(chain.rpcUrls.default.http[0]),
      ]),
    ),
    multiInjectedProviderDiscovery: false,
    ...(storage !== undefined && { storage }),
    ...(ssr !== undefined && { ssr }),
    ...(syncConnectedChain !== undefined && { syncConnectedChain }),
    ...(pollingInterval !== undefined && { pollingInterval }),
  }
  return createConfig(parameters)
}
