import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseNetwork, type Family } from './addresses'
import { GeoIpFileError, readCsv } from './csv'
import { geoIpDatabase, type GeoIpDatabase, type Place } from './database'
import { RangeInputError, RangeTableBuilder, type RangeTable } from './ranges'

/**
 * MaxMind's City database in its CSV layout (GeoLite2 City, free under MaxMind's licence, or
 * GeoIP2 City): three files in one directory, `<edition>-Blocks-IPv4.csv`,
 * `<edition>-Blocks-IPv6.csv` and `<edition>-Locations-en.csv`. Each block row names a network
 * and the geoname_id of its place (empty when MaxMind places it nowhere: that network stays
 * unknown); each location row, a geoname_id's country, first subdivision and city in English.
 */

/** The editions read, GeoLite2's first: their files differ only by this prefix. */
export const MAXMIND_CITY_EDITIONS = ['GeoLite2-City', 'GeoIP2-City'] as const

const LOCATION_COLUMNS = ['geoname_id', 'country_name', 'subdivision_1_name', 'city_name'] as const
const BLOCK_COLUMNS = ['network', 'geoname_id'] as const

/** The three files of the first edition whose IPv4 blocks are in `dir`; fails naming them. */
export function maxMindCityFiles(dir: string) {
  const edition =
    MAXMIND_CITY_EDITIONS.find((name) => existsSync(path.join(dir, `${name}-Blocks-IPv4.csv`))) ??
    MAXMIND_CITY_EDITIONS[0]
  return {
    locations: path.join(dir, `${edition}-Locations-en.csv`),
    ipv4: path.join(dir, `${edition}-Blocks-IPv4.csv`),
    ipv6: path.join(dir, `${edition}-Blocks-IPv6.csv`),
  }
}

async function readLocations(file: string) {
  const places: Place[] = []
  const byGeonameId = new Map<number, number>()
  await readCsv(file, LOCATION_COLUMNS, (field, line) => {
    const id = field('geoname_id')
    if (!/^\d+$/.test(id)) throw new GeoIpFileError(file, line, `geoname_id is not a number: ${id}`)
    byGeonameId.set(Number(id), places.length)
    places.push({
      city: field('city_name'),
      region: field('subdivision_1_name'),
      country: field('country_name'),
    })
  })
  return { places, byGeonameId }
}

async function readBlocks(
  file: string,
  family: Family,
  byGeonameId: ReadonlyMap<number, number>,
  locations: string,
): Promise<RangeTable> {
  const ranges = new RangeTableBuilder(family === 4 ? 32 : 128)
  await readCsv(file, BLOCK_COLUMNS, (field, line) => {
    const network = parseNetwork(field('network'))
    if (!network || network.family !== family)
      throw new GeoIpFileError(
        file,
        line,
        `network is not an IPv${family} network in CIDR notation: ${field('network')}`,
      )
    const id = field('geoname_id')
    // MaxMind places this network nowhere (it may know only where it is registered): unknown.
    if (id === '') return
    const place = /^\d+$/.test(id) ? byGeonameId.get(Number(id)) : undefined
    if (place === undefined)
      throw new GeoIpFileError(file, line, `geoname_id ${id} is not in ${path.basename(locations)}`)
    try {
      ranges.add(network.start, network.end, place, line)
    } catch (error) {
      if (error instanceof RangeInputError) throw new GeoIpFileError(file, line, error.message)
      throw error
    }
  })
  try {
    return ranges.build()
  } catch (error) {
    if (error instanceof RangeInputError) throw new GeoIpFileError(file, error.line, error.message)
    throw error
  }
}

/**
 * Loads MaxMind's City CSV files from `dir`, streaming each. Fails with a GeoIpFileError
 * naming the file (and the line) that is missing, unreadable or malformed.
 */
export async function loadMaxMindCityCsv(dir: string): Promise<GeoIpDatabase> {
  const files = maxMindCityFiles(dir)
  const { places, byGeonameId } = await readLocations(files.locations)
  const ipv4 = await readBlocks(files.ipv4, 4, byGeonameId, files.locations)
  const ipv6 = await readBlocks(files.ipv6, 6, byGeonameId, files.locations)
  return geoIpDatabase({ ipv4, ipv6, places })
}
