// @vitest-environment node
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import type { GeoIpDatabase } from '../geoip/database'
import { loadMaxMindCityCsv } from '../geoip/maxmindCsv'
import { freshDatabaseEachTest } from '../testing/freshDatabase'
import { harness } from '../testing/harness'

// The approval page's place, from the GeoIP files' made-up fixture (server/testing/geoip),
// through the route that looks it up from the approval's stored network.
const FIXTURE = path.resolve(import.meta.dirname, '../testing/geoip')

let db: Database
freshDatabaseEachTest((fresh) => {
  db = fresh
})
let geoip: GeoIpDatabase
beforeAll(async () => {
  geoip = await loadMaxMindCityCsv(FIXTURE)
})

/** The approval page of a sign-up by `email` started from `ip`. */
async function pageFrom(email: string, ip: string, withGeoIp: boolean): Promise<string> {
  const h = await harness({ db, ...(withGeoIp && { geoip }) })
  const start = await h.call('POST', '/v1/email/start', {
    body: { email, deviceId: 'device-one-0001' },
    ip,
  })
  expect(start.status).toBe(200)
  const link = new URL(h.mail.lastLink(email))
  const page = await h.request(link.pathname + link.search)
  expect(page.status).toBe(200)
  return page.text()
}

describe('GET /v1/device/approve: the approximate place', () => {
  it('names the place of the network that asked, beside the network', async () => {
    expect(await pageFrom('ada@example.com', '192.0.2.44', true)).toContain(
      '<dd>Testville, North Fakeshire, Fakeland (network 192.0.2.0/24)</dd>',
    )
  })

  it('says it is unknown for a private network, and without a GeoIP database', async () => {
    expect(await pageFrom('bob@example.com', '10.0.0.1', true)).toContain(
      '<dd>unknown (network 10.0.0.0/24)</dd>',
    )
    expect(await pageFrom('cy@example.com', '192.0.2.44', false)).toContain(
      '<dd>unknown (network 192.0.2.0/24)</dd>',
    )
  })
})
