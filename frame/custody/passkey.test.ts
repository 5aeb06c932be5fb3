// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { decodeEnvelope, encodeEnvelope } from './envelope'
import { createPasskeySecret, openWithPasskey, sealWithPasskey } from './passkey'
import { fakeAuthenticator } from './testing'

const SHARE = crypto.getRandomValues(new Uint8Array(33))
const BINDING = { userId: 'user-1', address: '0x00000000000000000000000000000000000000a1' }

describe('a passkey envelope', () => {
  it('opens with the same passkey (its PRF at the stored input), and round-trips', async () => {
    const authenticator = fakeAuthenticator()
    const secret = await createPasskeySecret(authenticator, 'ada@example.com')
    const envelope = await sealWithPasskey(SHARE, secret, BINDING)
    const back = decodeEnvelope(encodeEnvelope(envelope))
    expect(back).toEqual(envelope)
    if (back.kind !== 'passkey') throw new Error('not a passkey envelope')
    const opened = await openWithPasskey(back, authenticator, BINDING)
    expect(opened.share).toEqual(SHARE)
    expect(opened.secret.prfOutput).toEqual(secret.prfOutput)
  })

  it('asks for the PRF on a get when the authenticator gives none at creation', async () => {
    const authenticator = fakeAuthenticator({ prfAtCreate: false })
    const secret = await createPasskeySecret(authenticator, 'ada@example.com')
    expect(authenticator.touches).toBe(2)
    const envelope = await sealWithPasskey(SHARE, secret, BINDING)
    expect((await openWithPasskey(envelope, authenticator, BINDING)).share).toEqual(SHARE)
  })

  it('does not open with another authenticator, another wallet, or changed bytes', async () => {
    const authenticator = fakeAuthenticator()
    const envelope = await sealWithPasskey(
      SHARE,
      await createPasskeySecret(authenticator, 'ada@example.com'),
      BINDING,
    )
    await expect(openWithPasskey(envelope, fakeAuthenticator(), BINDING)).rejects.toThrow()
    await expect(
      openWithPasskey(envelope, authenticator, { ...BINDING, userId: 'user-2' }),
    ).rejects.toThrow()
    const otherSalt = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    await expect(
      openWithPasskey({ ...envelope, hkdfSalt: otherSalt }, authenticator, BINDING),
    ).rejects.toThrow()
  })

  it('gives each envelope its own HKDF salt, the passkey and its input staying', async () => {
    const authenticator = fakeAuthenticator()
    const secret = await createPasskeySecret(authenticator, 'ada@example.com')
    const one = await sealWithPasskey(SHARE, secret, BINDING)
    const two = await sealWithPasskey(SHARE, secret, BINDING)
    expect(one.prf).toEqual(two.prf)
    expect(one.hkdfSalt).not.toBe(two.hkdfSalt)
  })
})
