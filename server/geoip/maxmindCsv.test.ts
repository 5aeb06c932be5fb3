// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { csvFields } from './csv'
import { loadMaxMindCityCsv } from './maxmindCsv'

// Made-up rows in MaxMind's layout (server/testing/geoip/README.md).
const FIXTURE = path.resolve(import.meta.dirname, '../testing/geoip')
const LOCATIONS = 'GeoLite2-City-Locations-en.csv'
const IPV4 = 'GeoLite2-City-Blocks-IPv4.csv'
const IPV6 = 'GeoLite2-City-Blocks-IPv6.csv'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

/** A copy of the fixture with `file` rewritten by `edit`. */
async function fixtureWith(file: string, edit: (text: string) => string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-geoip-'))
  dirs.push(dir)
  await cp(FIXTURE, dir, { recursive: true })
  await writeFile(path.join(dir, file), edit(await readFile(path.join(dir, file), 'utf8')))
  return dir
}

describe('CSV fields', () => {
  it('splits plain fields, and keeps commas and doubled quotes inside quoted ones', () => {
    expect(csvFields('a,,b')).toEqual(['a', '', 'b'])
    expect(csvFields('1,"South, Lower","Port ""Pretend""",')).toEqual([
      '1',
      'South, Lower',
      'Port "Pretend"',
      '',
    ])
    expect(csvFields('1,"open')).toBeUndefined()
    expect(csvFields('1,"a,b",c,"d', 2)).toEqual(['1', 'a,b'])
    expect(csvFields('1,2,3', 2)).toEqual(['1', '2'])
  })
})

describe("MaxMind's City CSV files", () => {
  it('loads the locations and both blocks files, and places addresses and networks from them', async () => {
    const geoip = await loadMaxMindCityCsv(FIXTURE)
    // The row without a geoname_id (198.18.0.0/24) is left out: MaxMind places it nowhere.
    expect(geoip.counts).toEqual({ ipv4Ranges: 5, ipv6Ranges: 4, places: 4 })
    expect(geoip.placeOfNetwork('192.0.2.0/24')).toEqual({
      city: 'Testville',
      region: 'North Fakeshire',
      country: 'Fakeland',
    })
    expect(geoip.placeOfNetwork('198.51.100.0/24')).toEqual({
      city: '',
      region: 'North Fakeshire',
      country: 'Fakeland',
    })
    expect(geoip.placeOfAddress('203.0.113.5')).toEqual({
      city: 'Port "Pretend"',
      region: 'South Fakeshire, Lower',
      country: 'Fakeland',
    })
    expect(geoip.placeOfNetwork('203.0.113.0/24')).toBeUndefined()
    expect(geoip.placeOfNetwork('198.18.0.0/24')).toBeUndefined()
    expect(geoip.placeOfNetwork('2001:db8:2::/48')).toEqual({
      city: '',
      region: '',
      country: 'Otherfakeland',
    })
    expect(geoip.placeOfNetwork('2001:db8:3::/48')).toBeUndefined()
    expect(geoip.placeOfAddress('::ffff:192.0.2.77')?.city).toBe('Testville')
  })

  it('reads files written with CRLF line ends and a byte order mark', async () => {
    const dir = await fixtureWith(IPV4, (text) => `\uFEFF${text.replaceAll('\n', '\r\n')}`)
    expect((await loadMaxMindCityCsv(dir)).placeOfNetwork('192.0.2.0/24')?.city).toBe('Testville')
  })

  it('fails naming the file that is missing', async () => {
    const dir = await fixtureWith(IPV6, (text) => text)
    await rm(path.join(dir, IPV6))
    await expect(loadMaxMindCityCsv(dir)).rejects.toThrow(
      `${path.join(dir, IPV6)}: cannot be read (ENOENT)`,
    )
    await expect(loadMaxMindCityCsv(path.join(dir, 'nowhere'))).rejects.toThrow(
      `${path.join(dir, 'nowhere', LOCATIONS)}: cannot be read (ENOENT)`,
    )
  })

  it('fails naming the file and line of a malformed row', async () => {
    const cases: [file: string, edit: (text: string) => string, message: string][] = [
      [
        IPV4,
        (text) => text.replace('198.51.100.128/25', '198.51.100.300/25'),
        `${IPV4} line 5: network is not an IPv4 network in CIDR notation: 198.51.100.300/25`,
      ],
      [
        IPV6,
        (text) => text.replace('2001:db8:2::/48', '192.0.2.0/24'),
        `${IPV6} line 3: network is not an IPv6 network`,
      ],
      [
        IPV4,
        (text) => text.replace('203.0.113.0/25,9000003', '203.0.113.0/25,9999999'),
        `${IPV4} line 6: geoname_id 9999999 is not in ${LOCATIONS}`,
      ],
      [IPV4, (text) => `${text}192.0.2.0/24\n`, `${IPV4} line 8: has 1 fields, the header 2`],
      [
        IPV4,
        (text) => `${text}192.0.2.0/24,9000002\n`,
        `${IPV4} line 8: repeats the network of line 2`,
      ],
      [
        LOCATIONS,
        (text) => text.replace('9000004,en', 'x9000004,en'),
        `${LOCATIONS} line 5: geoname_id is not a number: x9000004`,
      ],
      [LOCATIONS, (text) => text.replace('"Port', 'Port'), `${LOCATIONS} line 4: a quoted field`],
      [
        LOCATIONS,
        (text) => text.replace('city_name', 'town'),
        `${LOCATIONS} line 1: the header has no column city_name`,
      ],
      [LOCATIONS, () => '', `${LOCATIONS}: is empty (no header)`],
    ]
    for (const [file, edit, message] of cases) {
      const dir = await fixtureWith(file, edit)
      await expect(loadMaxMindCityCsv(dir), message).rejects.toThrow(message)
    }
  })
})
