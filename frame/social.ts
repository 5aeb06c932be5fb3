import * as z from 'zod/mini'
import {
  frameVerifierSchema,
  identitySourceSchema,
  SOCIAL_GRANT_FRAGMENT,
  SOCIAL_PROVIDERS,
  socialGrantSchema,
  type SocialIdentity,
  type SocialProvider,
} from '../protocol/auth/social'

/** The social sign-in this frame started and has not redeemed yet (survives the redirect). */
const PENDING_KEY = 'portico-frame:socialSignIn'
/** Who signed in to the stored session through a social provider or Farcaster, for GET_USER. */
const IDENTITY_KEY = 'portico-frame:identity'
/** As long as the service keeps a sign-in it started: its secret is of no use after. */
export const SOCIAL_SIGN_IN_LIFETIME_MS = 10 * 60_000

const pendingSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  verifier: frameVerifierSchema,
  startedAt: z.number(),
})
const identitySchema = z.object({
  userId: z.string(),
  source: identitySourceSchema,
  userName: z.string().check(z.minLength(1), z.maxLength(256)),
})
export type StoredIdentity = z.infer<typeof identitySchema>

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/**
 * A PKCE pair of the frame's own (RFC 7636, S256): the verifier stays in this origin, only the
 * challenge goes to the service at the start; the verifier goes once, with the grant.
 */
export async function frameSecret(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return { verifier, challenge: base64Url(new Uint8Array(digest)) }
}

/**
 * The grant in the fragment of the address the sign-in came back to. Only the fragment is
 * read: the page may give its whole address (the redirect) or the fragment alone (the popup).
 */
export function grantOf(uri: string): string | undefined {
  const hash = uri.indexOf('#')
  if (hash === -1) return undefined
  const value = new URLSearchParams(uri.slice(hash + 1)).get(SOCIAL_GRANT_FRAGMENT)
  const parsed = socialGrantSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

function readJson<T>(storage: Storage, key: string, schema: z.ZodMiniType<T>): T | undefined {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data
  } catch {
    // Not JSON: dropped below.
  }
  storage.removeItem(key)
  return undefined
}

/**
 * The frame's memory of social sign-ins, in its own origin's storage: the secret of the one
 * under way (kept across the redirect fallback's navigation, used once) and the identity of the
 * signed-in session (the name the kit shows, after a reload too).
 */
export function createSocialStore(storage: Storage, now: () => number = Date.now) {
  return {
    /** A new sign-in with `provider`: its secret replaces any earlier one's. */
    async begin(provider: SocialProvider): Promise<string> {
      const { verifier, challenge } = await frameSecret()
      storage.setItem(PENDING_KEY, JSON.stringify({ provider, verifier, startedAt: now() }))
      return challenge
    },
    /** The secret of the sign-in under way, once: a second redeem has none. */
    take(): string | undefined {
      const pending = readJson(storage, PENDING_KEY, pendingSchema)
      storage.removeItem(PENDING_KEY)
      if (!pending || now() - pending.startedAt > SOCIAL_SIGN_IN_LIFETIME_MS) return undefined
      return pending.verifier
    },
    identity: (userId: string): StoredIdentity | undefined => {
      const stored = readJson(storage, IDENTITY_KEY, identitySchema)
      return stored?.userId === userId ? stored : undefined
    },
    setIdentity(userId: string, identity: SocialIdentity) {
      storage.setItem(IDENTITY_KEY, JSON.stringify({ userId, ...identity }))
    },
    clearIdentity: () => storage.removeItem(IDENTITY_KEY),
  }
}

export type SocialStore = ReturnType<typeof createSocialStore>
