import { isIPv4, isIPv6 } from 'node:net'

/**
 * IP addresses and networks as integers, for the GeoIP ranges: an IPv4 address is a number
 * below 2^32, an IPv6 address one below 2^128 (bigint for both, so one search serves both).
 */

export type Family = 4 | 6

/** An inclusive range of one family's addresses: a network, or a segment of the table. */
export interface AddressRange {
  family: Family
  start: bigint
  end: bigint
}

const BITS: Record<Family, number> = { 4: 32, 6: 128 }

/** ::ffff:0:0/96, where a dual-stack socket shows IPv4 peers. */
const MAPPED_PREFIX = 0xffffn
const LOW_32 = 0xffff_ffffn

function ipv4Value(text: string): bigint {
  // In numbers first (a file holds millions): 2^32 is well within a double's exact range.
  return BigInt(text.split('.').reduce((value, part) => value * 256 + Number(part), 0))
}

function ipv6Value(text: string): bigint {
  let address = text.split('%')[0] ?? ''
  // An IPv4 tail (::ffff:203.0.113.7) as its two 16-bit groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1]
  if (dotted !== undefined) {
    const value = ipv4Value(dotted)
    address = `${address.slice(0, -dotted.length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`
  }
  const [head = '', tail] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n)
}

/** An address's family and value; undefined when the text is not an IP address. */
export function parseAddress(text: string): { family: Family; value: bigint } | undefined {
  if (isIPv4(text)) return { family: 4, value: ipv4Value(text) }
  if (isIPv6(text)) return { family: 6, value: ipv6Value(text) }
  return undefined
}

/**
 * A network in CIDR notation (`203.0.113.0/24`, `2001:db8::/32`) as its first and last
 * address; undefined when it is not one, or has bits set past its prefix.
 */
export function parseNetwork(text: string): AddressRange | undefined {
  const [address = '', bits, extra] = text.split('/')
  const parsed = parseAddress(address)
  if (!parsed || bits === undefined || extra !== undefined || !/^\d{1,3}$/.test(bits))
    return undefined
  const width = BITS[parsed.family]
  const prefix = Number(bits)
  if (prefix > width) return undefined
  const hostMask = (1n << BigInt(width - prefix)) - 1n
  if ((parsed.value & hostMask) !== 0n) return undefined
  return { family: parsed.family, start: parsed.value, end: parsed.value | hostMask }
}

/** An IPv6 range inside ::ffff:0:0/96 as the IPv4 range it carries; any other as it is. */
export function unmapped(range: AddressRange): AddressRange {
  if (
    range.family === 6 &&
    range.start >> 32n === MAPPED_PREFIX &&
    range.end >> 32n === MAPPED_PREFIX
  )
    return { family: 4, start: range.start & LOW_32, end: range.end & LOW_32 }
  return range
}

/**
 * Networks no GeoIP database can place: unspecified, private, shared (carrier-grade NAT),
 * loopback, link-local, multicast and reserved. Documentation ranges are not among them.
 */
const SPECIAL_NETWORKS = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/128',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
].map((network) => {
  const range = parseNetwork(network)
  if (!range) throw new Error(`not a network: ${network}`)
  return range
})

/** Whether any address of `range` is private, loopback, link-local or otherwise not placed. */
export function touchesSpecialNetwork(range: AddressRange): boolean {
  return SPECIAL_NETWORKS.some(
    (special) =>
      special.family === range.family && special.start <= range.end && range.start <= special.end,
  )
}
