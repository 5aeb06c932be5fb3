import { defineManifest } from 'portico/plugin'
import type { SocialLoginState } from './slice'

/** What ConnectingSocial is opened with: the provider the visitor signs in with. */
export interface ConnectingSocialData {
  provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'
}

declare module 'portico' {
  interface Views {
    SocialsConnect: undefined
    SocialsMore: undefined
    ConnectingSocial: ConnectingSocialData
    ConnectingFarcaster: undefined
  }
  interface LazyLoadedSlices {
    socialLogin: SocialLoginState
  }
}

/**
 * Social sign-in and Farcaster (issue 25): the Connect view's socials section, and sign-in to
 * the embedded wallet of the e-mail plugin (one frame, one session, one connector). The e-mail
 * plugin is not `requires`d: a host that turns e-mail off has no embedded wallet, and the
 * section then shows nothing, instead of the plugin failing to load.
 * The manifest rides in the host page's first download, so it lists no views: the section's is
 * registered through its contribution, and SocialsMore, ConnectingSocial and ConnectingFarcaster
 * open only from the plugin's own code, once it is loaded.
 */
export const manifest = defineManifest({
  id: 'socials',
  feature: 'socials',
  contributes: { connectSections: [{ method: 'social', view: 'SocialsConnect' }] },
})
