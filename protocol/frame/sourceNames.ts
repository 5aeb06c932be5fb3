import type { FrameUser } from './messages'

/**
 * The name of each way to sign in to the embedded wallet besides e-mail, as the visitor knows
 * it: a brand, the same in every language. The socials plugin's buttons and the connection
 * list (for an account signed in that way) say it.
 */
export const IDENTITY_SOURCE_NAMES: Readonly<
  Record<NonNullable<FrameUser['socialProvider']>, string>
> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
