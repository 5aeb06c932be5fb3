import { beforeEach, describe, expect, it } from 'vitest'
import { createServiceClient } from './service'
import { createSessionStore } from './session'
import { createFakeAuthService, SERVICE_URL } from './test/fakeAuthService'

let service: ReturnType<typeof createFakeAuthService>
beforeEach(() => {
  service = createFakeAuthService()
})

function store(now: () => number) {
  const values = new Map<string, string>()
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage
  const client = createServiceClient({ baseUrl: SERVICE_URL, fetch: service.fetch })
  return { sessions: createSessionStore(client, storage, now), client, values }
}

describe("the frame's session tokens", () => {
  it('refreshes with rotation shortly before expiry, keeping the handle', async () => {
    let now = 1_000_000
    const { sessions, client } = store(() => now)
    const tokens = await client.verifyEmail('ada@example.com', sessions.deviceId(), service.CODE)
    const handle = sessions.start(tokens)
    await expect(sessions.accessToken()).resolves.toBe(tokens.accessToken)
    now += (tokens.expiresIn - 10) * 1000
    const fresh = await sessions.accessToken()
    expect(fresh).not.toBe(tokens.accessToken)
    expect(sessions.current()?.handle).toBe(handle)
    expect(sessions.current()?.refreshToken).not.toBe(tokens.refreshToken)
    // The old refresh token died with the rotation.
    await expect(client.refresh(tokens.refreshToken)).rejects.toMatchObject({ status: 401 })
  })

  it('ends the session when the service refuses the refresh', async () => {
    let now = 1_000_000
    const { sessions, client } = store(() => now)
    const tokens = await client.verifyEmail('ada@example.com', sessions.deviceId(), service.CODE)
    sessions.start(tokens)
    await client.refresh(tokens.refreshToken)
    now += tokens.expiresIn * 1000
    await expect(sessions.accessToken()).resolves.toBeUndefined()
    expect(sessions.current()).toBeUndefined()
  })

  it('drops a stored session that does not parse, and keeps one device id', () => {
    const { sessions, values } = store(() => 0)
    values.set('portico-frame:session', '{"accessToken":1}')
    expect(sessions.current()).toBeUndefined()
    expect(values.has('portico-frame:session')).toBe(false)
    expect(sessions.deviceId()).toBe(sessions.deviceId())
  })
})
