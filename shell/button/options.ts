import * as z from 'zod/mini'

/**
 * The elements' attributes, read as the React buttons' props: an attribute the page did not
 * set, or set to a value outside its list, means the prop's default.
 */

/** `chain-status`: the network's mark and name, one of them, or (connect button) nothing. */
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'
/** `account-status`: avatar and name (or address), the avatar alone, or the address alone. */
export type AccountStatus = 'full' | 'avatar' | 'address'

/** The page's strings (core/i18n/locales) in the modal's language. */
export type PageText = (key: string) => string

const chainStatus = z.enum(['full', 'icon', 'name', 'none'])
const networkChainStatus = z.enum(['full', 'icon', 'name'])
const accountStatus = z.enum(['full', 'avatar', 'address'])
/** `show-balance` and `responsive` are on unless set to "false". */
const switchedOff = z.enum(['false'])

const read = <T>(schema: z.ZodMiniType<T>, value: string | null, fallback: T): T => {
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : fallback
}

export interface ConnectLook {
  showBalance: boolean
  chainStatus: ChainStatus
  accountStatus: AccountStatus
  responsive: boolean
}

export const CONNECT_ATTRIBUTES = [
  'show-balance',
  'chain-status',
  'account-status',
  'responsive',
] as const

export function connectLook(element: Element): ConnectLook {
  return {
    showBalance: !switchedOff.safeParse(element.getAttribute('show-balance')).success,
    chainStatus: read(chainStatus, element.getAttribute('chain-status'), 'full'),
    accountStatus: read(accountStatus, element.getAttribute('account-status'), 'full'),
    responsive: !switchedOff.safeParse(element.getAttribute('responsive')).success,
  }
}

export interface NetworkLook {
  chainStatus: Exclude<ChainStatus, 'none'>
  responsive: boolean
}

export const NETWORK_ATTRIBUTES = ['chain-status', 'responsive'] as const

export function networkLook(element: Element): NetworkLook {
  return {
    chainStatus: read(networkChainStatus, element.getAttribute('chain-status'), 'full'),
    responsive: !switchedOff.safeParse(element.getAttribute('responsive')).success,
  }
}
