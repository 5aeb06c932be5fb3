import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { combineShares, createPrivateKey, fromBase64, splitKey, toBase64 } from './shares'

describe('the key and its 2-of-3 shares', () => {
  it('makes a valid key from the CSPRNG, a new one each time', () => {
    const key = createPrivateKey()
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    expect(privateKeyToAccount(key).address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(createPrivateKey()).not.toBe(key)
  })

  it('gives the key back from any two shares', async () => {
    const key = createPrivateKey()
    const { device, auth, recovery } = await splitKey(key)
    expect(new Set([device, auth, recovery]).size).toBe(3)
    await expect(combineShares(device, auth)).resolves.toBe(key)
    await expect(combineShares(auth, recovery)).resolves.toBe(key)
    await expect(combineShares(recovery, device)).resolves.toBe(key)
  })

  it('never holds the key in one share, and shares of different keys do not combine to either', async () => {
    const key = createPrivateKey()
    const shares = await splitKey(key)
    for (const share of Object.values(shares)) expect(toBase64(fromBase64(share))).toBe(share)
    for (const share of Object.values(shares)) expect(share).not.toContain(key.slice(2))
    const other = await splitKey(createPrivateKey())
    const mixed = await combineShares(shares.device, other.auth).catch(() => undefined)
    expect(mixed).not.toBe(key)
  })
})
