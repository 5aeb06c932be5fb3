import { PorticoError } from '../errors/PorticoError'
import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace } from './network'

/** A CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export type CaipErrorCode = 'INVALID_CAIP_NETWORK_ID' | 'INVALID_CAIP_ADDRESS'

export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  reference: string
  caipNetworkId: CaipNetworkId
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
  caipAddress: CaipAddress
}

// The CAIP-2 and CAIP-10 grammars (https://chainagnostic.org/CAIPs/caip-2, caip-10). The
// reference length matches `caipNetworkIdSchema` in network.ts, so both accept the same ids.
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
// CAIP-3: an eip155 reference is the decimal chain id, without sign or leading zeros.
const EIP155_REFERENCE = /^[1-9][0-9]*$/

const namespaceList = CHAIN_NAMESPACES.join(', ')

/** True when `value` is one of the chain namespaces the kit knows. */
export function isChainNamespace(value: string): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/** Why a namespace + reference pair is not a network id, or undefined when it is one. */
function referenceProblem(namespace: string, reference: string): string | undefined {
  if (!isChainNamespace(namespace)) {
    return `unknown namespace "${namespace}" (expected one of ${namespaceList})`
  }
  if (!REFERENCE.test(reference)) {
    return `invalid reference "${reference}" (1 to 32 letters, digits, "-" or "_")`
  }
  if (namespace === 'eip155' && !EIP155_REFERENCE.test(reference)) {
    return `invalid eip155 chain id "${reference}" (a positive decimal number)`
  }
  return undefined
}

/**
 * Parses a CAIP-2 network id (`namespace:reference`, e.g. `eip155:8453`).
 * @throws PorticoError `INVALID_CAIP_NETWORK_ID` naming what is wrong with it.
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const fail = (reason: string): never => {
    throw new PorticoError<CaipErrorCode>(
      'INVALID_CAIP_NETWORK_ID',
      `Invalid CAIP-2 network id "${value}": ${reason}`,
      { value },
    )
  }
  const parts = value.split(':')
  if (parts.length !== 2) return fail('expected namespace:reference')
  const [namespace = '', reference = ''] = parts
  const problem = referenceProblem(namespace, reference)
  if (problem !== undefined) return fail(problem)
  return {
    namespace: namespace as ChainNamespace,
    reference,
    caipNetworkId: value as CaipNetworkId,
  }
}

/**
 * Parses a CAIP-10 account id. It has exactly three colon-separated parts:
 * `namespace:reference:address`. The address is checked against the CAIP-10 grammar only;
 * `isValidAddress` (address.ts) checks it against its namespace's own rules.
 * @throws PorticoError `INVALID_CAIP_ADDRESS` naming what is wrong with it.
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const fail = (reason: string): never => {
    throw new PorticoError<CaipErrorCode>(
      'INVALID_CAIP_ADDRESS',
      `Invalid CAIP-10 account id "${value}": ${reason}`,
      { value },
    )
  }
  const parts = value.split(':')
  if (parts.length !== 3) return fail('expected namespace:reference:address')
  const [namespace = '', reference = '', address = ''] = parts
  const problem = referenceProblem(namespace, reference)
  if (problem !== undefined) return fail(problem)
  if (!ACCOUNT_ADDRESS.test(address)) {
    return fail(`invalid address "${address}" (1 to 128 letters, digits, "-", "." or "%")`)
  }
  return {
    namespace: namespace as ChainNamespace,
    reference,
    address,
    caipNetworkId: `${namespace}:${reference}` as CaipNetworkId,
    caipAddress: value as CaipAddress,
  }
}

/**
 * Builds a CAIP-2 network id from its parts, e.g. `formatCaipNetworkId('eip155', 1)`.
 * @throws PorticoError `INVALID_CAIP_NETWORK_ID` when a part is not valid.
 */
export function formatCaipNetworkId(
  namespace: ChainNamespace,
  reference: string | number,
): CaipNetworkId {
  return parseCaipNetworkId(`${namespace}:${reference}`).caipNetworkId
}

/**
 * Builds a CAIP-10 account id from a network id and an address.
 * @throws PorticoError `INVALID_CAIP_ADDRESS` when a part is not valid.
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return parseCaipAddress(`${caipNetworkId}:${address}`).caipAddress
}

/** True when `value` is a well-formed CAIP-2 network id. */
export function isCaipNetworkId(value: string): value is CaipNetworkId {
  const parts = value.split(':')
  return parts.length === 2 && referenceProblem(parts[0] ?? '', parts[1] ?? '') === undefined
}

/** True when `value` is a well-formed CAIP-10 account id. */
export function isCaipAddress(value: string): value is CaipAddress {
  const parts = value.split(':')
  return (
    parts.length === 3 &&
    referenceProblem(parts[0] ?? '', parts[1] ?? '') === undefined &&
    ACCOUNT_ADDRESS.test(parts[2] ?? '')
  )
}

/**
 * The numeric chain id of an eip155 network id (`eip155:8453` → 8453).
 * @throws PorticoError `INVALID_CAIP_NETWORK_ID` for another namespace or a malformed id.
 */
export function eip155ChainId(caipNetworkId: string): number {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  const chainId = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(chainId)) {
    throw new PorticoError<CaipErrorCode>(
      'INVALID_CAIP_NETWORK_ID',
      `Invalid CAIP-2 network id "${caipNetworkId}": expected an eip155 id with a chain id`,
      { value: caipNetworkId },
    )
  }
  return chainId
}
