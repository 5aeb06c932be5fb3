// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { aesGcmSealer, openFor, SEALED, sealFor, type Sealer } from './sealing'

const key = () => new Uint8Array(randomBytes(32))
const SHARE = Buffer.from(randomBytes(33)).toString('base64')

describe('sealing a share at rest', () => {
  it('opens with the same key, purpose and user id', async () => {
    const sealer = aesGcmSealer(key())
    const sealed = await sealFor(sealer, SEALED.authShare, 'user-1', SHARE)
    expect(sealed).not.toContain(SHARE)
    expect(await openFor(sealer, SEALED.authShare, 'user-1', sealed)).toBe(SHARE)
  })

  it('seals the same share differently each time (random IV)', async () => {
    const sealer = aesGcmSealer(key())
    expect(await sealFor(sealer, SEALED.authShare, 'u', SHARE)).not.toBe(
      await sealFor(sealer, SEALED.authShare, 'u', SHARE),
    )
  })

  it('does not open for another user, another purpose, another key, or altered bytes', async () => {
    const sealer = aesGcmSealer(key())
    const sealed = await sealFor(sealer, SEALED.authShare, 'user-1', SHARE)
    await expect(openFor(sealer, SEALED.authShare, 'user-2', sealed)).rejects.toThrow()
    await expect(openFor(sealer, SEALED.recoveryShare, 'user-1', sealed)).rejects.toThrow()
    await expect(openFor(aesGcmSealer(key()), SEALED.authShare, 'user-1', sealed)).rejects.toThrow()
    const bytes = Buffer.from(sealed, 'base64')
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1
    await expect(
      openFor(sealer, SEALED.authShare, 'user-1', bytes.toString('base64')),
    ).rejects.toThrow()
    await expect(openFor(sealer, SEALED.authShare, 'user-1', 'AAAA')).rejects.toThrow()
  })

  it('takes any Sealer (a KMS): the binding to purpose and user is checked on top of it', async () => {
    const calls: string[] = []
    // A KMS that only reverses bytes: whatever it is, a value sealed for one user does not
    // open for another.
    const kms: Sealer = {
      seal: async (data) => (calls.push('seal'), data.slice().reverse()),
      open: async (data) => (calls.push('open'), data.slice().reverse()),
    }
    const sealed = await sealFor(kms, SEALED.recoveryShare, 'user-1', SHARE)
    expect(await openFor(kms, SEALED.recoveryShare, 'user-1', sealed)).toBe(SHARE)
    await expect(openFor(kms, SEALED.recoveryShare, 'user-2', sealed)).rejects.toThrow()
    expect(calls).toEqual(['seal', 'open', 'open'])
  })

  it('refuses a key that is not 32 bytes', () => {
    expect(() => aesGcmSealer(new Uint8Array(16))).toThrow('32 bytes')
  })
})
