import type { BlockchainServicesApi, ServiceError } from 'portico/plugin'
import { numberToHex } from 'viem'
import {
  FEE_HISTORY_BLOCKS,
  PRIORITY_PERCENTILE,
  feesFromGasPrice,
  feesFromHistory,
  type NetworkFees,
} from './fees'
import { NodeError, callNode, type NodeTarget } from './rpc'
import { feeHistorySchema, gasPriceSchema } from './schemas'

/** Whose fees to read: a network, by its id (the cache key) and its node addresses. */
export interface FeeQueryArg {
  caipNetworkId: string
  rpcUrls: readonly string[]
}

/**
 * The network's fees from its node: the fee history of the last few blocks, or the gas price
 * when the node keeps none (it answers `eth_feeHistory` with a JSON-RPC error, or with the
 * zero base fees of a chain before EIP-1559).
 * @throws NodeError
 */
async function readNetworkFees(node: NodeTarget): Promise<NetworkFees> {
  try {
    const history = await callNode(
      node,
      'eth_feeHistory',
      [numberToHex(FEE_HISTORY_BLOCKS), 'latest', [PRIORITY_PERCENTILE]],
      feeHistorySchema,
    )
    const fees = feesFromHistory(history)
    if (fees) return fees
  } catch (error) {
    if (!(error instanceof NodeError && error.kind === 'rpc')) throw error
  }
  return feesFromGasPrice(await callNode(node, 'eth_gasPrice', [], gasPriceSchema))
}

/** A failed read as the service APIs report failures: a value, never a thrown error. */
function serviceError(error: unknown): ServiceError {
  const message = error instanceof Error ? error.message : String(error)
  return {
    status:
      error instanceof NodeError && error.kind === 'malformed' ? 'PARSE_ERROR' : 'FETCH_ERROR',
    message,
  }
}

/**
 * Adds the gas tracker's node read to the shared blockchain-services API (never a second
 * `createApi`) and returns the API with it: the plugin's `endpoints`. The loader calls it
 * once per API object and hands the result to the plugin as `context.api`, and to its view
 * as `usePluginApi()`. The call goes to the network's own node, not to the services, so the
 * endpoint brings its own `queryFn` instead of the API's base query.
 */
export const gasTrackerEndpoints = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (build) => ({
      networkFees: build.query<NetworkFees, FeeQueryArg>({
        queryFn: async ({ rpcUrls }, { signal }) => {
          try {
            return { data: await readNetworkFees({ urls: rpcUrls, signal }) }
          } catch (error) {
            return { error: serviceError(error) }
          }
        },
        // A reading a minute old is no use to anyone: drop it once the view is gone.
        keepUnusedDataFor: 0,
      }),
    }),
  })

/** The blockchain-services API with the gas tracker's endpoint: the plugin's `api`. */
export type GasTrackerApi = ReturnType<typeof gasTrackerEndpoints>
