import { IDBFactory } from 'fake-indexeddb'
import { hashMessage, recoverAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppMessage } from '../protocol/frame/messages'
import { rejection, type Consent } from './consent/consent'
import { createDeviceStore, type DeviceStore } from './deviceStore'
import { createFrameHandlers, FrameError, type FrameDeps } from './handlers'
import { scriptedSecrets } from './custody/testing'
import { createServiceClient } from './service'
import { createSessionStore } from './session'
import { createSocialStore } from './social'
import { combineShares } from './shares'
import { createFakeAuthService, SERVICE_URL } from './test/fakeAuthService'

let service: ReturnType<typeof createFakeAuthService>

/** The visitor's answers in the frame's approval view: each request asked, and the answer. */
function visitor(answer: 'approve' | 'reject' = 'approve') {
  const asked: Array<{ id: string; method: string }> = []
  const consent: Consent = {
    async approve(request, perform) {
      asked.push({ id: request.id, method: request.method })
      if (answer === 'reject') throw rejection()
      return perform()
    },
    cancel: vi.fn(),
  }
  return { asked, consent }
}

/** One browser profile: its own storage and IndexedDB; the handlers of one frame load. */
function profile(
  devices: DeviceStore = createDeviceStore(new IDBFactory()),
  consent: Consent = visitor().consent,
  recovery?: FrameDeps['recovery'],
) {
  const storage = new Map<string, string>()
  const localStore = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage
  const sessions: string[] = []
  const load = () => {
    const client = createServiceClient({
      baseUrl: SERVICE_URL,
      fetch: service.fetch,
      pageOrigin: 'https://shop.test',
    })
    const session = createSessionStore(client, localStore)
    const handlers = createFrameHandlers({
      service: client,
      session,
      devices,
      initialChainId: 1,
      fetch: service.fetch,
      onSession: (handle) => sessions.push(handle),
      reload: vi.fn(),
      consent,
      ...(recovery && { recovery }),
      social: createSocialStore(localStore),
      // The Farcaster poll's pause: a task, so the test's own steps run between two questions.
      wait: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    })
    let next = 0
    const ask = <M extends AppMessage>(type: M['type'], payload: M['payload']) =>
      handlers.handle({ id: `id-${(next += 1)}`, type, payload } as AppMessage)
    return { ask, session }
  }
  return { load, sessions, devices, storage }
}

async function signIn(ask: ReturnType<ReturnType<typeof profile>['load']>['ask']) {
  await expect(ask('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({
    action: 'VERIFY_OTP',
  })
  await ask('CONNECT_OTP', { otp: service.CODE })
  return (await ask('GET_USER', { chainId: 31337 })) as { address: string; chainId: number }
}

beforeEach(() => {
  service = createFakeAuthService()
})

describe('the frame handlers against the auth service contract', () => {
  it('signs a new user in: makes the key, keeps the device share, gives the service the other two', async () => {
    const first = profile()
    const { ask } = first.load()
    const user = await signIn(ask)
    expect(user).toMatchObject({
      chainId: 31337,
      email: 'ada@example.com',
      preferredAccountType: 'eoa',
    })
    const stored = service.users.get('ada@example.com')
    expect(stored?.address).toBe(user.address)
    expect(stored?.authShare).toBeDefined()
    expect(stored?.recovery?.kind).toBe('service')
    const userId = stored?.id ?? ''
    const deviceShare = (await first.devices.getShare(userId))?.share
    expect(deviceShare).toBeDefined()
    const recoveryShare = stored?.recovery?.kind === 'service' ? stored.recovery.share : undefined
    expect([stored?.authShare, recoveryShare]).not.toContain(deviceShare)
    // The kit got an opaque session handle, not a token of the service.
    expect(first.sessions).toHaveLength(1)
    expect(first.sessions[0]).not.toContain('access-')
    expect(JSON.stringify([...first.storage.values()])).not.toContain(deviceShare)
  })

  it('signs personal_sign with the embedded key once the visitor approved it in the frame, and forwards reads to the node', async () => {
    const { asked, consent } = visitor()
    const { ask } = profile(undefined, consent).load()
    const user = await signIn(ask)
    const message = '0x68656c6c6f' as Hex
    const signature = (await ask('RPC_REQUEST', {
      method: 'personal_sign',
      params: [message, user.address],
    })) as Hex
    expect(await recoverAddress({ hash: hashMessage({ raw: message }), signature })).toBe(
      user.address,
    )
    await expect(
      ask('RPC_REQUEST', { method: 'eth_getBalance', params: [user.address, 'latest'] }),
    ).resolves.toBe('0xde0b6b3a7640000')
    expect(service.nodeCalls.at(-1)).toEqual({
      method: 'eth_getBalance',
      params: [user.address, 'latest'],
    })
    await expect(ask('RPC_REQUEST', { method: 'eth_sign', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    // Only the signature asked the visitor (with its message's id); the read and the refused
    // method did not.
    expect(asked).toEqual([{ id: expect.stringMatching(/^id-/), method: 'personal_sign' }])
  })

  it('signs and sends nothing the visitor refused in the frame', async () => {
    const { asked, consent } = visitor('reject')
    const { ask } = profile(undefined, consent).load()
    const user = await signIn(ask)
    const calls = service.nodeCalls.length
    for (const [method, params] of [
      ['personal_sign', ['0x68656c6c6f', user.address]],
      ['eth_sendTransaction', [{ from: user.address, to: user.address, value: '0x1' }]],
    ] as const) {
      await expect(ask('RPC_REQUEST', { method, params: [...params] })).rejects.toMatchObject({
        code: 'USER_REJECTED',
      })
    }
    expect(asked.map((each) => each.method)).toEqual(['personal_sign', 'eth_sendTransaction'])
    expect(service.nodeCalls.length).toBe(calls)
  })

  it('after a frame reload, recombines the key from the device share and the auth share', async () => {
    const first = profile()
    const user = await signIn(first.load().ask)
    const again = first.load()
    await expect(again.ask('IS_CONNECTED', { token: first.sessions[0] })).resolves.toEqual({
      isConnected: true,
    })
    await expect(again.ask('IS_CONNECTED', { token: 'someone-elses-handle' })).resolves.toEqual({
      isConnected: false,
    })
    await expect(again.ask('GET_USER', {})).resolves.toMatchObject({ address: user.address })
  })

  it('takes a new device through VERIFY_DEVICE and a recovery ceremony, then rotates the shares', async () => {
    const first = profile()
    const user = await signIn(first.load().ask)
    const before = service.users.get('ada@example.com')
    const oldDeviceShare = (await first.devices.getShare(before?.id ?? ''))?.share
    const second = profile()
    const { ask, session } = second.load()
    await expect(ask('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    const waiting = ask('CONNECT_DEVICE', {})
    service.approve(session.deviceId())
    await expect(waiting).resolves.toEqual({})
    await ask('CONNECT_OTP', { otp: service.CODE })
    await expect(ask('GET_USER', {})).resolves.toMatchObject({ address: user.address })
    const stored = service.users.get('ada@example.com')
    // Released once, to this device's key; then the same key split anew (version 2).
    expect(service.ceremonies).toHaveLength(1)
    expect(service.ceremonies[0]?.used).toBe(true)
    expect(stored?.version).toBe(2)
    const newDeviceShare = (await second.devices.getShare(stored?.id ?? ''))?.share
    expect(newDeviceShare).toBeDefined()
    expect(newDeviceShare).not.toBe(oldDeviceShare)
    // The first device's share no longer rebuilds the key with the service's auth share.
    const stale = await combineShares(oldDeviceShare ?? '', stored?.authShare ?? '').catch(
      () => undefined,
    )
    expect(stale && privateKeyToAccount(stale).address).not.toBe(user.address)
  })

  it('answers a wrong code with the service code, and sign-out ends the session', async () => {
    const { ask } = profile().load()
    await ask('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect(ask('CONNECT_OTP', { otp: '000000' })).rejects.toMatchObject({
      code: 'INVALID_CODE',
      message: 'Wrong code',
    })
    await ask('CONNECT_OTP', { otp: service.CODE })
    await ask('SIGN_OUT', {})
    expect(service.log).toContain('POST /v1/session/signout')
    await expect(ask('IS_CONNECTED', {})).resolves.toEqual({ isConnected: false })
    await expect(ask('GET_USER', {})).rejects.toThrow('Not signed in')
  })

  it('a session the service revoked is not connected', async () => {
    const { ask } = profile().load()
    await signIn(ask)
    service.revokeAll()
    await expect(ask('IS_CONNECTED', {})).resolves.toEqual({ isConnected: false })
  })

  it('switches only to chains the service knows, and answers smart accounts and socials honestly', async () => {
    const { ask } = profile().load()
    await signIn(ask)
    await expect(ask('SWITCH_NETWORK', { chainId: 8453 })).resolves.toEqual({ chainId: 8453 })
    await expect(ask('GET_CHAIN_ID', {})).resolves.toEqual({ chainId: 8453 })
    await expect(ask('SWITCH_NETWORK', { chainId: 10 })).rejects.toThrow('Chain is not supported')
    await expect(ask('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).resolves.toEqual({
      smartAccountEnabledNetworks: [],
    })
    await expect(ask('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).resolves.toMatchObject({
      type: 'eoa',
    })
    await expect(ask('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toBeInstanceOf(
      FrameError,
    )
    // Social sign-in needs a start first: a grant from nowhere, or a Farcaster poll, is refused.
    await expect(
      ask('CONNECT_SOCIAL', { uri: `#portico_social_grant=${'g'.repeat(43)}` }),
    ).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
    await expect(ask('CONNECT_FARCASTER', {})).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
  })
})

describe('an account without an e-mail address (Farcaster, or an unverified social one)', () => {
  it('answers the kit its user with email null, and makes and keeps its wallet', async () => {
    const first = profile()
    const { ask, session } = first.load()
    const { account, tokens } = service.signInWithoutAddress(session.deviceId())
    session.start(tokens)
    const user = await ask('GET_USER', {})
    expect(user).toMatchObject({ email: null, address: account.address })
    expect(account.address).not.toBeNull()
    // The frame loaded again rebuilds the same wallet from this device's share.
    await expect(first.load().ask('GET_USER', {})).resolves.toMatchObject({
      email: null,
      address: account.address,
    })
  })

  it('its lost share asks for a recovery without marking any address’s e-mail start', async () => {
    const devices = createDeviceStore(new IDBFactory())
    const first = profile(devices)
    const before = first.load()
    await signIn(before.ask)
    await before.ask('SIGN_OUT', {})
    const { account, tokens } = service.signInWithoutAddress(before.session.deviceId())
    before.session.start(tokens)
    await before.ask('GET_USER', {})
    await devices.dropShare(account.id)
    // The frame loaded again finds no share of its wallet here.
    const { ask } = first.load()
    await expect(ask('GET_USER', {})).rejects.toMatchObject({ code: 'RECOVERY_REQUIRED' })
    await ask('SIGN_OUT', {})
    // This device knows ada's account and holds its share: a code, as before.
    await expect(ask('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
  })
})

describe('the frame handlers under visitor-secret recovery', () => {
  /** The recovery screens as the handlers drive them: scripted answers, each unlock recorded. */
  function screens(answers: Parameters<typeof scriptedSecrets>[0]) {
    const unlocks: string[] = []
    const secrets = scriptedSecrets(answers)
    const recovery = {
      secrets,
      cancel: vi.fn(),
      async during<T>(requestId: string, work: () => Promise<T>) {
        unlocks.push(requestId)
        return work()
      },
    }
    return { recovery, unlocks, secrets }
  }

  beforeEach(() => {
    service = createFakeAuthService({ recoveryMode: 'visitor-secret' })
  })

  it('asks the visitor during the code’s request, and only once for requests that need the key meanwhile', async () => {
    const { recovery, unlocks, secrets } = screens({
      choice: { kind: 'password', password: 'correct horse battery staple' },
    })
    const { ask } = profile(undefined, undefined, recovery).load()
    await ask('CONNECT_EMAIL', { email: 'ada@example.com' })
    await ask('CONNECT_OTP', { otp: service.CODE })
    expect(unlocks).toEqual(['id-2'])
    expect(secrets.asked).toEqual(['choose'])
    const [a, b] = await Promise.all([ask('GET_USER', {}), ask('GET_USER', {})])
    expect(a).toEqual(b)
    expect(unlocks).toEqual(['id-2'])
  }, 30_000)

  it('a cancelled recovery fails the code’s request with RECOVERY_CANCELLED and leaves no session', async () => {
    const { recovery } = screens({})
    const first = profile(undefined, undefined, recovery)
    const { ask } = first.load()
    await ask('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect(ask('CONNECT_OTP', { otp: service.CODE })).rejects.toMatchObject({
      code: 'RECOVERY_CANCELLED',
    })
    expect(first.sessions).toEqual([])
    await expect(ask('IS_CONNECTED', {})).resolves.toEqual({ isConnected: false })
    expect(service.users.get('ada@example.com')?.address).toBeNull()
    expect(service.log).toContain('POST /v1/session/signout')
  })

  it('a known device that lost its share asks again for a recovery: the approval link, then the ceremony', async () => {
    const password = 'correct horse battery staple'
    const devices = createDeviceStore(new IDBFactory())
    const { recovery } = screens({ choice: { kind: 'password', password }, passwords: [password] })
    const first = profile(devices, undefined, recovery)
    const { ask, session } = first.load()
    const user = await signIn(ask)
    const stored = service.users.get('ada@example.com')
    await devices.dropShare(stored?.id ?? '')
    await ask('SIGN_OUT', {})
    // A code alone opens no ceremony: the frame says so, and remembers to ask for a recovery.
    await ask('CONNECT_EMAIL', { email: 'ada@example.com' })
    await expect(ask('CONNECT_OTP', { otp: service.CODE })).rejects.toMatchObject({
      code: 'RECOVERY_REQUIRED',
    })
    await expect(ask('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    const waiting = ask('CONNECT_DEVICE', {})
    service.approve(session.deviceId())
    await waiting
    await ask('CONNECT_OTP', { otp: service.CODE })
    await expect(ask('GET_USER', {})).resolves.toMatchObject({ address: user.address })
    expect(service.users.get('ada@example.com')?.version).toBe(2)
    // Recovered: the next start is a code again.
    await ask('SIGN_OUT', {})
    await expect(ask('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
  }, 60_000)

  it('passes the kit’s cancel on to the recovery screens', async () => {
    const { recovery } = screens({})
    const { ask } = profile(undefined, undefined, recovery).load()
    await ask('CANCEL_RECOVERY', {})
    expect(recovery.cancel).toHaveBeenCalledTimes(1)
  })
})

describe('social sign-in and Farcaster', () => {
  const grantUri = (grant: string) => `#portico_social_grant=${grant}`

  it('starts with a challenge of its own, redeems the grant with its verifier, and makes the wallet', async () => {
    const first = profile()
    const { ask, session } = first.load()
    const { uri } = (await ask('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })) as {
      uri: string
    }
    expect(uri).toMatch(/^https:\/\/github\.oidc\.test\//)
    const [start] = service.socialStarts
    expect(start).toMatchObject({ provider: 'github', deviceId: session.deviceId() })
    expect(start?.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The verifier never left the frame: the challenge alone went out.
    expect(JSON.stringify(first.storage.get('portico-frame:socialSignIn'))).not.toContain(
      start?.challenge,
    )
    const grant = service.completeSocial({ source: 'github', userName: 'ada-lovelace' })
    const user = await ask('CONNECT_SOCIAL', { uri: grantUri(grant), chainId: 8453 })
    expect(user).toMatchObject({
      email: null,
      userName: 'ada-lovelace',
      socialProvider: 'github',
      chainId: 8453,
    })
    expect(first.sessions).toHaveLength(1)
    // After a reload the frame still knows who signed in.
    await expect(first.load().ask('GET_USER', {})).resolves.toMatchObject({
      userName: 'ada-lovelace',
      address: (user as { address: string }).address,
    })
  })

  it('a verified e-mail claim reaches the wallet of the e-mail sign-in', async () => {
    const first = profile()
    const { ask } = first.load()
    const byEmail = await signIn(ask)
    await ask('SIGN_OUT', {})
    await ask('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const grant = service.completeSocial({
      source: 'google',
      userName: 'Ada',
      email: 'ada@example.com',
    })
    await expect(ask('CONNECT_SOCIAL', { uri: grantUri(grant) })).resolves.toMatchObject({
      address: byEmail.address,
      email: 'ada@example.com',
      userName: 'Ada',
    })
  })

  it('takes the grant from the fragment of a whole address (the redirect fallback)', async () => {
    const { ask } = profile().load()
    await ask('GET_SOCIAL_REDIRECT_URI', {
      provider: 'discord',
      returnTo: 'https://shop.test/cart',
    })
    expect(service.socialStarts.at(-1)?.returnTo).toBe('https://shop.test/cart')
    const grant = service.completeSocial({ source: 'discord', userName: 'grace0' })
    await expect(
      ask('CONNECT_SOCIAL', { uri: `https://shop.test/cart#portico_social_grant=${grant}` }),
    ).resolves.toMatchObject({ userName: 'grace0' })
  })

  it('uses its secret once: a second redeem, or another frame’s, is refused', async () => {
    const first = profile()
    const { ask } = first.load()
    await ask('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    const grant = service.completeSocial({ source: 'github', userName: 'ada' })
    // Another browser that saw the grant (a script on the page) has no verifier for it.
    const other = profile().load()
    await expect(other.ask('CONNECT_SOCIAL', { uri: grantUri(grant) })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    })
    await ask('CONNECT_SOCIAL', { uri: grantUri(grant) })
    await expect(ask('CONNECT_SOCIAL', { uri: grantUri(grant) })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    })
    // A fragment without a grant is no sign-in.
    await ask('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    await expect(
      ask('CONNECT_SOCIAL', { uri: '#portico_social_error=failed' }),
    ).rejects.toMatchObject({ code: 'INVALID_REQUEST' })
  })

  it('signs in with Farcaster once the app approved, and answers the username', async () => {
    const first = profile()
    const { ask } = first.load()
    const { url } = (await ask('GET_FARCASTER_URI', {})) as { url: string }
    expect(url).toMatch(/^https:\/\/farcaster\.test\//)
    const connecting = ask('CONNECT_FARCASTER', {})
    // Pending first: the frame keeps asking until the app signs.
    await vi.waitFor(() =>
      expect(
        service.log.filter((line) => line === 'POST /v1/farcaster/status').length,
      ).toBeGreaterThan(1),
    )
    service.approveFarcaster('alan')
    await expect(connecting).resolves.toEqual({ userName: 'alan' })
    await expect(ask('GET_USER', {})).resolves.toMatchObject({ userName: 'alan', email: null })
    // Signed out: the name goes with the session.
    await ask('SIGN_OUT', {})
    expect(first.storage.has('portico-frame:identity')).toBe(false)
  })

  it('fails with CODE_EXPIRED when the channel ends, and stops a poll a new channel replaced', async () => {
    const { ask } = profile().load()
    await ask('GET_FARCASTER_URI', {})
    const first = ask('CONNECT_FARCASTER', {})
    await ask('GET_FARCASTER_URI', {})
    await expect(first).rejects.toMatchObject({ code: 'CODE_EXPIRED' })
    const second = ask('CONNECT_FARCASTER', {})
    service.expireFarcaster()
    await expect(second).rejects.toMatchObject({ code: 'CODE_EXPIRED' })
  })
})
