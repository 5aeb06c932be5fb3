import * as z from 'zod/mini'
import type { SessionTokens } from '../protocol/auth/contract'
import { ServiceError, type ServiceClient } from './service'

const SESSION_KEY = 'portico-frame:session'
const DEVICE_KEY = 'portico-frame:deviceId'
/** Refreshed this long before the access token expires, so a request never carries a dead one. */
const REFRESH_MARGIN_MS = 30_000

const storedSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.number(),
  userId: z.string(),
  /** The opaque handle the kit keeps (session-update token): not a credential. */
  handle: z.string(),
})
type Stored = z.infer<typeof storedSchema>

function randomHandle(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The session's tokens in the frame origin's storage (never posted to the page), refreshed
 * with rotation before they expire; a refresh the service refuses ends the session.
 */
export function createSessionStore(
  service: ServiceClient,
  storage: Storage,
  now: () => number = Date.now,
) {
  let refreshing: Promise<Stored | undefined> | undefined

  const read = (): Stored | undefined => {
    const raw = storage.getItem(SESSION_KEY)
    if (raw === null) return undefined
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw))
      if (parsed.success) return parsed.data
    } catch {
      // Not JSON: dropped below.
    }
    storage.removeItem(SESSION_KEY)
    return undefined
  }
  const write = (tokens: SessionTokens, handle: string): Stored => {
    const stored: Stored = {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: now() + tokens.expiresIn * 1000,
      userId: tokens.user.id,
      handle,
    }
    storage.setItem(SESSION_KEY, JSON.stringify(stored))
    return stored
  }

  async function refresh(stored: Stored): Promise<Stored | undefined> {
    try {
      return write(await service.refresh(stored.refreshToken), stored.handle)
    } catch (error) {
      // Refused (rotated away, revoked, expired): the session is over. Anything else
      // (network) keeps it for the next attempt.
      if (error instanceof ServiceError && (error.status === 401 || error.status === 400)) {
        storage.removeItem(SESSION_KEY)
        return undefined
      }
      throw error
    }
  }

  return {
    /** This browser's device id for the service, made once. */
    deviceId(): string {
      const existing = storage.getItem(DEVICE_KEY)
      if (existing && existing.length >= 8) return existing
      const id = crypto.randomUUID()
      storage.setItem(DEVICE_KEY, id)
      return id
    },
    /** Starts a session from a verified login; returns its handle for the kit. */
    start(tokens: SessionTokens): string {
      return write(tokens, randomHandle()).handle
    },
    current: read,
    /** A live access token, refreshed when due; undefined when there is no session. */
    async accessToken(): Promise<string | undefined> {
      const stored = read()
      if (!stored) return undefined
      if (stored.expiresAt - REFRESH_MARGIN_MS > now()) return stored.accessToken
      refreshing ??= refresh(stored).finally(() => (refreshing = undefined))
      return (await refreshing)?.accessToken
    },
    clear: () => storage.removeItem(SESSION_KEY),
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
