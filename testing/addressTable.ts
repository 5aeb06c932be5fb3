import * as z from 'zod/mini'
import { isEvmAddress, isValidAddress } from '../core/chains/address'
import type { ChainNamespace } from '../core/chains/network'

// The msw handlers that answer from a table keyed by account address (the balance and identity
// services, a node's eth_getBalance) read their keys here. An EVM address is one account in any
// case: the services compare it ignoring case, so a key may be written lower-case or
// checksummed (EIP-55) and is found whatever case the kit asks in. A key that is no address
// would never be asked for, and the test would silently get the default answer: it is refused
// when the handler is made, with the handler's name.

const EVM_HEX = /^0x[0-9a-fA-F]{40}$/

const evmKeySchema = z.string().check(
  z.refine((key) => EVM_HEX.test(key), 'expected 0x and 40 hex characters'),
  z.refine(
    (key) => !EVM_HEX.test(key) || isEvmAddress(key),
    'mixed case that fails its EIP-55 checksum',
  ),
)

const OTHER_NAMESPACES: readonly ChainNamespace[] = ['solana', 'bip122', 'polkadot', 'cosmos']

/** Which keys a table takes: EVM addresses only, or the other namespaces' too. */
export type AddressKeys = 'evm' | 'any'

/**
 * Reads `table`'s keys for the handler `handler` (named in the errors) and returns its
 * lookup: an EVM address in any case, another namespace's address (with `keys: 'any'`) as
 * written, since those are case-sensitive. The table is read at each lookup, so a test may
 * change it after making the handler; its keys are checked now and at each lookup.
 * @throws Error naming the handler and the key, for a key that is no address it takes, or
 *   for one account listed twice (in two cases).
 */
export function addressTable<V>(
  handler: string,
  table: Readonly<Record<string, V>>,
  keys: AddressKeys = 'evm',
): (address: string) => V | undefined {
  const entries = () => {
    const byAddress = new Map<string, V>()
    for (const [key, value] of Object.entries(table)) {
      const normalized = tableKey(handler, key, keys)
      if (byAddress.has(normalized)) {
        throw new Error(`${handler}: the address ${key} is listed twice (once in another case)`)
      }
      byAddress.set(normalized, value)
    }
    return byAddress
  }
  entries()
  return (address) => entries().get(EVM_HEX.test(address) ? address.toLowerCase() : address)
}

function tableKey(handler: string, key: string, keys: AddressKeys): string {
  const evm = evmKeySchema.safeParse(key)
  if (evm.success) return evm.data.toLowerCase()
  if (keys === 'any' && !key.startsWith('0x')) {
    if (OTHER_NAMESPACES.some((namespace) => isValidAddress(namespace, key))) return key
  }
  const expected =
    keys === 'any'
      ? 'an EVM address (0x and 40 hex characters, lower-case or checksummed) or another namespace’s address'
      : 'an EVM address (0x and 40 hex characters, lower-case or checksummed)'
  const why = key.startsWith('0x')
    ? ` (${evm.error.issues.map((issue) => issue.message).join('; ')})`
    : ''
  throw new Error(`${handler}: the key "${key}" is not ${expected}${why}`)
}
