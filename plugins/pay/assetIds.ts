import { parseCaipNetworkId, type ChainNamespace } from 'portico/plugin'
import { NATIVE_ASSET } from './constants'
import type { PaymentAsset } from './types'

// SLIP-44 coin types of each namespace's own currency: what CAIP-19 names a native asset by.
const NATIVE_COIN_TYPES: Record<ChainNamespace, number> = {
  eip155: 60,
  solana: 501,
  bip122: 0,
  polkadot: 354,
  cosmos: 118,
}

// How CAIP-19 names a token, per namespace; the others have no tokens the kit can pay in.
const TOKEN_STANDARDS: Partial<Record<ChainNamespace, string>> = {
  eip155: 'erc20',
  solana: 'token',
}

/** Whether `namespace` has tokens a payment can be made in (besides its own currency). */
export const hasTokens = (namespace: ChainNamespace) => TOKEN_STANDARDS[namespace] !== undefined

/**
 * The CAIP-19 id of what is paid, as the exchange service reads it:
 * `eip155:8453/slip44:60` for ETH on Base, `eip155:8453/erc20:0x8335…` for a token.
 */
export function caip19Of({ network, asset }: Pick<PaymentAsset, 'network' | 'asset'>): string {
  const { namespace } = parseCaipNetworkId(network)
  if (asset === NATIVE_ASSET) return `${network}/slip44:${NATIVE_COIN_TYPES[namespace]}`
  return `${network}/${TOKEN_STANDARDS[namespace] ?? 'token'}:${asset}`
}
