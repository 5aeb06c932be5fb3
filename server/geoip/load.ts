import type { Logger } from 'pino'
import type { GeoIpDatabase } from './database'
import { loadMaxMindCityCsv } from './maxmindCsv'

/**
 * Loads the GeoIP database the operator mounted (PORTICO_AUTH_GEOIP_CSV) at start, logging
 * how many ranges it holds and how long it took. A file missing, unreadable or malformed stops
 * the start, naming the variable, the file and the line.
 */
export async function loadGeoIp(dir: string, logger: Logger): Promise<GeoIpDatabase> {
  const started = performance.now()
  const geoip = await loadMaxMindCityCsv(dir).catch((error: unknown) => {
    throw new Error(
      `PORTICO_AUTH_GEOIP_CSV: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  })
  logger.info(
    { dir, ...geoip.counts, ms: Math.round(performance.now() - started) },
    'GeoIP database loaded',
  )
  return geoip
}
