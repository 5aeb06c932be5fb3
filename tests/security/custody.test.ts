// @vitest-environment node
// Attacks on custody: a stolen refresh token taking the recovery share (with the auth share,
// 2 of 3: the whole key). A copy of the service's volume is tests/security/volumeCopy.test.ts.
import { describe, expect, it } from 'vitest'
import {
  refreshResponseSchema,
  sessionTokensSchema,
  walletResponseSchema,
} from '../../protocol/auth/contract'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../server/limits'
import { testCustody, testDeviceKey, testWallet } from '../../server/testing/custody'
import { parsed } from '../../server/testing/harness'
import { signInWith } from '../../server/testing/signIn'
import {
  liveServicePerTest,
  openLink,
  outcome,
  pendingSignIn,
  postApproval,
  signIn,
  VICTIM,
  VICTIM_DEVICE,
} from './support'

const NEW_DEVICE = 'victim-new-device-0002'

describe('a stolen refresh token', () => {
  const live = liveServicePerTest()

  it('cannot fetch the recovery share, even of a sign-in that went through an approval', async () => {
    const service = await live({ custody: testCustody('service') })
    const first = await signIn(service)
    const wallet = await testWallet()
    const put = await service.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id, { kind: 'service' }),
    })
    expect(put.status).toBe(204)
    // The victim signs in on a new device through the approval link.
    const victim = await signIn(service, VICTIM, NEW_DEVICE)
    // The thief has the refresh token of that very sign-in (the one the old code trusted for
    // 30 days), and refreshes it whenever they like.
    service.clock.advance(60 * 60_000)
    const stolen = await parsed(
      await service.call('POST', '/v1/session/refresh', {
        body: { refreshToken: victim.refreshToken },
      }),
      refreshResponseSchema,
    )
    const standing = await service.call('GET', '/v1/wallet/recovery', {
      token: stolen.accessToken,
    })
    expect(standing.status).toBe(404)
    const { authShare } = await parsed(
      await service.call('GET', '/v1/wallet', { token: stolen.accessToken }),
      walletResponseSchema,
    )
    expect(authShare).toBe(wallet.shares.auth)
    // Whatever ceremony id they name, they cannot sign for the device key.
    const thief = await testDeviceKey()
    const forged = await service.call('POST', '/v1/wallet/recovery', {
      token: stolen.accessToken,
      body: { ceremonyId: 'x'.repeat(43), signature: await thief.signRelease('x', 'y') },
    })
    expect(forged.status).toBe(403)
  })

  it("cannot take a ceremony's share: it goes once, to the device key named with the code", async () => {
    const service = await live({ custody: testCustody('service') })
    const first = await signIn(service)
    const wallet = await testWallet()
    await service.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id, { kind: 'service' }),
    })
    const device = await testDeviceKey()
    service.clock.advance(60_000)
    const victim = await signInWith(
      (p, init) => service.fetch(p, init),
      service.mail,
      VICTIM,
      NEW_DEVICE,
      device.publicKey,
    )
    const stolen = await parsed(
      await service.call('POST', '/v1/session/refresh', {
        body: { refreshToken: victim.refreshToken },
      }),
      refreshResponseSchema,
    )
    const { ceremony } = await parsed(
      await service.call('GET', '/v1/wallet', { token: stolen.accessToken }),
      walletResponseSchema,
    )
    if (!ceremony) throw new Error('the victim has a ceremony open')
    const thief = await testDeviceKey()
    const take = await service.call('POST', '/v1/wallet/recovery', {
      token: stolen.accessToken,
      body: {
        ceremonyId: ceremony.id,
        signature: await thief.signRelease(ceremony.id, victim.user.id),
      },
    })
    expect(take.status).toBe(403)
    // The victim's device, signing with its key, still gets it (the thief did not burn it)...
    const signature = await device.signRelease(ceremony.id, victim.user.id)
    const own = await service.call('POST', '/v1/wallet/recovery', {
      token: stolen.accessToken,
      body: { ceremonyId: ceremony.id, signature },
    })
    expect(own.status).toBe(200)
    // ...and once: the same signature replayed gets nothing.
    const replay = await service.call('POST', '/v1/wallet/recovery', {
      token: stolen.accessToken,
      body: { ceremonyId: ceremony.id, signature },
    })
    expect(replay.status).toBe(403)
  })
})

describe('a known device without its share (a thief of its sign-in, or storage cleared)', () => {
  const live = liveServicePerTest()

  it('gets the recovery share only through the mailbox: a code opens no ceremony; asking for a recovery mails the owner a link, and only the approved sign-in releases it, once, to its key', async () => {
    // The long poll answers at once (408) unless approved.
    const service = await live({ custody: testCustody('service'), deviceWait: { maxMs: 0 } })
    const first = await signIn(service)
    const wallet = await testWallet()
    await service.call('PUT', '/v1/wallet', {
      token: first.accessToken,
      body: await wallet.upload(first.user.id, { kind: 'service' }),
    })
    // The device is known: a code alone signs it in, naming a device key of the thief's.
    const thief = await testDeviceKey()
    service.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
    const byCode = await signInWith(
      (p, init) => service.fetch(p, init),
      service.mail,
      VICTIM,
      VICTIM_DEVICE,
      thief.publicKey,
    )
    const { ceremony } = await parsed(
      await service.call('GET', '/v1/wallet', { token: byCode.accessToken }),
      walletResponseSchema,
    )
    expect(ceremony).toBeNull()
    const taken = await service.call('POST', '/v1/wallet/recovery', {
      token: byCode.accessToken,
      body: {
        ceremonyId: 'x'.repeat(43),
        signature: await thief.signRelease('x'.repeat(43), byCode.user.id),
      },
    })
    expect(await outcome(taken)).toBe('403 RECOVERY_NOT_ALLOWED')

    // Asking for a recovery mails the owner an approval link, and no code.
    const mailed = service.mail.sent.length
    const recovery = await pendingSignIn(service, { deviceId: VICTIM_DEVICE, recovery: true })
    expect(service.mail.sent).toHaveLength(mailed + 1)
    expect(service.mail.sent.at(-1)?.subject).toBe('Approve sign-in on a new device')
    expect(await recovery.approved()).toBe('408 TIMEOUT')
    // Nothing the thief can answer without the mailbox: no code is live for the device.
    const guess = await service.call('POST', '/v1/email/verify', {
      body: { email: VICTIM, deviceId: VICTIM_DEVICE, otp: '123456', deviceKey: thief.publicKey },
    })
    expect(await outcome(guess)).toBe('400 INVALID_CODE')

    // The owner approves on their device: its key, named with the code, gets the share once.
    const owner = await testDeviceKey()
    const { form } = await openLink(service)
    if (!form) throw new Error('no approval form')
    expect((await postApproval(service, form)).status).toBe(200)
    expect(await recovery.approved()).toBe('200 ok')
    const verify = await service.call('POST', '/v1/email/verify', {
      body: {
        email: VICTIM,
        deviceId: VICTIM_DEVICE,
        otp: service.mail.lastCode(VICTIM),
        deviceKey: owner.publicKey,
      },
    })
    const approved = await parsed(verify, sessionTokensSchema)
    const opened = await parsed(
      await service.call('GET', '/v1/wallet', { token: approved.accessToken }),
      walletResponseSchema,
    )
    if (!opened.ceremony) throw new Error('no ceremony after the approved recovery')
    const release = async (key: typeof owner) =>
      outcome(
        await service.call('POST', '/v1/wallet/recovery', {
          token: approved.accessToken,
          body: {
            ceremonyId: opened.ceremony?.id,
            signature: await key.signRelease(opened.ceremony?.id ?? '', approved.user.id),
          },
        }),
      )
    expect(await release(thief)).toBe('403 RECOVERY_NOT_ALLOWED')
    expect(await release(owner)).toBe('200 ok')
    expect(await release(owner)).toBe('403 RECOVERY_NOT_ALLOWED')
  })
})
