import { describe, expect, it } from 'vitest'
import type { FrameUser } from '../../protocol/frame/messages'
import { authName, authSource } from './authName'

const user = (
  userName: string | null,
  socialProvider?: FrameUser['socialProvider'],
): FrameUser => ({
  email: null,
  address: '0x1111111111111111111111111111111111111111',
  chainId: 1,
  userName,
  ...(socialProvider && { socialProvider }),
})

describe('the embedded wallet account’s name', () => {
  it('is the social username, none for an e-mail login', () => {
    expect(authName(user('ada-lovelace', 'github'))).toBe('ada-lovelace')
    expect(authName(user(null))).toBeUndefined()
    expect(authName(undefined)).toBeUndefined()
  })

  it('drops Discord’s trailing 0 (its legacy discriminator), and only Discord’s', () => {
    expect(authName(user('grace0', 'discord'))).toBe('grace')
    expect(authName(user('grace0', 'github'))).toBe('grace0')
    expect(authName(user('0', 'discord'))).toBe('0')
  })

  it('says how the account was signed in to: the provider’s name, none for an e-mail login', () => {
    expect(authSource(user('ada-lovelace', 'github'))).toBe('GitHub')
    expect(authSource(user('alice', 'farcaster'))).toBe('Farcaster')
    expect(authSource(user(null))).toBeUndefined()
    expect(authSource(undefined)).toBeUndefined()
  })
})
