// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseAddress, parseNetwork } from './addresses'
import { formatPlace, geoIpDatabase, type Place } from './database'
import { RangeInputError, RangeTableBuilder } from './ranges'

const value = (address: string) => {
  const parsed = parseAddress(address)
  if (!parsed) throw new Error(`not an address: ${address}`)
  return parsed.value
}

/** A table of networks, read from line 2 on; payloads: each network's index by default. */
function tableOf(
  bits: 32 | 128,
  networks: readonly string[],
  payloads = networks.map((_, index) => index),
) {
  const builder = new RangeTableBuilder(bits)
  networks.forEach((network, index) => {
    const range = parseNetwork(network)
    if (!range) throw new Error(`not a network: ${network}`)
    builder.add(range.start, range.end, payloads[index] ?? 0, index + 2)
  })
  return builder.build()
}

describe('addresses', () => {
  it('reads IPv4, IPv6 (with ::, an IPv4 tail, a zone) and CIDR networks as integers', () => {
    expect(value('0.0.0.0')).toBe(0n)
    expect(value('255.255.255.255')).toBe(0xffff_ffffn)
    expect(value('192.0.2.1')).toBe(0xc000_0201n)
    expect(value('::')).toBe(0n)
    expect(value('2001:db8::1')).toBe((0x2001_0db8n << 96n) | 1n)
    expect(value('::ffff:192.0.2.1')).toBe((0xffffn << 32n) | 0xc000_0201n)
    expect(value('fe80::1%eth0')).toBe((0xfe80n << 112n) | 1n)
    expect(parseAddress('192.0.2')).toBeUndefined()
    expect(parseNetwork('198.51.100.0/24')).toEqual({
      family: 4,
      start: 0xc633_6400n,
      end: 0xc633_64ffn,
    })
    expect(parseNetwork('2001:db8:1::/48')?.end).toBe(value('2001:db8:1:ffff:ffff:ffff:ffff:ffff'))
    expect(parseNetwork('0.0.0.0/0')?.end).toBe(0xffff_ffffn)
    // Bits past the prefix, a prefix too long, no prefix: not networks.
    for (const text of ['198.51.100.1/24', '198.51.100.0/33', '2001:db8::/129', '198.51.100.0'])
      expect(parseNetwork(text)).toBeUndefined()
  })
})

describe('the range table', () => {
  it('finds IPv4 addresses at and inside the bounds of each range, and none in the gaps', () => {
    const table = tableOf(32, ['192.0.2.0/25', '192.0.2.128/26', '198.51.100.0/24'])
    expect(table.size).toBe(3)
    expect(table.find(value('192.0.2.0'))).toBe(0)
    expect(table.find(value('192.0.2.127'))).toBe(0)
    expect(table.find(value('192.0.2.128'))).toBe(1)
    expect(table.find(value('192.0.2.191'))).toBe(1)
    expect(table.find(value('192.0.2.192'))).toBeUndefined()
    expect(table.find(value('198.51.100.255'))).toBe(2)
    expect(table.find(value('198.51.101.0'))).toBeUndefined()
    expect(table.find(value('0.0.0.0'))).toBeUndefined()
    expect(table.find(value('255.255.255.255'))).toBeUndefined()
  })

  it('finds IPv6 addresses across the full 128 bits', () => {
    const table = tableOf(128, ['2001:db8:1::/48', '2001:db8:2::/64', 'ffff::/16'])
    expect(table.find(value('2001:db8:1::'))).toBe(0)
    expect(table.find(value('2001:db8:1:ffff:ffff:ffff:ffff:ffff'))).toBe(0)
    expect(table.find(value('2001:db8:2::1'))).toBe(1)
    expect(table.find(value('2001:db8:2:1::'))).toBeUndefined()
    expect(table.find(value('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'))).toBe(2)
    expect(table.find(value('::1'))).toBeUndefined()
  })

  it('sorts unsorted input, and lets a network inside another win for its own addresses', () => {
    const table = tableOf(32, [
      '198.51.100.0/24',
      '192.0.2.0/24',
      '192.0.2.64/26',
      '192.0.2.96/27',
      '192.0.2.0/30',
    ])
    expect(table.find(value('192.0.2.0'))).toBe(4)
    expect(table.find(value('192.0.2.3'))).toBe(4)
    expect(table.find(value('192.0.2.4'))).toBe(1)
    expect(table.find(value('192.0.2.64'))).toBe(2)
    expect(table.find(value('192.0.2.96'))).toBe(3)
    expect(table.find(value('192.0.2.127'))).toBe(3)
    expect(table.find(value('192.0.2.128'))).toBe(1)
    expect(table.find(value('192.0.2.255'))).toBe(1)
    expect(table.find(value('198.51.100.7'))).toBe(0)
    expect(table.find(value('198.51.101.0'))).toBeUndefined()
    // The outer network is cut around the inner ones, in order, without gaps.
    expect(
      table.overlapping(value('192.0.2.0'), value('192.0.2.255')).map((found) => found.payload),
    ).toEqual([4, 1, 2, 3, 1])
  })

  it('refuses ranges that overlap without one holding the other, or repeat, naming both lines', () => {
    const builder = new RangeTableBuilder(32)
    builder.add(value('192.0.2.0'), value('192.0.2.200'), 0, 7)
    builder.add(value('192.0.2.100'), value('192.0.2.255'), 1, 9)
    expect(() => builder.build()).toThrow(
      new RangeInputError(9, 'overlaps the network of line 7 without being inside it'),
    )
    expect(() => tableOf(32, ['192.0.2.0/24', '192.0.2.0/24']).size).toThrow(
      'repeats the network of line 2',
    )
    expect(() => new RangeTableBuilder(32).add(2n ** 32n, 2n ** 32n, 0, 4)).toThrow(
      'not a range of 32-bit addresses',
    )
  })

  it('grows past its first capacity and still finds every range', () => {
    const builder = new RangeTableBuilder(128)
    for (let index = 0; index < 5_000; index += 1)
      builder.add(BigInt(index) * 4n, BigInt(index) * 4n + 2n, index, index + 2)
    const table = builder.build()
    expect(table.size).toBe(5_000)
    expect(table.find(4n * 4_999n + 2n)).toBe(4_999)
    expect(table.find(4n * 2_500n + 3n)).toBeUndefined()
  })
})

const TESTVILLE: Place = { city: 'Testville', region: 'North Fakeshire', country: 'Fakeland' }
const MOCKTON: Place = { city: 'Mockton', region: 'North Fakeshire', country: 'Fakeland' }
const ELSEWHERE: Place = { city: '', region: '', country: 'Otherfakeland' }

describe('the place of an address or a network', () => {
  const database = geoIpDatabase({
    ipv4: tableOf(
      32,
      ['192.0.2.0/24', '198.51.100.0/25', '198.51.100.128/25', '203.0.113.0/25'],
      [0, 1, 2, 0],
    ),
    ipv6: tableOf(128, ['2001:db8:1::/48', '2001:db8:2::/49', '2001:db8:2:8000::/49'], [0, 0, 3]),
    places: [TESTVILLE, TESTVILLE, MOCKTON, ELSEWHERE],
  })

  it('places an address, IPv4-mapped IPv6 included, and nothing it does not hold', () => {
    expect(database.placeOfAddress('192.0.2.9')).toEqual(TESTVILLE)
    expect(database.placeOfAddress('::ffff:192.0.2.9')).toEqual(TESTVILLE)
    expect(database.placeOfAddress('::ffff:198.51.100.200')).toEqual(MOCKTON)
    expect(database.placeOfAddress('2001:db8:1::5')).toEqual(TESTVILLE)
    expect(database.placeOfAddress('203.0.113.200')).toBeUndefined()
    expect(database.placeOfAddress('not an address')).toBeUndefined()
    expect(database.counts).toEqual({ ipv4Ranges: 4, ipv6Ranges: 3, places: 4 })
  })

  it('places a network only where its ranges cover it, and only as far as they agree', () => {
    expect(database.placeOfNetwork('192.0.2.0/24')).toEqual(TESTVILLE)
    expect(database.placeOfNetwork('::ffff:192.0.2.0/120')).toEqual(TESTVILLE)
    // Two cities of one region: the region and the country.
    expect(database.placeOfNetwork('198.51.100.0/24')).toEqual({
      city: '',
      region: 'North Fakeshire',
      country: 'Fakeland',
    })
    // Half of it is in no range: the asking address may be there.
    expect(database.placeOfNetwork('203.0.113.0/24')).toBeUndefined()
    // Two countries: nothing.
    expect(database.placeOfNetwork('2001:db8:2::/48')).toBeUndefined()
    expect(database.placeOfNetwork('2001:db8:1::/48')).toEqual(TESTVILLE)
    expect(database.placeOfNetwork('unknown')).toBeUndefined()
  })

  it('never places private, loopback or link-local networks, whatever the database says', () => {
    const everywhere = geoIpDatabase({
      ipv4: tableOf(32, ['0.0.0.0/0']),
      ipv6: tableOf(128, ['::/0']),
      places: [TESTVILLE],
    })
    expect(everywhere.placeOfNetwork('198.51.100.0/24')).toEqual(TESTVILLE)
    for (const network of [
      '10.1.2.0/24',
      '172.16.0.0/24',
      '192.168.1.0/24',
      '127.0.0.0/24',
      '169.254.3.0/24',
      '100.64.0.0/24',
      '0:0:0::/48',
      'fd12:3456:789a::/48',
      'fe80:0:0::/48',
    ])
      expect(everywhere.placeOfNetwork(network)).toBeUndefined()
    expect(everywhere.placeOfAddress('::1')).toBeUndefined()
    expect(everywhere.placeOfAddress('::ffff:10.0.0.1')).toBeUndefined()
  })

  it('writes what is known, city to country, naming a city-state once', () => {
    expect(formatPlace(TESTVILLE)).toBe('Testville, North Fakeshire, Fakeland')
    expect(formatPlace(ELSEWHERE)).toBe('Otherfakeland')
    expect(formatPlace({ city: 'Singapore', region: '', country: 'Singapore' })).toBe('Singapore')
  })
})
