import type { ResolvedOptions } from 'portico'
import { IDENTITY_SOURCE_NAMES } from '../../protocol/frame/sourceNames'

/**
 * The sign-in methods the socials plugin offers, as the host lists them
 * (`features.socials`), with what the Connect view draws for each: its name and its mark.
 */

/**
 * The OpenID Connect providers (through the popup) and Farcaster (through its app): the
 * methods a host may list in `features.socials`, as the kit's options know them.
 */
export type SocialSource = ResolvedOptions['features']['socials'][number]
export type PopupProvider = Exclude<SocialSource, 'farcaster'>

/** Past this many methods the section shows one fewer and a "more" button for the rest. */
export const SOCIAL_BUTTONS_SHOWN = 4

/** The provider's own name (a brand: the same in every language) and its mark's colours. */
export const SOCIAL_BRANDS: Record<SocialSource, { name: string; color: string; mark: string }> = {
  google: { name: IDENTITY_SOURCE_NAMES.google, color: '#4285F4', mark: 'G' },
  github: { name: IDENTITY_SOURCE_NAMES.github, color: '#24292F', mark: 'GH' },
  apple: { name: IDENTITY_SOURCE_NAMES.apple, color: '#000000', mark: '' },
  facebook: { name: IDENTITY_SOURCE_NAMES.facebook, color: '#1877F2', mark: 'f' },
  x: { name: IDENTITY_SOURCE_NAMES.x, color: '#000000', mark: 'X' },
  discord: { name: IDENTITY_SOURCE_NAMES.discord, color: '#5865F2', mark: 'D' },
  farcaster: { name: IDENTITY_SOURCE_NAMES.farcaster, color: '#855DCD', mark: 'F' },
}

/** A method this plugin draws: one the brands table (typed by the options' list) names. */
export const isSocialSource = (value: unknown): value is SocialSource =>
  typeof value === 'string' && Object.hasOwn(SOCIAL_BRANDS, value)

export const isPopupProvider = (value: unknown): value is PopupProvider =>
  isSocialSource(value) && value !== 'farcaster'

/**
 * The host's list as the section draws it: in the host's order, each once; all as buttons when
 * they fit, otherwise the first ones and the rest behind "more".
 */
export function socialLayout(list: readonly string[]): {
  shown: SocialSource[]
  more: SocialSource[]
} {
  const sources = [...new Set(list)].filter(isSocialSource)
  if (sources.length <= SOCIAL_BUTTONS_SHOWN) return { shown: sources, more: [] }
  const cut = SOCIAL_BUTTONS_SHOWN - 1
  return { shown: sources.slice(0, cut), more: sources.slice(cut) }
}
