// @vitest-environment node
// Attacks at the edge: dodging per-IP limits by writing X-Forwarded-For, exhausting the
// service with huge bodies, holding long polls open by the thousand, and starting a
// production service without its secrets.
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../server/config'
import type { TrustProxy } from '../../server/clientIp'
import {
  DEVICE_WAIT_MAX_PER_DEVICE,
  RATE_LIMITS,
  REQUEST_BODY_MAX_BYTES,
} from '../../server/limits'
import {
  ATTACKER_DEVICE,
  liveServicePerTest,
  openLink,
  outcome,
  pendingSignIn,
  postApproval,
  signIn,
  type LiveService,
} from './support'

const live = liveServicePerTest()

describe('per-IP limits', () => {
  /** Starts sign-ins for new addresses, each with the X-Forwarded-For `forwardedFor(n)`. */
  async function starts(service: LiveService, forwardedFor: (n: number) => string) {
    const results: string[] = []
    for (let n = 0; n <= RATE_LIMITS.startPerIp.limit; n++) {
      const response = await service.call('POST', '/v1/email/start', {
        body: { email: `visitor${n}@example.com`, deviceId: ATTACKER_DEVICE },
        headers: { 'x-forwarded-for': forwardedFor(n) },
      })
      results.push(await outcome(response))
    }
    return results
  }

  const cases: Array<[string, TrustProxy]> = [
    ['no proxy trusted (X-Forwarded-For ignored)', false],
    ['one trusted hop', 1],
    ['the proxy trusted by its address', ['127.0.0.1/32']],
  ]
  it.each(cases)(
    'key on the client the service or its trusted proxy saw, not on what the client wrote: %s',
    async (_name, trustProxy) => {
      const service = await live({ trustProxy })
      // The client writes a new address first each time; the proxy (the loopback) appends the
      // one it saw, always the same.
      const results = await starts(service, (n) => `6.6.${n}.6, 203.0.113.9`)
      expect(results.slice(0, -1).every((result) => result === '200 ok')).toBe(true)
      expect(results.at(-1)).toBe('429 RATE_LIMITED')
    },
  )
})

/**
 * Sends a 64 MiB body to the service as fast as the socket takes it (with its length
 * declared, or chunked) and stops at the first byte of the answer: the status, how many bytes
 * had been sent, how long it took.
 */
function sendHugeBody(url: string, chunked: boolean) {
  const total = 64 * 1024 * 1024
  const { hostname, port } = new URL(url)
  return new Promise<{ status: number; sent: number; ms: number }>((resolve, reject) => {
    const started = performance.now()
    const socket = connect(Number(port), hostname)
    let sent = 0
    let answered = false
    let received = ''
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    socket.on('data', (data) => {
      received += data.toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]
      if (status && !answered) {
        answered = true
        resolve({ status: Number(status), sent, ms: performance.now() - started })
        socket.destroy()
      }
    })
    // The service closes the connection once it answered: writes after that fail, as they should.
    socket.on('error', (error) => {
      if (!answered) reject(error)
    })
    socket.on('close', () => {
      if (!answered) reject(new Error(`closed without an answer after ${sent} bytes`))
    })
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${chunk.length.toString(16)}\r\n`),
              chunk,
              Buffer.from('\r\n'),
            ])
          : chunk
        if (!socket.write(framed)) {
          socket.once('drain', pump)
          return
        }
      }
      if (!answered && chunked) socket.write('0\r\n\r\n')
    }
    socket.on('connect', () => {
      socket.write(
        'POST /v1/email/start HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\n' +
          (chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${total}\r\n`) +
          '\r\n',
      )
      pump()
    })
  })
}

describe(`a body over ${REQUEST_BODY_MAX_BYTES / 1024} KiB`, () => {
  it.each([
    ['with its length declared', false],
    ['chunked', true],
  ])(
    'of 64 MiB is refused with 413, long before it is all sent (%s)',
    async (_name, chunked) => {
      const service = await live()
      const { status, sent, ms } = await sendHugeBody(service.url, chunked)
      expect(status).toBe(413)
      expect(sent).toBeLessThan(16 * 1024 * 1024)
      console.info(`64 MiB body (${_name}): 413 after ${sent} bytes sent, ${ms.toFixed(0)} ms`)
      // The service still answers.
      expect((await service.fetch('/v1/chains')).status).toBe(200)
    },
    60_000,
  )
})

describe('the device-approval long poll', () => {
  /** An attacker's pending sign-in with the victim's address, from `deviceId`: its poll body. */
  const pending = async (service: LiveService, deviceId = ATTACKER_DEVICE) =>
    (await pendingSignIn(service, { deviceId })).body

  /** A long poll: its answer, or `held` if it is still waiting after `ms`. */
  function poll(service: LiveService, body: object, signal: AbortSignal, ms = 3_000) {
    const answer = service
      .call('POST', '/v1/device/wait', { body, signal })
      .then(outcome)
      .catch(() => 'aborted')
    const timer = new Promise<string>((resolve) => setTimeout(() => resolve('held'), ms))
    return Promise.race([answer, timer])
  }

  it('without the credential of its device is refused at once', async () => {
    const service = await live()
    await signIn(service)
    const { email, deviceId } = await pending(service)
    const controller = new AbortController()
    try {
      const missing = await poll(service, { email, deviceId }, controller.signal)
      const madeUp = await poll(
        service,
        { email, deviceId, waitToken: 'x'.repeat(43) },
        controller.signal,
      )
      const other = await pending(service, 'attacker-device-0002')
      const someoneElses = await poll(
        service,
        { email, deviceId, waitToken: other.waitToken },
        controller.signal,
      )
      expect([missing, madeUp, someoneElses]).toEqual([
        '400 INVALID_REQUEST',
        '401 UNAUTHORIZED',
        '401 UNAUTHORIZED',
      ])
    } finally {
      controller.abort()
    }
  }, 30_000)

  it(`with it, is held at most ${DEVICE_WAIT_MAX_PER_DEVICE} at once per device; the next one gets 429`, async () => {
    const service = await live()
    await signIn(service)
    const body = await pending(service)
    const controller = new AbortController()
    try {
      const held = Array.from({ length: DEVICE_WAIT_MAX_PER_DEVICE }, () =>
        poll(service, body, controller.signal, 60_000),
      )
      // Give the held ones time to be counted before the next one comes.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await poll(service, body, controller.signal)).toBe('429 RATE_LIMITED')
      // Approved: the held ones answer, and their places are free again.
      const { form } = await openLink(service)
      if (!form) throw new Error('no approval form')
      await postApproval(service, form)
      expect(await Promise.all(held)).toEqual(
        Array.from({ length: DEVICE_WAIT_MAX_PER_DEVICE }, () => '200 ok'),
      )
      expect(await poll(service, body, controller.signal)).toBe('200 ok')
    } finally {
      controller.abort()
    }
  }, 90_000)

  it('is held at most the configured number at once in all; the next one gets 429', async () => {
    const maxConcurrent = 3
    const service = await live({ deviceWait: { maxConcurrent } })
    await signIn(service)
    const controller = new AbortController()
    try {
      const bodies = []
      for (let n = 0; n <= maxConcurrent; n++)
        bodies.push(await pending(service, `attacker-device-${1000 + n}`))
      const held = bodies
        .slice(0, maxConcurrent)
        .map((body) => poll(service, body, controller.signal, 5_000))
      await new Promise((resolve) => setTimeout(resolve, 500))
      const last = bodies.at(-1)
      if (!last) throw new Error('no body')
      expect(await poll(service, last, controller.signal)).toBe('429 RATE_LIMITED')
      controller.abort()
      await Promise.all(held)
    } finally {
      controller.abort()
    }
  }, 90_000)
})

describe('a production start', () => {
  it('refuses to run without an OTP pepper, or with frame ancestors that are not https', async () => {
    const base = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portico@db.internal/portico',
      PORTICO_AUTH_SHARE_KEY: 'ab'.repeat(32),
    }
    await expect(configFromEnv(base)).rejects.toThrow('PORTICO_AUTH_OTP_PEPPER')
    await expect(
      configFromEnv({
        ...base,
        PORTICO_AUTH_OTP_PEPPER: 'cd'.repeat(32),
        PORTICO_AUTH_FRAME_ANCESTORS: 'http://shop.example',
      }),
    ).rejects.toThrow('only https origins in production')
  })
})
