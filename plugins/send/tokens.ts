import type { TokenBalanceEntry } from '../../core/account/slice'
import { parseAmount } from '../../core/chains/amounts'
import { parseCaipAddress } from '../../core/chains/caip'

/** The token's decimals as a number (the service sends them as a string). */
export const decimalsOf = (token: TokenBalanceEntry): number => Number(token.quantity.decimals)

/** The network's own currency: the balance service gives it no token contract. */
export const isNativeToken = (token: TokenBalanceEntry): boolean => token.address === undefined

/**
 * The holding in the token's smallest unit, read exactly from the service's decimal string;
 * undefined when that string does not fit the token's decimals (then no limit is known).
 */
export function balanceOf(token: TokenBalanceEntry): bigint | undefined {
  try {
    return parseAmount(token.quantity.numeric, decimalsOf(token))
  } catch {
    return undefined
  }
}

/**
 * The token contract of a balance entry. The service names it as a CAIP-10 id
 * (`eip155:1:0x…`, see demo/services/chain.ts); a bare address is taken as it is. The
 * caller validates it for its namespace.
 * @throws PorticoError `INVALID_CAIP_ADDRESS` for a malformed CAIP-10 id.
 */
export function tokenContractOf(token: TokenBalanceEntry): string | undefined {
  const { address } = token
  if (address === undefined) return undefined
  return address.includes(':') ? parseCaipAddress(address).address : address
}

/** A USD worth for display: `amount` (human units) at `price` per token. */
export function usdWorth(amount: string, price: number): number {
  return Number(amount) * price
}
