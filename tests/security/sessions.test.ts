// @vitest-environment node
// Attacks and accidents on sessions: two tabs refreshing at once (which reuse detection took
// for theft and signed the visitor out), an access token that outlived its rotation, sessions
// that never ended, an e-mail change that left the old sign-ins in place, and the frame served
// without a policy of its own.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshResponseSchema, sessionResponseSchema } from '../../protocol/auth/contract'
import {
  ACCESS_TOKEN_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_LIFETIME_MS,
} from '../../server/limits'
import { parsed } from '../../server/testing/harness'
import { liveServicePerTest, signIn, VICTIM, type LiveService } from './support'

const live = liveServicePerTest()
const DAY_MS = 24 * 60 * 60_000

const refresh = (service: LiveService, refreshToken: string) =>
  service.call('POST', '/v1/session/refresh', { body: { refreshToken } })
const me = (service: LiveService, accessToken: string) =>
  service.call('GET', '/v1/session', { token: accessToken })

describe('refreshing', () => {
  it('two tabs refreshing the same token at once both get the same new pair, and stay signed in', async () => {
    const service = await live()
    const session = await signIn(service)
    const [one, two] = await Promise.all([
      refresh(service, session.refreshToken),
      refresh(service, session.refreshToken),
    ])
    const first = await parsed(one, refreshResponseSchema)
    const second = await parsed(two, refreshResponseSchema)
    expect(second.accessToken).toBe(first.accessToken)
    expect(second.refreshToken).toBe(first.refreshToken)
    // Still signed in, and the next rotation works.
    expect((await me(service, first.accessToken)).status).toBe(200)
    service.clock.advance(ACCESS_TOKEN_LIFETIME_MS)
    const next = await parsed(await refresh(service, first.refreshToken), refreshResponseSchema)
    expect(
      (await parsed(await me(service, next.accessToken), sessionResponseSchema)).user.email,
    ).toBe(VICTIM)
  })

  it('ends the access token the rotated refresh token came with', async () => {
    const service = await live()
    const session = await signIn(service)
    expect((await me(service, session.accessToken)).status).toBe(200)
    const rotated = await parsed(
      await refresh(service, session.refreshToken),
      refreshResponseSchema,
    )
    expect((await me(service, session.accessToken)).status).toBe(401)
    expect((await me(service, rotated.accessToken)).status).toBe(200)
  })
})

describe('a session', () => {
  it(`ends after ${SESSION_IDLE_TIMEOUT_MS / DAY_MS} days without use`, async () => {
    const service = await live()
    const session = await signIn(service)
    service.clock.advance(SESSION_IDLE_TIMEOUT_MS)
    expect((await refresh(service, session.refreshToken)).status).toBe(401)
  })

  it(`ends after ${SESSION_MAX_LIFETIME_MS / DAY_MS} days however often it is used`, async () => {
    const service = await live()
    let session = await signIn(service)
    const step = SESSION_IDLE_TIMEOUT_MS - 60_000
    let elapsed = 0
    while (elapsed + step < SESSION_MAX_LIFETIME_MS) {
      service.clock.advance(step)
      elapsed += step
      session = await parsed(await refresh(service, session.refreshToken), refreshResponseSchema)
    }
    service.clock.advance(SESSION_MAX_LIFETIME_MS - elapsed)
    expect((await refresh(service, session.refreshToken)).status).toBe(401)
  })
})

describe('an e-mail change', () => {
  it('ends every other sign-in of the account and tells the old address', async () => {
    const service = await live()
    const thief = await signIn(service, VICTIM, 'thief-device-0001')
    const owner = await signIn(service, VICTIM, 'owner-device-0001')
    const token = owner.accessToken
    const NEW = 'ada@new.example'
    service.clock.advance(60_000)
    await service.call('POST', '/v1/email/update', { token, body: { newEmail: NEW } })
    await service.call('POST', '/v1/email/update/primary', {
      token,
      body: { otp: service.mail.lastCode(VICTIM) },
    })
    const done = await service.call('POST', '/v1/email/update/secondary', {
      token,
      body: { otp: service.mail.lastCode(NEW) },
    })
    expect(done.status).toBe(200)
    expect((await me(service, thief.accessToken)).status).toBe(401)
    expect((await refresh(service, thief.refreshToken)).status).toBe(401)
    expect((await me(service, token)).status).toBe(200)
    const notice = service.mail.sent.at(-1)
    expect(notice?.to).toBe(VICTIM)
    expect(notice?.text).toContain(NEW)
  })
})

describe('the frame', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portico-security-frame-'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>frame</title>')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('is served with a strict CSP: its own scripts, the service and the chains’ nodes, the configured ancestors', async () => {
    const service = await live({
      frameDir: dir,
      frameAncestors: ['https://shop.example'],
      chains: [
        { chainId: 1, name: 'Mainnet', rpcUrl: 'https://rpc.example/v1/key' },
        { chainId: 8453, name: 'Base', rpcUrl: 'https://base.rpc.example:8443/' },
      ],
    })
    const response = await service.fetch('/frame/')
    expect(response.status).toBe(200)
    const directives = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim())
    expect(directives).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self' https://rpc.example https://base.rpc.example:8443",
      'frame-ancestors https://shop.example',
      "base-uri 'none'",
      "form-action 'none'",
    ])
  })

  it('may be embedded by no page when no ancestor is configured', async () => {
    const service = await live({ frameDir: dir })
    const response = await service.fetch('/frame/')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})
