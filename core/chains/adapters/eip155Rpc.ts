import type { Address, Hash, Hex } from 'viem'
import { PorticoError } from '../../errors/PorticoError'
import { isEvmAddress, toChecksumAddress } from '../address'

// Wallet RPC results are parsed here, at the boundary (DESIGN §4), with plain checks: these
// shapes are tiny and zod is shared with the host page.
// Leading zeros ("0x01") are tolerated: some wallets send them, and the value is unambiguous.
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const HASH = /^0x[0-9a-fA-F]{64}$/
const HEX_BYTES = /^0x([0-9a-fA-F]{2})+$/

/** The answer as text for the message; never throws, whatever the wallet handed over. */
function shown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    // Not JSON (a bigint, a cycle, a throwing toJSON) or not even text (no prototype, a
    // throwing toString or proxy): its kind says enough.
    try {
      return String(value)
    } catch {
      return typeof value
    }
  }
}

function invalid(method: string, expected: string, value: unknown, cause?: unknown): PorticoError {
  return new PorticoError(
    'INVALID_WALLET_RESPONSE',
    `The wallet answered ${method} with ${shown(value).slice(0, 80)}: expected ${expected}`,
    { method, value },
    { cause },
  )
}

/**
 * Parses an account list (eth_requestAccounts, eth_accounts, accountsChanged) into
 * checksummed addresses. Mixed case must pass its checksum.
 * @throws PorticoError `INVALID_WALLET_RESPONSE`.
 */
export function parseAccounts(value: unknown, method: string): Address[] {
  if (!Array.isArray(value)) throw invalid(method, 'a list of addresses', value)
  // Read every index (map would skip the holes of a sparse list and keep them as holes).
  let items: unknown[]
  try {
    items = Array.from(value as unknown[])
  } catch (error) {
    throw invalid(method, 'a list of addresses', value, error)
  }
  return items.map((item: unknown) => {
    if (typeof item !== 'string' || !isEvmAddress(item)) {
      throw invalid(method, 'a list of addresses', value)
    }
    return toChecksumAddress(item)
  })
}

/**
 * Parses a chain id (eth_chainId, chainChanged): a hex quantity such as `0x2105`.
 * @throws PorticoError `INVALID_WALLET_RESPONSE`.
 */
export function parseChainId(value: unknown, method: string): number {
  const chainId = typeof value === 'string' && HEX_QUANTITY.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw invalid(method, 'a hex chain id such as "0x1"', value)
  }
  return chainId
}

/**
 * Parses a hex quantity (eth_getBalance, eth_estimateGas) into a bigint.
 * @throws PorticoError `INVALID_WALLET_RESPONSE`.
 */
export function parseQuantity(value: unknown, method: string): bigint {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) {
    throw invalid(method, 'a hex quantity such as "0x1"', value)
  }
  return BigInt(value)
}

/**
 * Parses a transaction hash (eth_sendTransaction): `0x` and 64 hex characters.
 * @throws PorticoError `INVALID_WALLET_RESPONSE`.
 */
export function parseHash(value: unknown, method: string): Hash {
  if (typeof value !== 'string' || !HASH.test(value)) {
    throw invalid(method, 'a transaction hash (0x and 64 hex characters)', value)
  }
  return value as Hash
}

/**
 * Parses a signature (personal_sign): non-empty whole bytes in hex. The length is not fixed:
 * smart accounts answer with ERC-1271 / ERC-6492 signatures longer than 65 bytes.
 * @throws PorticoError `INVALID_WALLET_RESPONSE`.
 */
export function parseSignature(value: unknown, method: string): Hex {
  if (typeof value !== 'string' || !HEX_BYTES.test(value)) {
    throw invalid(method, 'a hex signature', value)
  }
  return value as Hex
}
