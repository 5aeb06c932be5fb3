import { getAddress, isAddress, type Address } from 'viem'
import { PorticoError } from '../errors/PorticoError'
import type { ChainNamespace } from './network'

export type AddressErrorCode = 'INVALID_ADDRESS'

// viem keeps its own global LRU of checksum results, sized 8192 entries: the same size as
// ADDRESS_CHECKSUM_CACHE_SIZE. A second cache here would only duplicate it.
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HAS_LOWER = /[a-f]/
const HAS_UPPER = /[A-F]/

const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
// A Solana address is a base58 ed25519 public key: 32 bytes encode to 32 to 44 characters.
const SOLANA_ADDRESS = new RegExp(`^${BASE58}{32,44}$`)
// Bitcoin legacy (P2PKH, P2SH) on mainnet (1, 3) and testnet (m, n, 2): 26 to 35 characters.
const BITCOIN_BASE58 = new RegExp(`^[13mn2]${BASE58}{25,34}$`)
// Bitcoin segwit (bech32, bech32m): hrp bc / tb / bcrt, then 39 (v0 key hash) to 59 characters.
const BITCOIN_BECH32 = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{39,59}$/
// Polkadot SS58: base58, 46 to 48 characters depending on the network prefix.
const POLKADOT_SS58 = new RegExp(`^${BASE58}{46,48}$`)
// Cosmos bech32: any human-readable prefix, then 38 (20-byte) to 58 (32-byte) characters.
const COSMOS_BECH32 = /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/

/**
 * True when `address` is an EVM address: `0x` and 40 hex characters. In strict mode (the
 * default) a mixed-case address must match its EIP-55 checksum; an address in one
 * case only carries no checksum and passes.
 */
export function isEvmAddress(address: string, options: { strict?: boolean } = {}): boolean {
  if (!EVM_ADDRESS.test(address)) return false
  const hex = address.slice(2)
  const mixedCase = HAS_LOWER.test(hex) && HAS_UPPER.test(hex)
  // viem treats an all-uppercase address as mixed case; EIP-55 does not, so neither do we.
  return isAddress(mixedCase ? address : address.toLowerCase(), {
    strict: options.strict ?? true,
  })
}

/**
 * Validates an EVM address (strict checksum for mixed case) and returns its EIP-55 form.
 * @throws PorticoError `INVALID_ADDRESS` saying whether the format or the checksum is wrong.
 */
export function toChecksumAddress(address: string): Address {
  if (!EVM_ADDRESS.test(address)) {
    throw new PorticoError<AddressErrorCode>(
      'INVALID_ADDRESS',
      `Invalid EVM address "${address}": expected 0x followed by 40 hex characters`,
      { address, namespace: 'eip155' },
    )
  }
  if (!isEvmAddress(address)) {
    throw new PorticoError<AddressErrorCode>(
      'INVALID_ADDRESS',
      `Invalid EVM address "${address}": mixed-case address fails its EIP-55 checksum`,
      { address, namespace: 'eip155' },
    )
  }
  return getAddress(address)
}

/**
 * True when `address` can receive funds in `namespace`. eip155 is fully validated (format and
 * strict checksum, through viem). The other namespaces get structural checks only (alphabet
 * and length of base58 / bech32), not a decode of the checksum: they catch typos of shape and
 * pasted addresses of the wrong chain, not every single-character mistake.
 */
export function isValidAddress(namespace: ChainNamespace, address: string): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return SOLANA_ADDRESS.test(address)
    case 'bip122':
      return BITCOIN_BASE58.test(address) || isBech32InOneCase(address, BITCOIN_BECH32)
    case 'polkadot':
      return POLKADOT_SS58.test(address)
    case 'cosmos':
      return isBech32InOneCase(address, COSMOS_BECH32)
  }
}

/** bech32 may be written all lowercase or all uppercase (QR codes), never mixed. */
function isBech32InOneCase(address: string, pattern: RegExp): boolean {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return false
  return pattern.test(lower)
}
