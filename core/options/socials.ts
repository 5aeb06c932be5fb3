/** Social login providers a host may offer. */
export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
