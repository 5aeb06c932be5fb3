import type { ChainNamespace } from 'portico/plugin'

/** Why a network offers no swap: the two messages (keys of the plugin's locale). */
export type SwapsUnsupported = 'errors.swapsUnsupported' | 'errors.gasPriceUnsupported'

/**
 * Whether swaps work on the network: only eip155 networks have an exchange (the convert calls
 * speak eip155), and only those whose token list is not empty ("Network not supported for
 * Swaps"); the gas price must be known as well ("Network not supported for Gas Price").
 * `tokens` / `gasPrice`: undefined while not answered yet.
 */
export function swapsSupport(args: {
  namespace: ChainNamespace | undefined
  tokenCount: number | undefined
  gasPriceStatus: 'ok' | 'unsupported' | 'pending' | 'failed'
}): SwapsUnsupported | undefined {
  if (args.namespace !== undefined && args.namespace !== 'eip155') return 'errors.swapsUnsupported'
  if (args.tokenCount === 0) return 'errors.swapsUnsupported'
  if (args.gasPriceStatus === 'unsupported') return 'errors.gasPriceUnsupported'
  return undefined
}

/** A service failure (`ServiceError`'s status) that means the network is not supported. */
export function isUnsupportedStatus(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 400
}
