// @vitest-environment node
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { capturedLogger } from '../log'
import { loadGeoIp } from './load'

const FIXTURE = path.resolve(import.meta.dirname, '../testing/geoip')

describe('loading the GeoIP files at start', () => {
  it('logs how many ranges and places it loaded and how long it took, and no place', async () => {
    const { logger, lines } = capturedLogger()
    const geoip = await loadGeoIp(FIXTURE, logger)
    expect(geoip.placeOfNetwork('192.0.2.0/24')?.city).toBe('Testville')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 30,
      msg: 'GeoIP database loaded',
      dir: FIXTURE,
      ipv4Ranges: 5,
      ipv6Ranges: 4,
      places: 4,
      ms: expect.any(Number),
    })
    expect(lines[0]).not.toContain('Testville')
  })

  it('stops the start naming the variable and the file', async () => {
    const { logger, lines } = capturedLogger()
    const dir = path.join(FIXTURE, 'nowhere')
    await expect(loadGeoIp(dir, logger)).rejects.toThrow(
      `PORTICO_AUTH_GEOIP_CSV: ${path.join(dir, 'GeoLite2-City-Locations-en.csv')}: cannot be read (ENOENT)`,
    )
    expect(lines).toEqual([])
  })
})
