import {
  parseAddress,
  parseNetwork,
  touchesSpecialNetwork,
  unmapped,
  type AddressRange,
} from './addresses'
import type { RangeTable } from './ranges'

/**
 * Where an address or a network is, from a GeoIP database's ranges: only what the database
 * says, for every address asked about; never a guess.
 */

/** A place's names as the database writes them; '' where it names none. */
export interface Place {
  city: string
  region: string
  country: string
}

export interface GeoIpDatabase {
  /**
   * The place of every address of a network (`203.0.113.0/24`, `2001:db8:1::/48`), as far as
   * they agree: the country alone when their cities differ. Undefined when any address of it
   * is not in the database, is private, loopback or the like, or their countries differ.
   */
  placeOfNetwork(network: string): Place | undefined
  /** The place of one address; undefined when the database has none for it. */
  placeOfAddress(address: string): Place | undefined
  /** How many ranges and places it holds. */
  readonly counts: { ipv4Ranges: number; ipv6Ranges: number; places: number }
}

/** "Berlin, Land Berlin, Germany", leaving out what is not known and a name said twice. */
export function formatPlace(place: Place): string {
  const names = [place.city, place.region, place.country].filter((name) => name !== '')
  return names.filter((name, index) => name !== names[index - 1]).join(', ')
}

/** What every place agrees on, from the country down; undefined when their countries differ. */
function common(places: readonly Place[]): Place | undefined {
  const [first, ...rest] = places
  if (!first || first.country === '' || rest.some((place) => place.country !== first.country))
    return undefined
  const sameRegion = rest.every((place) => place.region === first.region)
  const sameCity = sameRegion && rest.every((place) => place.city === first.city)
  return {
    country: first.country,
    region: sameRegion ? first.region : '',
    city: sameCity ? first.city : '',
  }
}

export function geoIpDatabase(data: {
  ipv4: RangeTable
  ipv6: RangeTable
  places: readonly Place[]
}): GeoIpDatabase {
  const placeOfRange = (given: AddressRange): Place | undefined => {
    const range = unmapped(given)
    if (touchesSpecialNetwork(range)) return undefined
    const found = (range.family === 4 ? data.ipv4 : data.ipv6).overlapping(range.start, range.end)
    // Every address of the range must be covered: one left out could be the one that asked.
    let next = range.start
    for (const segment of found) {
      if (segment.start > next) return undefined
      next = segment.end + 1n
    }
    if (found.length === 0 || next <= range.end) return undefined
    const places: Place[] = []
    for (const segment of found) {
      const place = data.places[segment.payload]
      if (!place) return undefined
      places.push(place)
    }
    return common(places)
  }
  return {
    placeOfNetwork(network) {
      const range = parseNetwork(network)
      return range && placeOfRange(range)
    },
    placeOfAddress(address) {
      const parsed = parseAddress(address)
      return (
        parsed && placeOfRange({ family: parsed.family, start: parsed.value, end: parsed.value })
      )
    },
    counts: { ipv4Ranges: data.ipv4.size, ipv6Ranges: data.ipv6.size, places: data.places.length },
  }
}
