import { isValidAddress, toChecksumAddress, type ChainNamespace } from 'portico/plugin'

/** What the receiver field holds, before any lookup. */
export type ReceiverEntry =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; reason: 'invalid' | 'badChecksum' }

// An account name (ENS-style) is at least 4 letters, digits or hyphens; it may carry
// a dotted suffix (`ada.wallet`), whose labels use the same characters.
const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}(\.[a-zA-Z0-9-]+)*$/
// The shape of an EVM address, whatever its checksum: such an entry is never taken for a name.
const EVM_SHAPE = /^0x[0-9a-fA-F]{40}$/

/** True when `value` follows the account-name rule. */
export function isAccountName(value: string): boolean {
  return ACCOUNT_NAME.test(value)
}

/**
 * Sorts out what the visitor typed as a receiver in `namespace`: an address of that namespace
 * (eip155 ones in their checksummed form), an account name to look up, or neither. Anything
 * starting with `0x` is meant as an address, so a mistyped one is reported as such (a failed
 * checksum is named) rather than looked up as a name.
 */
export function classifyReceiver(namespace: ChainNamespace, input: string): ReceiverEntry {
  const value = input.trim()
  if (value === '') return { kind: 'empty' }
  if (isValidAddress(namespace, value)) {
    return {
      kind: 'address',
      address: namespace === 'eip155' ? toChecksumAddress(value) : value,
    }
  }
  if (namespace === 'eip155' && EVM_SHAPE.test(value)) {
    return { kind: 'invalid', reason: 'badChecksum' }
  }
  if (value.toLowerCase().startsWith('0x')) return { kind: 'invalid', reason: 'invalid' }
  return isAccountName(value)
    ? { kind: 'name', name: value }
    : { kind: 'invalid', reason: 'invalid' }
}
