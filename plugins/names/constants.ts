import { WALLET_SEARCH_WAIT_MS } from 'portico/plugin'

/** The fewest characters an account name has. */
export const NAME_MIN_LENGTH = 4

/** The characters an account name is made of: letters, digits and hyphens. */
export const NAME_CHARACTERS = /^[a-zA-Z0-9-]*$/

/**
 * The wait after the last keystroke before the name is looked up (availability and
 * suggestions): the kit's search wait, so typing feels the same in every field.
 */
export const NAME_CHECK_WAIT_MS = WALLET_SEARCH_WAIT_MS

/** SLIP-44 coin type of the address a name is registered for: Ethereum (every EVM chain). */
export const NAME_COIN_TYPE = 60

/** The name-service version whose lookup answer `nameHolderSchema` describes. */
export const NAME_LOOKUP_API_VERSION = 2

/** The zone suggestions are asked for: the kit's own names. */
export const NAME_SUGGESTIONS_ZONE = 'portico'

/** The most suggestions shown under the field. */
export const NAME_SUGGESTIONS_SHOWN = 4

/** The name service's paths (the blockchain services'). */
export const NAME_PATHS = {
  account: '/v1/profile/account',
  holder: (name: string) => `/v1/profile/account/${encodeURIComponent(name)}`,
  reverse: (address: string) => `/v1/profile/reverse/${encodeURIComponent(address)}`,
  suggestions: (name: string) => `/v1/profile/suggestions/${encodeURIComponent(name)}`,
} as const
