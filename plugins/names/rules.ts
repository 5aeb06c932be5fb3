import { NAME_CHARACTERS, NAME_MIN_LENGTH } from './constants'

/** Why a name cannot be registered as typed: a key of the plugin's `rules` texts. */
export type NameIssue = 'tooShort' | 'characters'

/**
 * The account-name rules: letters, digits and hyphens only, at least NAME_MIN_LENGTH of
 * them. The characters are checked first, so a short name with a space names the space.
 * Undefined when the name follows them.
 */
export function nameIssue(name: string): NameIssue | undefined {
  if (!NAME_CHARACTERS.test(name)) return 'characters'
  if (name.length < NAME_MIN_LENGTH) return 'tooShort'
  return undefined
}

/** Names are kept in lower case: `Ada-Lovelace` and `ada-lovelace` are one name. */
export const normalizeName = (typed: string) => typed.trim().toLowerCase()
