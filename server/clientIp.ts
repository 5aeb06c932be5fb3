import { BlockList, isIP } from 'node:net'

/**
 * Which proxies in front of the service are trusted to say who the client is:
 * - `false` (the default): none. X-Forwarded-For is ignored, the client is the socket's peer.
 * - a number of hops: that many proxies each append the address they saw to X-Forwarded-For;
 *   the client is the entry that many places from the right (counting the socket's peer as the
 *   rightmost). Entries further left were written by the client and are ignored.
 * - a list of CIDR ranges (or single addresses): walking from the socket's peer leftwards
 *   through X-Forwarded-For, the first address outside those ranges is the client.
 */
export type TrustProxy = false | number | readonly string[]

/** `::ffff:203.0.113.7` (an IPv4 peer on a dual-stack socket) as `203.0.113.7`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped?.[1] ?? address
}

/** A range list for `isTrusted`; throws naming the entry that is not an address or a range. */
export function trustedRanges(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.trim().split('/')
    const family = isIP(plain(address))
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits)
    const max = family === 6 ? 128 : 32
    if (
      family === 0 ||
      extra !== undefined ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > max
    )
      throw new Error(`not an IP address or CIDR range: ${entry}`)
    list.addSubnet(plain(address), prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

function inRanges(ranges: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && ranges.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * Returns the function that names a request's client from its socket's peer address and its
 * X-Forwarded-For header, as `trust` says. Never throws; an address it cannot establish is
 * `unknown`.
 */
export function clientIpResolver(trust: TrustProxy) {
  const ranges = Array.isArray(trust) ? trustedRanges(trust) : undefined
  return (peer: string | undefined, forwardedFor: string | undefined): string => {
    const socket = peer === undefined || peer === '' ? 'unknown' : plain(peer)
    if (trust === false || trust === 0 || forwardedFor === undefined) return socket
    const chain = [
      ...forwardedFor
        .split(',')
        .map((entry) => plain(entry.trim()))
        .filter(Boolean),
      socket,
    ]
    let index: number
    if (typeof trust === 'number') {
      index = Math.max(0, chain.length - 1 - trust)
    } else {
      index = chain.length - 1
      while (index > 0 && ranges && inRanges(ranges, chain[index] ?? '')) index -= 1
    }
    const client = chain[index] ?? socket
    return isIP(client) === 0 ? socket : client
  }
}

/** The network an address belongs to, for people to read: its /24 (IPv4) or /48 (IPv6). */
export function networkOf(address: string): string {
  const family = isIP(address)
  if (family === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  if (family === 6) {
    const [head = '', tail = ''] = address.toLowerCase().split('::')
    const left = head === '' ? [] : head.split(':')
    const right = tail === '' ? [] : tail.split(':')
    const groups = address.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left
    return `${groups
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/48`
  }
  return 'unknown'
}
