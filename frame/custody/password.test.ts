// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CorruptEnvelopeError, decodeEnvelope, encodeEnvelope } from './envelope'
import {
  ENVELOPE_MIN_CIPHERTEXT_BYTES,
  NONCE_BYTES,
  PASSWORD_KDF,
  PASSWORD_KDF_LIMITS,
  PASSWORD_SALT_BYTES,
  RECOVERY_PASSWORD_MIN_CHARS,
  scryptMemoryBytes,
} from './params'
import {
  acceptablePassword,
  openWithPassword,
  sealWithPassword,
  WrongPasswordError,
} from './password'

const SHARE = crypto.getRandomValues(new Uint8Array(33))
const BINDING = { userId: 'user-1', address: '0x00000000000000000000000000000000000000A1' }
const PASSWORD = 'correct horse battery staple'
/** The cheapest parameters the limits allow: the tests' KDF (the frame seals with PASSWORD_KDF). */
const CHEAP = { name: 'scrypt', N: PASSWORD_KDF_LIMITS.minN, r: 8, p: 1 } as const

describe('the password KDF parameters', () => {
  it('are memory-hard enough: scrypt at N 2^17, r 8, p 1 (128 MiB per guess)', () => {
    expect(PASSWORD_KDF).toEqual({ name: 'scrypt', N: 2 ** 17, r: 8, p: 1 })
    expect(128 * PASSWORD_KDF.N * PASSWORD_KDF.r).toBe(128 * 1024 * 1024)
    expect(PASSWORD_KDF.N).toBeGreaterThanOrEqual(PASSWORD_KDF_LIMITS.minN)
    expect(PASSWORD_KDF.N).toBeLessThanOrEqual(PASSWORD_KDF_LIMITS.maxN)
  })

  it('the frame seals with them by default, and they round-trip in the envelope', async () => {
    const envelope = await sealWithPassword(SHARE, PASSWORD, BINDING)
    const back = decodeEnvelope(encodeEnvelope(envelope))
    expect(back).toEqual(envelope)
    expect(back.kind === 'password' && back.kdf).toMatchObject(PASSWORD_KDF)
    if (back.kind !== 'password') throw new Error('not a password envelope')
    expect(await openWithPassword(back, PASSWORD, BINDING)).toEqual(SHARE)
  }, 30_000)

  it('are stored per envelope: one sealed with other parameters opens with its own', async () => {
    const envelope = await sealWithPassword(SHARE, PASSWORD, BINDING, { ...CHEAP, N: 2 ** 15 })
    expect(envelope.kdf.N).toBe(2 ** 15)
    expect(await openWithPassword(envelope, PASSWORD, BINDING)).toEqual(SHARE)
  })

  it('give each envelope its own salt and nonce', async () => {
    const one = await sealWithPassword(SHARE, PASSWORD, BINDING, CHEAP)
    const two = await sealWithPassword(SHARE, PASSWORD, BINDING, CHEAP)
    expect(one.kdf.salt).not.toBe(two.kdf.salt)
    expect(one.nonce).not.toBe(two.nonce)
    expect(one.ciphertext).not.toBe(two.ciphertext)
  })

  it('outside the limits are refused when read back (no cheap KDF, no memory bomb)', async () => {
    const envelope = await sealWithPassword(SHARE, PASSWORD, BINDING, CHEAP)
    for (const kdf of [
      { ...envelope.kdf, N: 2 ** 10 },
      { ...envelope.kdf, N: 2 ** 22 },
      { ...envelope.kdf, N: 3 * 2 ** 14 },
      { ...envelope.kdf, r: 64 },
      { ...envelope.kdf, name: 'pbkdf2' },
      // Each within its own limit, together over the memory cap: 128 · 2^20 · 8 is 1 GiB.
      { ...envelope.kdf, N: 2 ** 20, r: 8 },
      { ...envelope.kdf, N: 2 ** 18, r: 16 },
      { ...envelope.kdf, p: 2 },
      { ...envelope.kdf, salt: btoa('s'.repeat(PASSWORD_SALT_BYTES - 1)) },
    ])
      expect(() => decodeEnvelope(JSON.stringify({ ...envelope, kdf }))).toThrow(
        CorruptEnvelopeError,
      )
    // At the cap: taken.
    const capped = { ...envelope.kdf, N: 2 ** 17, r: 16 }
    expect(scryptMemoryBytes(capped.N, capped.r)).toBe(PASSWORD_KDF_LIMITS.maxMemoryBytes)
    expect(decodeEnvelope(JSON.stringify({ ...envelope, kdf: capped })).kind).toBe('password')
  })

  it('a damaged envelope is reported as damaged: nonce, salt and ciphertext lengths checked', async () => {
    const envelope = await sealWithPassword(SHARE, PASSWORD, BINDING, CHEAP)
    for (const damaged of [
      { ...envelope, nonce: btoa('n'.repeat(NONCE_BYTES - 1)) },
      { ...envelope, nonce: btoa('n'.repeat(NONCE_BYTES + 4)) },
      { ...envelope, ciphertext: btoa('c'.repeat(ENVELOPE_MIN_CIPHERTEXT_BYTES - 1)) },
      { ...envelope, ciphertext: '' },
    ])
      expect(() => decodeEnvelope(JSON.stringify(damaged))).toThrow(CorruptEnvelopeError)
    expect(() => decodeEnvelope('{not json')).toThrow(CorruptEnvelopeError)
  })
})

describe('a password envelope', () => {
  it('seals under a password taken under older rules (a rotation keeps the visitor’s password)', async () => {
    const older = 'Password1234'
    expect(acceptablePassword(older)).toBe(false)
    const envelope = await sealWithPassword(SHARE, older, BINDING, CHEAP)
    expect(await openWithPassword(envelope, older, BINDING)).toEqual(SHARE)
  })

  it('does not open with a wrong password', async () => {
    const envelope = await sealWithPassword(SHARE, PASSWORD, BINDING, CHEAP)
    await expect(openWithPassword(envelope, `${PASSWORD}!`, BINDING)).rejects.toBeInstanceOf(
      WrongPasswordError,
    )
  })

  it('takes the same password typed another way (Unicode NFKC)', async () => {
    const envelope = await sealWithPassword(SHARE, 'caf\u00e9 au lait, bitte', BINDING, CHEAP)
    expect(await openWithPassword(envelope, 'cafe\u0301 au lait, bitte', BINDING)).toEqual(SHARE)
  })

  it('fails when tampered: its parameters, its ciphertext, or moved to another wallet', async () => {
    const envelope = await sealWithPassword(SHARE, PASSWORD, BINDING, CHEAP)
    const flipped = Uint8Array.from(atob(envelope.ciphertext), (c) => c.charCodeAt(0))
    flipped[0] = (flipped[0] ?? 0) ^ 1
    const tampered = [
      { ...envelope, kdf: { ...envelope.kdf, p: 2 } },
      { ...envelope, ciphertext: btoa(String.fromCharCode(...flipped)) },
    ]
    for (const each of tampered)
      await expect(openWithPassword(each, PASSWORD, BINDING)).rejects.toBeInstanceOf(
        WrongPasswordError,
      )
    await expect(
      openWithPassword(envelope, PASSWORD, { ...BINDING, userId: 'user-2' }),
    ).rejects.toBeInstanceOf(WrongPasswordError)
    await expect(
      openWithPassword(envelope, PASSWORD, {
        ...BINDING,
        address: '0x00000000000000000000000000000000000000b2',
      }),
    ).rejects.toBeInstanceOf(WrongPasswordError)
  })

  it(`needs at least ${RECOVERY_PASSWORD_MIN_CHARS} characters`, async () => {
    const own = 'vJ8#kq2!Lw9zTe5m'
    expect(acceptablePassword(own.slice(0, RECOVERY_PASSWORD_MIN_CHARS - 1))).toBe(false)
    expect(acceptablePassword(own.slice(0, RECOVERY_PASSWORD_MIN_CHARS))).toBe(true)
    await expect(sealWithPassword(SHARE, 'short', BINDING, CHEAP)).rejects.toThrow(
      `at least ${RECOVERY_PASSWORD_MIN_CHARS} characters`,
    )
  })
})
