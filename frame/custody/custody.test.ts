// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDeviceStore, type DeviceStore } from '../deviceStore'
import { createServiceClient } from '../service'
import { createFakeAuthService, SERVICE_URL } from '../test/fakeAuthService'
import { createCustody, type CustodyDeps } from './custody'
import { decodeEnvelope } from './envelope'
import { PASSWORD_KDF, PASSWORD_KDF_LIMITS } from './params'
import { fakeAuthenticator, scriptedSecrets } from './testing'
import { PASSKEY_USER_NAME_WITHOUT_EMAIL } from './webauthn'

const EMAIL = 'ada@example.com'
const PASSWORD = 'correct horse battery staple'
/**
 * The cheapest password KDF the limits allow, which these devices seal with (scrypt at the
 * frame's PASSWORD_KDF takes most of a second per envelope); the first test seals with
 * PASSWORD_KDF, as the frame does.
 */
const CHEAP_KDF = { name: 'scrypt', N: PASSWORD_KDF_LIMITS.minN, r: 8, p: 1 } as const

/** Writes a device share as the frame kept it before versions were recorded: a bare string. */
async function putLegacyShare(factory: IDBFactory, userId: string, share: string) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open('portico-embedded-wallet')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('open failed'))
  })
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction('deviceShares', 'readwrite')
    transaction.objectStore('deviceShares').put(share, userId)
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('write failed'))
  })
  db.close()
}

let service: ReturnType<typeof createFakeAuthService>
beforeEach(() => {
  service = createFakeAuthService({ recoveryMode: 'visitor-secret' })
})

/** One browser profile: its IndexedDB, its device id; signs in as the frame does. */
function device(name: string, deps: Omit<CustodyDeps, 'service' | 'devices'>) {
  const factory = new IDBFactory()
  const devices: DeviceStore = createDeviceStore(factory)
  const client = createServiceClient({ baseUrl: SERVICE_URL, fetch: service.fetch })
  const custody = createCustody({ service: client, devices, passwordKdf: CHEAP_KDF, ...deps })
  const deviceId = `${name}-device-0001`
  return {
    devices,
    factory,
    async signIn() {
      const { action } = await client.startEmail(EMAIL, deviceId)
      if (action === 'VERIFY_DEVICE') service.approve(deviceId)
      const tokens = await client.verifyEmail(
        EMAIL,
        deviceId,
        service.CODE,
        await custody.devicePublicKey(),
      )
      return { key: await custody.keyFor(tokens.user, tokens.accessToken), user: tokens.user }
    },
  }
}

describe('custody under visitor-secret recovery', () => {
  it('protects the recovery share with a password, and a new device recovers with it', async () => {
    const first = device('first', {
      secrets: scriptedSecrets({ choice: { kind: 'password', password: PASSWORD } }),
      // The frame's own KDF, as createCustody uses it when given none.
      passwordKdf: undefined,
    })
    const made = await first.signIn()
    const stored = service.users.get(EMAIL)
    expect(stored?.recovery?.kind).toBe('visitor')
    const envelope = stored?.recovery?.kind === 'visitor' ? stored.recovery.envelope : ''
    const decoded = decodeEnvelope(envelope)
    expect(decoded.kind === 'password' && decoded.kdf).toMatchObject(PASSWORD_KDF)

    // A wrong password first: asked again, nothing uploaded meanwhile.
    const secrets = scriptedSecrets({ passwords: ['not the password at all', PASSWORD] })
    const second = device('second', { secrets })
    const recovered = await second.signIn()
    expect(recovered.key).toBe(made.key)
    expect(secrets.asked).toEqual(['password 0', 'password 1'])
    // Rotated: version 2, a new envelope under the same password, a fresh device share.
    expect(service.users.get(EMAIL)?.version).toBe(2)
    const rotated = service.users.get(EMAIL)?.recovery
    expect(rotated?.kind === 'visitor' && rotated.envelope).not.toBe(envelope)
    const firstShare = await first.devices.getShare(made.user.id)
    const secondShare = await second.devices.getShare(made.user.id)
    const address = service.users.get(EMAIL)?.address
    expect(firstShare).toMatchObject({ version: 1, address })
    expect(secondShare).toMatchObject({ version: 2, address })
    expect(secondShare?.share).not.toBe(firstShare?.share)
  }, 30_000)

  it('an older device recovers after a recovery elsewhere instead of rebuilding a wrong key', async () => {
    const first = device('first', {
      secrets: scriptedSecrets({
        choice: { kind: 'password', password: PASSWORD },
        passwords: [PASSWORD],
      }),
    })
    const made = await first.signIn()
    const second = device('second', { secrets: scriptedSecrets({ passwords: [PASSWORD] }) })
    expect((await second.signIn()).key).toBe(made.key)
    // Rotated by the second device: the first one's share (version 1) is stale. Forgotten by
    // the service, the first device signs in through an approval link and recovers.
    const again = await first.signIn()
    expect(again.key).toBe(made.key)
    expect(service.users.get(EMAIL)?.version).toBe(3)
    expect(await first.devices.getShare(made.user.id)).toMatchObject({ version: 3 })
  }, 60_000)

  it('drops a share that rebuilds another key, even one kept before versions were recorded', async () => {
    const first = device('first', {
      secrets: scriptedSecrets({
        choice: { kind: 'password', password: PASSWORD },
        passwords: [PASSWORD],
      }),
    })
    const made = await first.signIn()
    const second = device('second', { secrets: scriptedSecrets({ passwords: [PASSWORD] }) })
    await second.signIn()
    // The first device's share in the old layout (a bare string): combined, another address.
    const stale = await first.devices.getShare(made.user.id)
    const factoryShare = stale?.share ?? ''
    await first.devices.dropShare(made.user.id)
    await putLegacyShare(first.factory, made.user.id, factoryShare)
    expect(await first.devices.getShare(made.user.id)).toEqual({
      share: factoryShare,
      version: null,
      address: null,
    })
    expect((await first.signIn()).key).toBe(made.key)
    expect(await first.devices.getShare(made.user.id)).toMatchObject({ version: 3 })
  }, 60_000)

  it('protects it with a passkey (PRF), and a new device recovers with one touch', async () => {
    const authenticator = fakeAuthenticator()
    const first = device('first', {
      secrets: scriptedSecrets({ choice: { kind: 'passkey' } }),
      authenticator,
    })
    const made = await first.signIn()
    const touches = authenticator.touches
    const secrets = scriptedSecrets({})
    const second = device('second', { secrets, authenticator })
    expect((await second.signIn()).key).toBe(made.key)
    // One touch opens it; the rotated share is sealed with the same PRF output.
    expect(authenticator.touches).toBe(touches + 1)
    expect(secrets.asked).toEqual(['passkey 0'])
    expect(privateKeyToAccount(made.key).address).toBe(service.users.get(EMAIL)?.address)
  })

  it('a damaged envelope is reported as damaged, not as a wrong password', async () => {
    const first = device('first', {
      secrets: scriptedSecrets({ choice: { kind: 'password', password: PASSWORD } }),
    })
    await first.signIn()
    const stored = service.users.get(EMAIL)
    if (stored?.recovery?.kind !== 'visitor') throw new Error('no envelope')
    const envelope = JSON.parse(stored.recovery.envelope) as Record<string, unknown>
    stored.recovery = {
      kind: 'visitor',
      envelope: JSON.stringify({ ...envelope, nonce: btoa('short nonce') }),
    }
    const secrets = scriptedSecrets({ passwords: [PASSWORD] })
    await expect(device('second', { secrets }).signIn()).rejects.toMatchObject({
      code: 'RECOVERY_ENVELOPE_CORRUPT',
    })
    // The visitor was not asked for a password that could never open it.
    expect(secrets.asked).toEqual([])
  }, 30_000)

  it('makes no wallet without a way to ask for the secret, and uploads nothing', async () => {
    await expect(device('first', {}).signIn()).rejects.toMatchObject({
      code: 'RECOVERY_SECRET_UNAVAILABLE',
    })
    expect(service.users.get(EMAIL)?.address).toBeNull()
  })

  it(
    'a new device without a ceremony (no approval in this sign-in) gets nothing',
    { timeout: 30_000 },
    async () => {
      const first = device('first', {
        secrets: scriptedSecrets({ choice: { kind: 'password', password: PASSWORD } }),
      })
      await first.signIn()
      // The same device again, its share lost: a code-only sign-in opens no ceremony.
      const devices = createDeviceStore(new IDBFactory())
      const client = createServiceClient({ baseUrl: SERVICE_URL, fetch: service.fetch })
      const custody = createCustody({ service: client, devices, secrets: scriptedSecrets({}) })
      await client.startEmail(EMAIL, 'first-device-0001')
      const tokens = await client.verifyEmail(EMAIL, 'first-device-0001', service.CODE)
      await expect(custody.keyFor(tokens.user, tokens.accessToken)).rejects.toMatchObject({
        code: 'RECOVERY_REQUIRED',
      })
    },
  )

  it('tells the visitor the recovery mode and whether a passkey can be made, with their address', async () => {
    const secrets = scriptedSecrets({ choice: { kind: 'password', password: PASSWORD } })
    await device('first', {
      secrets,
      authenticator: fakeAuthenticator({ available: false }),
    }).signIn()
    expect(secrets.contexts).toEqual([{ passkey: false, mode: 'visitor-secret', email: EMAIL }])
  }, 30_000)

  it('a cancelled choice makes no wallet: nothing uploaded, nothing kept on the device', async () => {
    const first = device('first', { secrets: scriptedSecrets({}) })
    await expect(first.signIn()).rejects.toMatchObject({ code: 'RECOVERY_CANCELLED' })
    expect(service.users.get(EMAIL)?.address).toBeNull()
    const userId = service.users.get(EMAIL)?.id ?? ''
    expect(await first.devices.getShare(userId)).toBeUndefined()
    expect(await first.devices.pinnedRecoveryMode(userId)).toBeUndefined()
  })

  it('refuses a weak password even if the screen let one through', async () => {
    const secrets = scriptedSecrets({ choice: { kind: 'password', password: 'Password1234' } })
    await expect(device('first', { secrets }).signIn()).rejects.toMatchObject({
      code: 'WEAK_PASSWORD',
    })
    expect(service.users.get(EMAIL)?.address).toBeNull()
  })

  it('asks again when the passkey prompt was closed, and takes a password then', async () => {
    const authenticator = fakeAuthenticator()
    authenticator.failures.push(new DOMException('closed', 'NotAllowedError'))
    const secrets = scriptedSecrets({
      choices: [{ kind: 'passkey' }, { kind: 'password', password: PASSWORD }],
    })
    await device('first', { secrets, authenticator }).signIn()
    expect(secrets.asked).toEqual(['choose', 'choose after passkey-cancelled'])
    const stored = service.users.get(EMAIL)?.recovery
    expect(stored?.kind === 'visitor' && decodeEnvelope(stored.envelope).kind).toBe('password')
  }, 30_000)

  it('asks for the passkey again after a wrong one, then recovers with the right one', async () => {
    const authenticator = fakeAuthenticator()
    const made = await device('first', {
      secrets: scriptedSecrets({ choice: { kind: 'passkey' } }),
      authenticator,
    }).signIn()
    authenticator.failures.push(new DOMException('another passkey', 'OperationError'))
    const secrets = scriptedSecrets({})
    expect((await device('second', { secrets, authenticator }).signIn()).key).toBe(made.key)
    expect(secrets.asked).toEqual(['passkey 0', 'passkey 1 after wrong-passkey'])
  })
})

describe('an account without an e-mail address (Farcaster, or an unverified social one)', () => {
  /** This profile's custody, signed in to a new account without an address. */
  function addressless(deps: Omit<CustodyDeps, 'service' | 'devices'>) {
    const devices = createDeviceStore(new IDBFactory())
    const client = createServiceClient({ baseUrl: SERVICE_URL, fetch: service.fetch })
    const custody = createCustody({ service: client, devices, passwordKdf: CHEAP_KDF, ...deps })
    const { account, tokens } = service.signInWithoutAddress('first-device-0001')
    expect(tokens.user.email).toBeNull()
    return { account, make: () => custody.keyFor(tokens.user, tokens.accessToken) }
  }

  it('names the passkey with a plain label where an account with an address names it by it', async () => {
    const authenticator = fakeAuthenticator()
    await device('first', {
      secrets: scriptedSecrets({ choice: { kind: 'passkey' } }),
      authenticator,
    }).signIn()
    const { account, make } = addressless({
      secrets: scriptedSecrets({ choice: { kind: 'passkey' } }),
      authenticator,
    })
    const key = await make()
    expect(authenticator.userNames).toEqual([EMAIL, PASSKEY_USER_NAME_WITHOUT_EMAIL])
    expect(privateKeyToAccount(key).address).toBe(account.address)
    expect(
      account.recovery?.kind === 'visitor' && decodeEnvelope(account.recovery.envelope).kind,
    ).toBe('passkey')
  })

  it('tells the screens there is no address, and judges the password without one', async () => {
    const secrets = scriptedSecrets({ choice: { kind: 'password', password: PASSWORD } })
    const { account, make } = addressless({
      secrets,
      authenticator: fakeAuthenticator({ available: false }),
    })
    expect(privateKeyToAccount(await make()).address).toBe(account.address)
    expect(secrets.contexts).toEqual([{ passkey: false, mode: 'visitor-secret', email: null }])
    // The other rules still hold.
    const weak = addressless({
      secrets: scriptedSecrets({ choice: { kind: 'password', password: 'Password1234' } }),
    })
    await expect(weak.make()).rejects.toMatchObject({ code: 'WEAK_PASSWORD' })
    expect(weak.account.address).toBeNull()
  }, 30_000)
})

describe('the recovery mode a device saw', () => {
  it('is pinned once a wallet is made under the visitor’s secret: a service asking for service recovery later is refused', async () => {
    const first = device('first', {
      secrets: scriptedSecrets({ choice: { kind: 'password', password: PASSWORD } }),
    })
    const made = await first.signIn()
    expect(await first.devices.pinnedRecoveryMode(made.user.id)).toBe('visitor-secret')
    // The service now says "service" and that the user has no wallet: a new one would hand
    // its recovery share over in the clear.
    service.setRecoveryMode('service')
    service.forgetWallet(EMAIL)
    await expect(first.signIn()).rejects.toMatchObject({ code: 'RECOVERY_MODE_DOWNGRADE' })
    expect(service.users.get(EMAIL)?.address).toBeNull()
  }, 30_000)

  it('is pinned on a device that recovered with the visitor’s secret too', async () => {
    await device('first', {
      secrets: scriptedSecrets({ choice: { kind: 'password', password: PASSWORD } }),
    }).signIn()
    const second = device('second', { secrets: scriptedSecrets({ passwords: [PASSWORD] }) })
    const recovered = await second.signIn()
    expect(await second.devices.pinnedRecoveryMode(recovered.user.id)).toBe('visitor-secret')
  }, 60_000)

  it('pins nothing under service recovery, where a device that never saw the visitor’s secret follows the service', async () => {
    service.setRecoveryMode('service')
    const first = device('first', { secrets: scriptedSecrets({}) })
    const made = await first.signIn()
    expect(service.users.get(EMAIL)?.recovery?.kind).toBe('service')
    expect(await first.devices.pinnedRecoveryMode(made.user.id)).toBeUndefined()
  })
})
