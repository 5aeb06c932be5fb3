/**
 * `modal.networkFees(network?)`: the plugin's host method (its manifest's
 * `contributes.hostMethods`). The modal handle has it from the start; the first call loads the
 * plugin and runs it with the plugin's context, so a page can show "network fee ≈ …" beside
 * its own buttons without opening the modal.
 */
import { PorticoError, selectNetworks, type PluginContext } from 'portico/plugin'
import type { GasTrackerApi } from './endpoints'
import { readFees, transferCosts, type Fees } from './fees'
import { hasGasFees, selectTrackedNetwork } from './network'

/** What `modal.networkFees()` resolves with: amounts in wei, as bigints. */
export type NetworkFeeQuote = Fees & {
  /** The network the fees are for (CAIP-2). */
  caipNetworkId: string
  /** A native transfer (21,000 gas) and an ERC-20 transfer (~65,000 gas) at these fees. */
  costs: { native: bigint; erc20: bigint }
}

/** The codes `modal.networkFees()` rejects with (besides the kit's PLUGIN_UNAVAILABLE). */
export type NetworkFeesErrorCode = 'UNKNOWN_NETWORK' | 'NO_GAS_FEES' | 'NODE_FAILED'

/**
 * Reads the fees of `network` (a CAIP-2 id among the host's networks; by default the one the
 * view shows: the wallet's, else the default network) from its node, now.
 * @throws PorticoError<NetworkFeesErrorCode>
 */
export async function networkFees(
  context: PluginContext<GasTrackerApi>,
  network?: unknown,
): Promise<NetworkFeeQuote> {
  const state = context.getState()
  // The host's argument crosses a boundary: it is checked, not trusted.
  const target =
    network === undefined
      ? selectTrackedNetwork(state)
      : selectNetworks(state).find((candidate) => candidate.caipNetworkId === network)
  if (!target) {
    throw new PorticoError<NetworkFeesErrorCode>(
      'UNKNOWN_NETWORK',
      `${JSON.stringify(network)} is not one of this modal's networks`,
      { network },
    )
  }
  const { caipNetworkId } = target
  if (!hasGasFees(target)) {
    throw new PorticoError<NetworkFeesErrorCode>('NO_GAS_FEES', `${target.name} has no gas fees`, {
      network: caipNetworkId,
    })
  }
  // A one-off read, now, through the same endpoint (and cache entry) as the view.
  const answer = await context.dispatch(
    context.api.endpoints.networkFees.initiate(
      { caipNetworkId, rpcUrls: target.rpcUrls.default.http },
      { subscribe: false, forceRefetch: true },
    ),
  )
  // A failed read still carries the last good one as `data`: this asks for now, or nothing.
  if (!answer.isSuccess) {
    throw new PorticoError<NetworkFeesErrorCode>(
      'NODE_FAILED',
      `The ${target.name} node did not answer with its fees`,
      { network: caipNetworkId },
      { cause: answer.error },
    )
  }
  const fees = readFees(answer.data)
  return { ...fees, caipNetworkId, costs: transferCosts(fees) }
}
