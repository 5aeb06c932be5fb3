import * as z from 'zod/mini'
import { EMAIL_ADDRESS_PATTERN } from '../../../protocol/frame/emailAddress'

/**
 * The keys of the kit's local storage for e-mail login: what the page may
 * know of the embedded wallet. No credential is kept here: the frame holds the session in its
 * own origin's storage; the page keeps only the opaque session handle the frame gave it.
 */
export const FRAME_STORAGE_KEYS = {
  loginUsed: 'portico:email:loginUsed',
  email: 'portico:email:address',
  lastLoginTime: 'portico:email:lastLoginTime',
  lastChain: 'portico:email:lastChain',
  socialUsername: 'portico:email:socialUsername',
  smartAccountNetworks: 'portico:email:smartAccountNetworks',
  sessionToken: 'portico:email:sessionToken',
} as const

type Key = keyof typeof FRAME_STORAGE_KEYS

/** A string that matches `pattern`. */
const matching = (pattern: RegExp) => z.string().check(z.refine((value) => pattern.test(value)))

// Refinements and z.enum rather than z.literal(), z.email(), z.regex() or z.maxLength(): each
// would add its zod class to the zod chunk, which is part of the host page's first download.
const schemas = {
  loginUsed: z.enum(['true']),
  email: matching(EMAIL_ADDRESS_PATTERN),
  lastLoginTime: matching(/^\d{1,16}$/),
  lastChain: matching(/^(eip155:)?\d{1,20}$/),
  socialUsername: z.string().check(z.refine((value) => value.length >= 1 && value.length <= 200)),
  smartAccountNetworks: matching(/^\d+(,\d+)*$/),
  sessionToken: matching(/^[A-Za-z0-9_-]{16,200}$/),
} satisfies Record<Key, z.ZodMiniType<string>>

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** A stored value, or undefined when absent or not what it should be (then it is dropped). */
function read(key: Key): string | undefined {
  const store = storage()
  if (!store) return undefined
  let raw: string | null
  try {
    raw = store.getItem(FRAME_STORAGE_KEYS[key])
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  const parsed = schemas[key].safeParse(raw)
  if (parsed.success) return parsed.data
  remove(key)
  return undefined
}

function write(key: Key, value: string): void {
  if (!schemas[key].safeParse(value).success) return
  try {
    storage()?.setItem(FRAME_STORAGE_KEYS[key], value)
  } catch {
    // Storage full or blocked: the login still works for this page load.
  }
}

function remove(key: Key): void {
  try {
    storage()?.removeItem(FRAME_STORAGE_KEYS[key])
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Reads and writes of these keys, each value parsed on the way in and out. */
export const frameStorage = {
  /** Whether an e-mail login succeeded here and was not signed out since. */
  isLoginUsed: () => read('loginUsed') === 'true',
  /** The e-mail address of the last login, if stored. */
  email: () => read('email'),
  /** When an e-mail login last started (ms since the epoch), until it succeeds. */
  lastLoginTime: () => {
    const value = read('lastLoginTime')
    return value === undefined ? undefined : Number(value)
  },
  /** The last used chain id as a number (1 when none is stored). */
  lastChainId: (): number => {
    const value = read('lastChain')
    return value === undefined ? 1 : Number(value.replace('eip155:', ''))
  },
  /** Whether a last used chain is stored. */
  hasLastChain: () => read('lastChain') !== undefined,
  /** The user name of a social login, if stored. */
  socialUsername: () => read('socialUsername'),
  /** The eip155 chain ids on which the frame reported smart accounts enabled. */
  smartAccountNetworks: (): number[] => {
    const value = read('smartAccountNetworks')
    return value === undefined ? [] : value.split(',').map(Number)
  },
  /** The opaque session handle the frame gave the page, if stored. */
  sessionToken: () => read('sessionToken'),

  /** Connecting by e-mail records the time of the last e-mail login. */
  recordLoginStart: (now = Date.now()) => write('lastLoginTime', String(now)),
  /**
   * Success on connect, get-user or secondary e-mail update stores the flag and the
   * e-mail (if any) and clears the last-login time.
   */
  recordLoginSuccess(email?: string | null, userName?: string | null) {
    write('loginUsed', 'true')
    if (email) write('email', email)
    if (userName) write('socialUsername', userName)
    remove('lastLoginTime')
  },
  /** Stores the e-mail address (an invalid one is not stored). */
  setEmail: (email: string) => write('email', email),
  /** Stores the last used chain id. */
  setLastChain: (chainId: number) => write('lastChain', String(chainId)),
  /** Stores the smart-account chain ids (an empty list removes the key). */
  setSmartAccountNetworks: (ids: readonly number[]) =>
    ids.length === 0
      ? remove('smartAccountNetworks')
      : write('smartAccountNetworks', ids.join(',')),
  /** Stores the session handle the frame gave the page. */
  setSessionToken: (token: string) => write('sessionToken', token),
  /** The connection check failed: the login cache is cleared. */
  clearLoginCache() {
    remove('loginUsed')
    remove('email')
    remove('lastLoginTime')
    remove('sessionToken')
  },
  /** Disconnect: flag, e-mail, last chain and social username first. */
  clearForSignOut() {
    remove('loginUsed')
    remove('email')
    remove('lastChain')
    remove('socialUsername')
    remove('sessionToken')
  },
}
