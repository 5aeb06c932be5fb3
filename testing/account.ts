import { http, HttpResponse } from 'msw'
import {
  balanceResponseSchema,
  identityResponseSchema,
  type IdentityResponse,
  type TokenBalance,
} from '../core/account/schemas'
import { findCatalogueNetwork } from '../core/chains'
import type { Network } from '../core/chains/network'
import { addressTable } from './addressTable'
import { TEST_ENDPOINTS, TEST_RPC_URL } from './endpoints'
import { validated } from './validated'

// The blockchain-services account calls: `GET /v1/account/{address}/balance` and
// `GET /v1/identity/{address}`, answered from tables keyed by address (an EVM address in
// either case, lower-case or checksummed: see addressTable.ts) with bodies validated by the
// production schemas. Node fallbacks go to rpcHandlers.

const bs = (path: string) => `${TEST_ENDPOINTS.blockchainServices}${path}`
const BALANCE_PATH = '/v1/account/:address/balance'
const IDENTITY_PATH = '/v1/identity/:address'

/** One balance call as the service saw it. */
export interface BalanceCall {
  address: string
  chainId: string | null
  currency: string | null
  forceUpdate: string | null
}

/** A native entry of the balance service (no token contract), at 3000 USD. */
export const nativeEntry = (chainId: string, numeric: string, symbol = 'ETH'): TokenBalance => ({
  name: symbol === 'ETH' ? 'Ether' : symbol,
  symbol,
  chainId,
  value: Number(numeric) * 3000,
  price: 3000,
  quantity: { decimals: '18', numeric },
  iconUrl: 'https://tokens.example/eth.png',
})

/** A token entry of the balance service; `decimals` '0' is the kind of token the kit filters out. */
export const tokenEntry = (
  chainId: string,
  symbol: string,
  numeric: string,
  decimals = '6',
): TokenBalance => ({
  name: `${symbol} Token`,
  symbol,
  chainId,
  address: `${chainId}:0x${symbol.toLowerCase().padStart(40, '0')}`,
  value: Number(numeric),
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: `https://tokens.example/${symbol.toLowerCase()}.png`,
})

/** A catalogue network whose node is the msw JSON-RPC node (`TEST_RPC_URL`, `rpcHandlers`). */
export function onTestNode(caipNetworkId: string): Network {
  const network = findCatalogueNetwork(caipNetworkId)
  if (!network) throw new Error(`${caipNetworkId} is not in the catalogue`)
  return { ...network, rpcUrls: { default: { http: [TEST_RPC_URL] } } }
}

export const accountHandlers = {
  /**
   * Answers the balance call from `table` (entries per address: an EVM address lower-case or
   * checksummed, another namespace's as written), keeping the entries of the requested
   * `chainId` as the service does. A call without `currency=usd` or `chainId` is a 400, so a
   * test notices a request the service would refuse. A key that is no address throws here.
   */
  balances: (
    table: Record<string, readonly TokenBalance[]>,
    onCall?: (call: BalanceCall) => void,
  ) => {
    const entriesOf = addressTable('serviceHandlers.balances', table, 'any')
    return http.get(bs(BALANCE_PATH), ({ params, request }) => {
      const search = new URL(request.url).searchParams
      const address = String(params.address)
      const chainId = search.get('chainId')
      onCall?.({
        address,
        chainId,
        currency: search.get('currency'),
        forceUpdate: search.get('forceUpdate'),
      })
      if (search.get('currency') !== 'usd' || !chainId) {
        return new HttpResponse(null, { status: 400 })
      }
      const balances = (entriesOf(address) ?? []).filter((entry) => entry.chainId === chainId)
      return validated(balanceResponseSchema, { balances })
    })
  },

  /**
   * Answers the identity call from `table` (per EVM address, lower-case or checksummed: the
   * service names eip155 accounts only); unknown addresses have no name and no avatar. A key
   * that is no EVM address throws here.
   */
  identities: (
    table: Record<string, IdentityResponse>,
    onCall?: (address: string, sender: string | null) => void,
  ) => {
    const identityOf = addressTable('serviceHandlers.identities', table)
    return http.get(bs(IDENTITY_PATH), ({ params, request }) => {
      const address = String(params.address)
      onCall?.(address, new URL(request.url).searchParams.get('sender'))
      const identity = identityOf(address) ?? { name: null, avatar: null }
      return validated(identityResponseSchema, identity)
    })
  },

  /** A failure status for the balance or the identity call. */
  accountFailing: (call: 'balance' | 'identity', status: number, onCall?: () => void) =>
    http.get(bs(call === 'balance' ? BALANCE_PATH : IDENTITY_PATH), () => {
      onCall?.()
      return new HttpResponse(null, { status })
    }),
}
