import { selectActiveNetwork, type CoreState, type Network } from 'portico/plugin'

/**
 * The network whose fees the tracker shows: the wallet's, when one is connected on a network
 * the host offers, else the host's default network.
 */
export const selectTrackedNetwork = (state: CoreState): Network =>
  selectActiveNetwork(state) ?? state.options.defaultNetwork

/** Fee history and gas prices are EVM node methods: other namespaces have no such fees. */
export const hasGasFees = (network: Network): boolean => network.chainNamespace === 'eip155'
