import { describe, expect, it } from 'vitest'
import { FRAME_REQUESTS } from '../../protocol/frame/messages'
import {
  isPopupProvider,
  SOCIAL_BRANDS,
  SOCIAL_BUTTONS_SHOWN,
  socialLayout,
  type SocialSource,
} from './providers'

// Every method the options know, as the brands table names them all.
const SOCIAL_SOURCES = Object.keys(SOCIAL_BRANDS) as SocialSource[]

describe('the socials section’s providers', () => {
  it('keeps the host’s order, each once, and drops names it does not know', () => {
    expect(socialLayout(['github', 'google', 'github', 'myspace'])).toEqual({
      shown: ['github', 'google'],
      more: [],
    })
    expect(socialLayout([])).toEqual({ shown: [], more: [] })
  })

  it('shows them all when they fit, else the first ones and the rest behind “more”', () => {
    expect(SOCIAL_BUTTONS_SHOWN).toBe(4)
    expect(socialLayout(['x', 'discord', 'farcaster', 'apple']).more).toEqual([])
    expect(socialLayout([...SOCIAL_SOURCES])).toEqual({
      shown: ['google', 'github', 'apple'],
      more: ['facebook', 'x', 'discord', 'farcaster'],
    })
    expect(socialLayout(['farcaster', 'discord', 'x', 'facebook', 'apple'])).toEqual({
      shown: ['farcaster', 'discord', 'x'],
      more: ['facebook', 'apple'],
    })
  })

  it('opens a popup for exactly the providers the auth service knows; Farcaster has its view', () => {
    // The providers GET_SOCIAL_REDIRECT_URI takes (the auth service's list, on the frame's side).
    const providers = SOCIAL_SOURCES.filter(isPopupProvider)
    for (const provider of providers)
      expect(FRAME_REQUESTS.GET_SOCIAL_REDIRECT_URI.payload.safeParse({ provider }).success).toBe(
        true,
      )
    expect(providers).toHaveLength(6)
    expect(isPopupProvider('farcaster')).toBe(false)
  })
})
