import { parseAmount, parseCaipAddress, type TokenBalanceEntry } from 'portico/plugin'

/** The token's decimals as a number (the service sends them as a string). */
export const decimalsOf = (token: TokenBalanceEntry): number => Number(token.quantity.decimals)

/** The network's own currency: the balance service gives it no token contract. */
export const isNativeToken = (token: TokenBalanceEntry): boolean => token.address === undefined

/**
 * A balance the services gave as a decimal string, in the smallest unit, read exactly;
 * undefined when there is none or it does not fit `decimals` (then no limit is known).
 */
export function knownBalance(numeric: string | undefined, decimals: number): bigint | undefined {
  if (numeric === undefined) return undefined
  try {
    return parseAmount(numeric, decimals)
  } catch {
    return undefined
  }
}

/** The holding in the token's smallest unit (see knownBalance). */
export const balanceOf = (token: TokenBalanceEntry): bigint | undefined =>
  knownBalance(token.quantity.numeric, decimalsOf(token))

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

/**
 * The balance entry a host or plugin named: by CAIP-10 id (`eip155:1:0x…`), by contract
 * address, or by symbol (case-insensitive; the native currency's too). Undefined when the
 * account holds no such token on its network.
 */
export function findTokenEntry(
  entries: readonly TokenBalanceEntry[],
  wanted: string,
): TokenBalanceEntry | undefined {
  const needle = wanted.trim().toLowerCase()
  const byContract = entries.find((entry) => {
    const address = entry.address?.toLowerCase()
    if (address === undefined) return false
    const caipId = address.includes(':') ? address : `${entry.chainId.toLowerCase()}:${address}`
    return caipId === needle || caipId.endsWith(`:${needle}`)
  })
  return byContract ?? entries.find((entry) => entry.symbol.toLowerCase() === needle)
}
