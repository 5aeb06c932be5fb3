/**
 * Social sign-in and Farcaster (issue 25): the Connect view's socials section (the host's
 * `features.socials` in its order, the first as buttons, the rest behind "more"), the
 * provider's popup opened in the visitor's click ('popup closed' when the visitor closes it,
 * the redirect fallback when the browser refuses it), ConnectingSocial, ConnectingFarcaster
 * (QR code, link, the wait for the app). Signing in ends in the embedded wallet the e-mail
 * plugin sets up: the same frame, session and connector, restored after a reload as an e-mail
 * login is. The grant that comes back is redeemed by the frame alone, with its own secret.
 */
import { definePlugin } from 'portico/plugin'
import { resumeRedirect } from './flow'
import { socialListeners } from './listeners'
import { manifest } from './manifest'
import { socialLoginSlice } from './slice'

export default definePlugin<unknown>({
  manifest,
  slices: [socialLoginSlice],
  listeners: socialListeners,
  views: {
    SocialsConnect: () => import('./views/SocialsConnect'),
    SocialsMore: () => import('./views/SocialsMore'),
    ConnectingSocial: () => import('./views/ConnectingSocial'),
    ConnectingFarcaster: () => import('./views/ConnectingFarcaster'),
  },
  locales: (language) => import(`./locales/${language}.json`),
  // Back from the provider's page (the redirect fallback): the sign-in finishes here.
  setup: (context) => void resumeRedirect(context),
})
