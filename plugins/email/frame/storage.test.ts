import { afterEach, describe, expect, it } from 'vitest'
import { FRAME_STORAGE_KEYS, frameStorage } from './storage'

afterEach(() => localStorage.clear())

describe('the e-mail login storage keys (SPEC §3)', () => {
  it('records a login start, then its success, and clears the start time', () => {
    frameStorage.recordLoginStart(1_700_000_000_000)
    expect(frameStorage.lastLoginTime()).toBe(1_700_000_000_000)
    frameStorage.recordLoginSuccess('ada@example.com', 'ada')
    expect(frameStorage.isLoginUsed()).toBe(true)
    expect(frameStorage.email()).toBe('ada@example.com')
    expect(frameStorage.socialUsername()).toBe('ada')
    expect(frameStorage.lastLoginTime()).toBeUndefined()
  })

  it('a login of an account without an address keeps no e-mail (no "null" for the next visit)', () => {
    frameStorage.recordLoginSuccess(null, null)
    expect(frameStorage.isLoginUsed()).toBe(true)
    expect(frameStorage.email()).toBeUndefined()
    expect(localStorage.getItem(FRAME_STORAGE_KEYS.email)).toBeNull()
    expect(frameStorage.socialUsername()).toBeUndefined()
  })

  it('answers 1 for the last chain when none is stored, and reads a stored one', () => {
    expect(frameStorage.lastChainId()).toBe(1)
    frameStorage.setLastChain(8453)
    expect(frameStorage.lastChainId()).toBe(8453)
    localStorage.setItem(FRAME_STORAGE_KEYS.lastChain, 'eip155:10')
    expect(frameStorage.lastChainId()).toBe(10)
  })

  it('keeps smart-account networks comma-joined, and an empty list as nothing', () => {
    frameStorage.setSmartAccountNetworks([1, 8453])
    expect(localStorage.getItem(FRAME_STORAGE_KEYS.smartAccountNetworks)).toBe('1,8453')
    expect(frameStorage.smartAccountNetworks()).toEqual([1, 8453])
    frameStorage.setSmartAccountNetworks([])
    expect(localStorage.getItem(FRAME_STORAGE_KEYS.smartAccountNetworks)).toBeNull()
  })

  it('drops a corrupt value instead of using it', () => {
    localStorage.setItem(FRAME_STORAGE_KEYS.loginUsed, 'yes')
    localStorage.setItem(FRAME_STORAGE_KEYS.email, 'not an address')
    localStorage.setItem(FRAME_STORAGE_KEYS.lastChain, '0x1; drop')
    localStorage.setItem(FRAME_STORAGE_KEYS.sessionToken, 'short')
    expect(frameStorage.isLoginUsed()).toBe(false)
    expect(frameStorage.email()).toBeUndefined()
    expect(frameStorage.lastChainId()).toBe(1)
    expect(frameStorage.sessionToken()).toBeUndefined()
    expect(localStorage.length).toBe(0)
  })

  it('sign-out clears the flag, e-mail, last chain, username and session; a failed check the login cache', () => {
    frameStorage.recordLoginSuccess('ada@example.com', 'ada')
    frameStorage.setLastChain(8453)
    frameStorage.setSessionToken('s'.repeat(32))
    frameStorage.clearLoginCache()
    expect(frameStorage.isLoginUsed()).toBe(false)
    expect(frameStorage.sessionToken()).toBeUndefined()
    expect(frameStorage.lastChainId()).toBe(8453)
    frameStorage.recordLoginSuccess('ada@example.com', 'ada')
    frameStorage.clearForSignOut()
    expect(frameStorage.isLoginUsed()).toBe(false)
    expect(frameStorage.email()).toBeUndefined()
    expect(frameStorage.socialUsername()).toBeUndefined()
    expect(frameStorage.hasLastChain()).toBe(false)
  })
})
