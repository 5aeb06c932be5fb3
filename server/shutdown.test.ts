// @vitest-environment node
// Stopping an instance (SIGTERM from its orchestrator, a deploy): it takes no new connection,
// finishes the requests it is answering, and answers its long polls 408 at once so their
// devices ask again on another instance, all within the drain bound.
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { emailStartResponseSchema, refreshResponseSchema } from '../protocol/auth/contract'
import type { Database } from './db/database'
import { SHUTDOWN_DRAIN_MS } from './limits'
import { freshDatabaseEachTest } from './testing/freshDatabase'
import { startLiveService } from './testing/liveService'
import { signInWith } from './testing/signIn'

let db: Database
freshDatabaseEachTest((fresh) => {
  db = fresh
})

const EMAIL = 'ada@example.com'

describe('a graceful stop', () => {
  it(
    'finishes a request in flight, answers its long poll 408 at once, and takes nothing new',
    { timeout: 30_000 },
    async () => {
      const service = await startLiveService(db)
      const session = await signInWith(service.fetch, service.mail, EMAIL, 'device-one-0001')
      // A new device waits for its approval: a long poll held by this instance.
      service.clock.advance(60_000)
      const start = await service.call('POST', '/v1/email/start', {
        body: { email: EMAIL, deviceId: 'device-two-0002' },
      })
      const { waitToken = '' } = z.parse(emailStartResponseSchema, await start.json())
      const poll = service.call('POST', '/v1/device/wait', {
        body: { email: EMAIL, deviceId: 'device-two-0002', waitToken },
      })
      await expect.poll(async () => (await db.query('SELECT id FROM device_waits')).length).toBe(1)

      // A refresh whose body is still arriving when the stop begins.
      const body = JSON.stringify({ refreshToken: session.refreshToken })
      const half = Math.floor(body.length / 2)
      let refreshedRequest: ReturnType<typeof request> | undefined
      const refreshed = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = request(
          `${service.url}/v1/session/refresh`,
          {
            method: 'POST',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
          },
          (incoming) => {
            let text = ''
            incoming.on('data', (chunk: Buffer) => (text += chunk.toString()))
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }))
          },
        )
        outgoing.on('error', reject)
        outgoing.write(body.slice(0, half))
        refreshedRequest = outgoing
      })
      // Once a later connection is answered, the instance has taken the refresh's connection.
      expect((await service.fetch('/healthz')).status).toBe(200)

      const began = performance.now()
      const stopped = service.stop()
      // The long poll is answered, not cut: its device asks again (elsewhere).
      const cut = await poll
      expect(cut.status).toBe(408)
      // Nothing new is taken.
      await expect(service.fetch('/healthz')).rejects.toThrow()
      // The refresh in flight finishes, with its answer.
      refreshedRequest?.end(body.slice(half))
      const answer = await refreshed
      expect(answer.status).toBe(200)
      expect(z.parse(refreshResponseSchema, JSON.parse(answer.body)).refreshToken).not.toBe(
        session.refreshToken,
      )
      await stopped
      expect(performance.now() - began).toBeLessThan(SHUTDOWN_DRAIN_MS)
    },
  )
})
